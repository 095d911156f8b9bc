import { BRAND } from "@machines/brand";
import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import type { DailyReport } from "@machines/inbox/dailyReport";
import { formatDateTime } from "@machines/shared/dates";
import { CARD_COLUMNS, WHY_FORWARDING, cardRow, notSureParagraph } from "../mail/athleteCards";
import { renderEmail } from "../mail/layout";

const countsLine = (label: string, counts: Record<string, number>) =>
  `${label}: ${Object.entries(counts)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([value, count]) => `${value} (${count})`)
    .join(", ")}`;

/** The daily report: new and updated athletes with counts, and what was filtered (so a wrong filter can be rescued). */
export function dailyReportEmail(input: { firstName: string; report: DailyReport; periodText: string; portalUrl: string; reviewUrl: string }) {
  const { report } = input;
  const athletes = [...report.newAthletes, ...report.updatedAthletes];
  // When each email arrived, on the coach's clock (the zone the report was made for).
  const arrived = (email: { receivedAt: string }) => formatDateTime(email.receivedAt, report.timeZone);
  const emailLines = [
    ...report.needsReviewEmails.map((email) => `Not sure (${email.warnings[0]}): "${email.subject}" from ${email.from}, ${arrived(email)}`),
    ...report.filteredEmails.map((email) => `Not recruiting (${CLASSIFICATION_REASON_LABELS[email.reason]}): "${email.subject}" from ${email.from}, ${arrived(email)}`),
  ];
  return renderEmail({
    subject: `Your ${BRAND.name} report: ${report.newAthletes.length} new, ${report.updatedAthletes.length} updated`,
    preheader: input.periodText,
    paragraphs: [
      `Hi ${input.firstName},`,
      `Here is your recruiting inbox for ${input.periodText}: ${report.newAthletes.length} new athletes and ${report.updatedAthletes.length} updated. The full list is attached as a spreadsheet (CSV).`,
      countsLine("By position", report.counts.byPosition),
      countsLine("By class", report.counts.byClass),
      countsLine("By state", report.counts.byState),
      ...(report.needsReviewEmails.length ? [notSureParagraph(report.needsReviewEmails.length, input.reviewUrl)] : []),
    ],
    // The athletes first: the emails that made none come after them.
    ...(athletes.length ? { table: { columns: CARD_COLUMNS, rows: athletes.map(cardRow) } } : {}),
    ...(emailLines.length ? { closingBullets: emailLines } : {}),
    action: { label: "Open your portal", url: input.portalUrl },
    reason: WHY_FORWARDING,
  });
}
