import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import { HOLD_REASON_LABELS } from "@machines/inbox/emailStatus";
import { SAMPLE_MESSAGES } from "@machines/inbox/summaryNotes";
import { EMAIL_ORIGIN_TEXT, type InboxEmail } from "@machines/portal/inbox";

/** What the Inbox says of an email: its status in words and colour, and how it reached the coach. */

export const STATUS_STYLES: Record<InboxEmail["state"]["status"], string> = {
  received: "bg-slate-100 text-slate-700",
  summarised: "bg-green-100 text-green-800",
  filtered: "bg-amber-100 text-amber-900",
  needs_review: "bg-orange-100 text-orange-900",
  held: "bg-blue-100 text-blue-900",
  sample: "bg-slate-100 text-slate-700",
  failed: "bg-red-100 text-red-800",
};

/** The engine's warnings read as sentences ("lines longer than … were split" → "Lines longer than … were split."). */
const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;

/** What happened to an email, in words. */
export function statusText(state: InboxEmail["state"]): string {
  switch (state.status) {
    case "received":
      return "Being read";
    case "summarised":
      return "Summarised";
    case "filtered":
      return state.byCoach ? "Not recruiting (your call)" : `Filtered: ${CLASSIFICATION_REASON_LABELS[state.reason]}`;
    case "needs_review":
      return `Needs review: we weren't sure about this email. ${state.warnings.map(asSentence).join(" ")}`;
    case "held":
      return `Held: ${HOLD_REASON_LABELS[state.reason]}`;
    case "sample":
      return SAMPLE_MESSAGES.inboxStatus;
    case "failed":
      return "Failed: we couldn't read this email. Support has been told.";
  }
}

/** After who wrote it: "forwarded by …", "imported" or "test email from your Settings". */
export const originText = (email: InboxEmail) => EMAIL_ORIGIN_TEXT[email.origin](email.forwardedBy);
