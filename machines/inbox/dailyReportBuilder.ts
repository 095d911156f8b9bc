import type { AthleteRecord } from "./athleteRecord";
import { toAthleteCard } from "./athleteCard";
import { UNKNOWN_COUNT_KEY, type DailyReport, type FilteredEmail, type ReviewEmail } from "./dailyReport";

function countBy(records: readonly AthleteRecord[], key: (record: AthleteRecord) => readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    const values = key(record);
    for (const value of values.length ? values : [UNKNOWN_COUNT_KEY]) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

/**
 * One report period for one coach: athletes first seen in the period are new, others that changed
 * are updated; counts by position, class and state cover both (the spec's counts); filtered emails
 * are listed so a wrong filter can be rescued. Null when nothing happened: no report is sent then.
 */
export function buildDailyReport(input: {
  coachId: string;
  timeZone: string;
  periodStart: Date;
  periodEnd: Date;
  /** Athletes whose record changed in the period. */
  athletes: readonly AthleteRecord[];
  filteredEmails: readonly FilteredEmail[];
  /** Emails still waiting for the coach's word (recruiting or not). */
  needsReviewEmails: readonly ReviewEmail[];
}): DailyReport | null {
  if (input.athletes.length === 0 && input.filteredEmails.length === 0 && input.needsReviewEmails.length === 0) return null;
  const start = input.periodStart.toISOString();
  const byName = (a: AthleteRecord, b: AthleteRecord) =>
    `${a.fields.lastName?.value ?? ""} ${a.fields.firstName?.value ?? ""}`.localeCompare(`${b.fields.lastName?.value ?? ""} ${b.fields.firstName?.value ?? ""}`);
  const fresh = input.athletes.filter((record) => record.createdAt >= start).sort(byName);
  const updated = input.athletes.filter((record) => record.createdAt < start).sort(byName);
  return {
    coachId: input.coachId,
    timeZone: input.timeZone,
    periodStart: start,
    periodEnd: input.periodEnd.toISOString(),
    newAthletes: fresh.map(toAthleteCard),
    updatedAthletes: updated.map(toAthleteCard),
    counts: {
      byPosition: countBy(input.athletes, (record) => record.fields.positions?.value ?? []),
      byClass: countBy(input.athletes, (record) => (record.fields.gradYear ? [String(record.fields.gradYear.value)] : [])),
      byState: countBy(input.athletes, (record) => (record.fields.state ? [record.fields.state.value] : [])),
    },
    filteredEmails: [...input.filteredEmails],
    needsReviewEmails: [...input.needsReviewEmails],
  };
}
