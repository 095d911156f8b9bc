import { RETENTION_DAYS } from "../productFacts";
import type { EmailStatusName } from "../inbox/emailStatus";
import { DAY_MS } from "../shared/dates";
import { ATHLETE_RETENTION_CHOICES, type AthleteRetention } from "./athleteRetention";

/**
 * The retention rules the scheduled jobs apply (functions/src/retention), as pure functions of a clock:
 * the periods come from productFacts.ts, where the legal texts read them too.
 */

/** A period of days before `now`: what ended at or before the returned instant is past it. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Emails whose reading is settled: their original may go once it is old enough. Received or held mail is still to be read. */
const SETTLED_STATUSES: ReadonlySet<EmailStatusName> = new Set(["filtered", "needs_review", "summarised", "sample", "failed"]);

/** Whether an email's original (raw MIME) is past keeping at `now`. */
export function rawEmailExpired(email: { status: EmailStatusName; processedAt: Date | null }, now: Date): boolean {
  return SETTLED_STATUSES.has(email.status) && email.processedAt !== null && email.processedAt <= daysBefore(now, RETENTION_DAYS.rawEmail);
}

/** Whether an account that ended at `endedAt` has been kept as long as we keep ended accounts. */
export const terminatedAccountExpired = (endedAt: Date, now: Date) => endedAt <= daysBefore(now, RETENTION_DAYS.afterTermination);

/** The instant at or before which an athlete record last touched is past the coach's chosen period at `now`. */
export const athleteRetentionCutoff = (choice: AthleteRetention, now: Date) => daysBefore(now, ATHLETE_RETENTION_CHOICES[choice].days);

/** Whether an athlete record last touched at `touchedAt` is past the coach's chosen period at `now`. */
export const athleteRecordExpired = (touchedAt: Date, choice: AthleteRetention, now: Date) => touchedAt <= athleteRetentionCutoff(choice, now);

/** What the coach is told where the original of an email is needed after it was deleted. */
export const ORIGINAL_DELETED_MESSAGE = `The original of this email was deleted ${RETENTION_DAYS.rawEmail} days after we read it, as our Privacy Policy says. What we read from it stays with its athletes.`;
