import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import { ATTACHMENT_STATUS_LABELS } from "@machines/inbox/emailAttachment";
import { HOLD_REASON_LABELS } from "@machines/inbox/emailStatus";
import type { InboxEmail } from "@machines/portal/inbox";
import { formatDateTime } from "@machines/shared/dates";
import { PaperclipIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";

const STATUS_STYLES: Record<InboxEmail["state"]["status"], string> = {
  received: "bg-slate-100 text-slate-700",
  summarised: "bg-green-100 text-green-800",
  filtered: "bg-amber-100 text-amber-900",
  needs_review: "bg-orange-100 text-orange-900",
  held: "bg-blue-100 text-blue-900",
  failed: "bg-red-100 text-red-800",
};

/** The engine's warnings read as sentences ("lines longer than … were split" → "Lines longer than … were split."). */
const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;

/** What happened to an email, in words. */
function statusText(state: InboxEmail["state"]): string {
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
    case "failed":
      return "Failed: we couldn't read this email. Support has been told.";
  }
}

export type EmailAnswer = "recruiting" | "not-recruiting";

interface InboxEmailRowProps {
  email: InboxEmail;
  timeZone: string;
  /** The action running on the page, if any (its key is `${answer}-${email.id}`). */
  running: string | null;
  onAnswer: (email: InboxEmail, answer: EmailAnswer) => void;
}

/** One forwarded email: who, when, what became of it, and the coach's answers when it is theirs to give. */
export function InboxEmailRow({ email, timeZone, running, onAnswer }: InboxEmailRowProps) {
  const { status } = email.state;
  const answers: EmailAnswer[] = status === "needs_review" ? ["recruiting", "not-recruiting"] : status === "filtered" ? ["recruiting"] : [];
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-brand-text">{email.subject ?? "(not read yet)"}</p>
        <p className="text-sm break-words text-slate-600">
          {email.from ? `From ${email.from}` : "Sender not read yet"}
          {email.forwardedBy ? ` · forwarded by ${email.forwardedBy}` : ""}
        </p>
        <p className="text-sm text-slate-600">{formatDateTime(email.receivedAt, timeZone)}</p>
        {email.athletes.length > 0 && (
          <p className="text-sm break-words text-slate-700">
            {email.athletes.length === 1 ? "Athlete" : `${email.athletes.length} athletes`}: {email.athletes.join(", ")}
          </p>
        )}
        {email.attachments.length > 0 && (
          <ul aria-label="Attachments" className="text-sm break-words text-slate-600">
            {email.attachments.map((attachment, index) => (
              <li key={index}>
                <PaperclipIcon className="mr-1 inline size-4 align-text-bottom" />
                {attachment.filename} <span className="text-slate-500">({ATTACHMENT_STATUS_LABELS[attachment.status]})</span>
              </li>
            ))}
          </ul>
        )}
        <p className={`inline-block rounded px-2 py-0.5 text-sm break-words ${STATUS_STYLES[status]}`}>{statusText(email.state)}</p>
      </div>
      {answers.length > 0 && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {answers.map((answer) => (
            <button key={answer} type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => onAnswer(email, answer)}>
              {running === `${answer}-${email.id}` ? "Processing…" : answer === "recruiting" ? "This is recruiting" : "Not recruiting"}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
