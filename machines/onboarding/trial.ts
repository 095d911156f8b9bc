/** Trial length (spec §1, §9): 7 days, no card. */
export const TRIAL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialDates {
  startedAt: Date;
  endsAt: Date;
  /** The calendar day (UTC, YYYY-MM-DD) billing starts: the day after the trial ends. */
  billingStartsOn: string;
}

export function trialDates(startedAt: Date): TrialDates {
  const endsAt = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
  const dayAfterEnd = new Date(Date.UTC(endsAt.getUTCFullYear(), endsAt.getUTCMonth(), endsAt.getUTCDate() + 1));
  return { startedAt, endsAt, billingStartsOn: dayAfterEnd.toISOString().slice(0, 10) };
}
