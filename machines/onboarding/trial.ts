import { DAY_MS, formatCalendarDate, type DateInput } from "../shared/dates";

/** Trial length (spec §1, §9): 7 days, no card. */
export const TRIAL_DAYS = 7;

/**
 * The moment a trial ends is Stripe's `trial_end`, and it is also the first charge: the first noon UTC
 * once the 7 days have passed (so a trial runs 7 to 8 days). Noon UTC is the same calendar day from
 * UTC−11 to UTC+11 (every US zone), so Stripe's own pages, ours and the emails all name one day, whichever
 * zone reads it and even after the coach changes theirs; Stripe's billing periods keep that time of day.
 */
const TRIAL_END_HOUR_UTC = 12;

export interface TrialDates {
  startedAt: Date;
  /** Stripe's `trial_end`: the trial ends and the plan's first charge is due. */
  endsAt: Date;
  /** The calendar day (YYYY-MM-DD) the trial ends and billing starts: `billingDay(endsAt)`. */
  billingStartsOn: string;
}

export function trialDates(startedAt: Date): TrialDates {
  const sevenDaysLater = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
  const endsAt = new Date(Date.UTC(sevenDaysLater.getUTCFullYear(), sevenDaysLater.getUTCMonth(), sevenDaysLater.getUTCDate(), TRIAL_END_HOUR_UTC));
  if (endsAt < sevenDaysLater) endsAt.setUTCDate(endsAt.getUTCDate() + 1);
  return { startedAt, endsAt, billingStartsOn: billingDay(endsAt) };
}

/** The calendar day (YYYY-MM-DD) of a billing moment (a trial's end, a period's end) as Stripe names it: its UTC date. */
export function billingDay(instant: DateInput): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** A billing moment as every page and email names it: "Thu, Dec 3, 2026", the day Stripe's pages show. */
export function formatBillingDate(instant: DateInput): string {
  return formatCalendarDate(billingDay(instant));
}

/** Whole days left before `endsAt` ('7 days left' for a trial just started, which runs 7 to 8 days); 1 on its last day, 0 once it ended. */
export function trialDaysLeft(endsAt: DateInput, now: Date): number {
  const left = new Date(endsAt).getTime() - now.getTime();
  return left <= 0 ? 0 : Math.max(1, Math.floor(left / DAY_MS));
}
