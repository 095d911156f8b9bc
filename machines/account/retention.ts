import { z } from "zod";
import { ATHLETE_RETENTION_MONTHS, RETENTION_DAYS, athleteRetentionText } from "../productFacts";
import type { EmailStatusName } from "../inbox/emailStatus";

/**
 * The retention rules the scheduled jobs apply (functions/src/retention), as pure functions of a clock:
 * the periods come from productFacts.ts, where the legal texts read them too.
 */

export const DAY_MS = 86_400_000;

/** A period of days before `now`: what ended at or before the returned instant is past it. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * `months` calendar months before `now` (UTC), clamped to the month's last day: an athlete touched at
 * or before this instant has outlived the coach's retention period.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

/** Emails whose reading is settled: their original may go once it is old enough. Received or held mail is still to be read. */
const SETTLED_STATUSES: ReadonlySet<EmailStatusName> = new Set(["filtered", "needs_review", "summarised", "sample", "failed"]);

/** Whether an email's original (raw MIME) is past keeping at `now`. */
export function rawEmailExpired(email: { status: EmailStatusName; processedAt: Date | null }, now: Date): boolean {
  return SETTLED_STATUSES.has(email.status) && email.processedAt !== null && email.processedAt <= daysBefore(now, RETENTION_DAYS.rawEmail);
}

/** Whether an account that ended at `endedAt` has been kept as long as we keep ended accounts. */
export const terminatedAccountExpired = (endedAt: Date, now: Date) => endedAt <= daysBefore(now, RETENTION_DAYS.afterTermination);

/** The coach's retention choice for untouched athlete records (Settings), in months. */
export const athleteRetentionSchema = z
  .number()
  .int()
  .refine((months) => (ATHLETE_RETENTION_MONTHS.choices as readonly number[]).includes(months), `Choose ${ATHLETE_RETENTION_MONTHS.choices.map(athleteRetentionText).join(", ")}`);

/** The coach's choice, or the default when they never made one. */
export const athleteRetentionMonthsOf = (chosen: number | undefined | null) => Math.min(chosen ?? ATHLETE_RETENTION_MONTHS.default, ATHLETE_RETENTION_MONTHS.max);

/** Whether an athlete last touched at `touchedAt` has outlived the coach's chosen period at `now`. */
export const athleteExpired = (touchedAt: Date, chosenMonths: number | undefined | null, now: Date) => touchedAt <= monthsBefore(now, athleteRetentionMonthsOf(chosenMonths));

/** What the coach is told where the original of an email is needed after it was deleted. */
export const ORIGINAL_DELETED_MESSAGE = `The original of this email was deleted ${RETENTION_DAYS.rawEmail} days after we read it, as our Privacy Policy says. What we read from it stays with its athletes.`;
