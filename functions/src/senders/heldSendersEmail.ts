import { BRAND } from "@machines/brand";
import { HOLD_REASON_LABELS, type HoldReason } from "@machines/inbox/emailStatus";
import { WHY_FORWARDING } from "../mail/athleteCards";
import { renderEmail } from "../mail/layout";

/** The day's digest of newly held senders: who, why their mail waits, and how to let it through. */
export function heldSendersEmail(input: {
  firstName: string;
  forwardingAddress: string;
  listed: readonly { address: string; reason: HoldReason }[];
  senderCount: number;
  portalUrl: string;
}) {
  const unlisted = input.senderCount - input.listed.length;
  const only = input.senderCount === 1 ? input.listed[0] : undefined;
  return renderEmail({
    subject: only ? `We're holding email forwarded from ${only.address}` : `We're holding email forwarded from ${input.senderCount} addresses`,
    paragraphs: [
      `Hi ${input.firstName},`,
      `Email reached your ${BRAND.name} address (${input.forwardingAddress}) from ${only ? "an address" : "addresses"} we can't process mail from yet. We're keeping it safe but haven't read it.`,
      "If an address is yours or a colleague's who forwards for you, approve it in your portal's Inbox and we'll process everything it sent. If not, block it there. We tell you about each address once, in at most one email like this a day:",
    ],
    bullets: [
      ...input.listed.map((sender) => `${sender.address.slice(0, 320)}: held because ${HOLD_REASON_LABELS[sender.reason]}`),
      ...(unlisted > 0 ? [`and ${unlisted} more (all of them are in your Inbox)`] : []),
    ],
    action: { label: "Review held senders", url: input.portalUrl },
    reason: WHY_FORWARDING,
  });
}
