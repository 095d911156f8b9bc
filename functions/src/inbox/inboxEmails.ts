import { BRAND } from "@machines/brand";
import { athleteName, positionsText } from "@machines/inbox/athleteCard";
import type { AthleteCard } from "@machines/inbox/dailyReport";
import { HOLD_REASON_LABELS, type HoldReason } from "@machines/inbox/emailStatus";
import { SAMPLE_MESSAGES, SUMMARY_MESSAGES, type SummaryNote } from "@machines/inbox/summaryNotes";
import { notSureText } from "@machines/portal/inbox";
import { CARD_COLUMNS, WHY_FORWARDING, cardRow, notSureParagraph } from "../mail/athleteCards";
import { renderEmail, type EmailCell } from "../mail/layout";

/** The emails the inbox pipeline sends coaches: summaries, held senders and the Settings test email's result. */

/** One athlete of a summary: her card and what the summarised emails did to her. */
export interface SummaryAthlete {
  card: AthleteCard;
  note: SummaryNote;
}

function summarySubject(athletes: readonly SummaryAthlete[], imported: boolean): string {
  const [only] = athletes;
  if (athletes.length !== 1 || !only) return SUMMARY_MESSAGES.manyAthletes(athletes.length, imported);
  const { card, note } = only;
  const facts = [positionsText(card.positions), card.gradYear ? String(card.gradYear) : ""].filter(Boolean).join(", ");
  const label = SUMMARY_MESSAGES.subjectLabel[imported ? "imported" : note.kind];
  return `${label}: ${athleteName(card)}${facts ? ` (${facts})` : ""}`;
}

/** A summary's card: the status (new or updated, with what changed) and the values to check come right after the name. */
const summaryRow = ({ card, note }: SummaryAthlete, imported: boolean): EmailCell[] => {
  const [name, ...rest] = cardRow(card);
  return [name!, SUMMARY_MESSAGES.status(note.kind, note.changes, imported), note.unsure.join("; "), ...rest];
};

/**
 * What the coach's forwarded emails turned into: one card per athlete, and how many emails we weren't
 * sure about (they wait in the Inbox for the coach's word).
 */
export function summaryEmail(input: { firstName: string; athletes: readonly SummaryAthlete[]; imported: boolean; needsReview: number; portalUrl: string; reviewUrl: string }) {
  const { athletes, imported, needsReview } = input;
  const unsure = needsReview > 0 ? notSureParagraph(needsReview, input.reviewUrl) : null;
  if (athletes.length === 0) {
    return renderEmail({
      subject: `${notSureText(needsReview)} in your forwarded mail`,
      paragraphs: [`Hi ${input.firstName},`, `You forwarded ${unsure}`],
      action: { label: "Review them in your Inbox", url: input.reviewUrl },
      reason: WHY_FORWARDING,
    });
  }
  return renderEmail({
    subject: summarySubject(athletes, imported),
    preheader: athletes.map(({ card }) => athleteName(card)).join(", ").slice(0, 120),
    paragraphs: [`Hi ${input.firstName},`, SUMMARY_MESSAGES.intro(athletes.length, imported), ...(unsure ? [`Also ${unsure}`] : [])],
    table: {
      columns: [CARD_COLUMNS[0]!, SUMMARY_MESSAGES.statusColumn, SUMMARY_MESSAGES.unsureColumn, ...CARD_COLUMNS.slice(1)],
      rows: athletes.map((athlete) => summaryRow(athlete, imported)),
    },
    action: { label: "Open your athletes", url: input.portalUrl },
    reason: WHY_FORWARDING,
  });
}

/** The Settings test email's result: what was read, and that none of it joined the coach's athletes. */
export function sampleResultEmail(input: { firstName: string; cards: readonly AthleteCard[]; inboxUrl: string }) {
  const names = input.cards.map(athleteName);
  return renderEmail({
    subject: SAMPLE_MESSAGES.subject(names),
    paragraphs: [`Hi ${input.firstName},`, SAMPLE_MESSAGES.worked, SAMPLE_MESSAGES.notAdded(names)],
    table: { columns: CARD_COLUMNS, rows: input.cards.map(cardRow) },
    action: { label: SAMPLE_MESSAGES.action, url: input.inboxUrl },
    reason: SAMPLE_MESSAGES.reason,
  });
}

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
