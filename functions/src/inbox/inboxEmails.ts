import { athleteName, positionsText } from "@machines/inbox/athleteCard";
import type { AthleteCard } from "@machines/inbox/dailyReport";
import { SAMPLE_MESSAGES, SUMMARY_MESSAGES, type SummaryNote } from "@machines/inbox/summaryNotes";
import { notSureText } from "@machines/portal/inbox";
import { childrenNotKeptText } from "@machines/inbox/childUnder13";
import { CARD_COLUMNS, WHY_FORWARDING, cardRow, notSureParagraph } from "../mail/athleteCards";
import { renderEmail, type EmailCell } from "../mail/layout";

/** The emails the inbox pipeline sends coaches: summaries and the Settings test email's result. */

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
 * What the coach's forwarded emails turned into: one card per athlete, how many emails we weren't sure
 * about (they wait in the Inbox for the coach's word) and how many were about a child under 13 (not kept).
 */
export function summaryEmail(input: { firstName: string; athletes: readonly SummaryAthlete[]; imported: boolean; needsReview: number; childrenNotKept: number; portalUrl: string; reviewUrl: string }) {
  const { athletes, imported, needsReview } = input;
  const unsure = needsReview > 0 ? notSureParagraph(needsReview, input.reviewUrl) : null;
  const children = input.childrenNotKept > 0 ? [childrenNotKeptText(input.childrenNotKept)] : [];
  if (athletes.length === 0) {
    return renderEmail({
      subject: unsure ? `${notSureText(needsReview)} in your forwarded mail` : "Not kept: an email about a child under 13",
      paragraphs: [`Hi ${input.firstName},`, ...(unsure ? [`You forwarded ${unsure}`] : []), ...children],
      action: { label: "Review them in your Inbox", url: input.reviewUrl },
      reason: WHY_FORWARDING,
    });
  }
  return renderEmail({
    subject: summarySubject(athletes, imported),
    preheader: athletes.map(({ card }) => athleteName(card)).join(", ").slice(0, 120),
    paragraphs: [`Hi ${input.firstName},`, SUMMARY_MESSAGES.intro(athletes.length, imported), ...(unsure ? [`Also ${unsure}`] : []), ...children],
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
