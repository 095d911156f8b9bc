import { isTimeZone } from "../shared/dates";
import { instantAtWallClock } from "../shared/zonedTime";

/** Trial length (spec §1, §9): 7 days, no card. */
export const TRIAL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TrialDates {
  startedAt: Date;
  endsAt: Date;
  /** The calendar day (YYYY-MM-DD) billing starts: the day after the trial ends, on the coach's clock. */
  billingStartsOn: string;
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`; UTC when the zone is unknown. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

/** The calendar day after `date` (YYYY-MM-DD). */
function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
}

export function trialDates(startedAt: Date, timeZone = "UTC"): TrialDates {
  const endsAt = new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS);
  return { startedAt, endsAt, billingStartsOn: nextDay(calendarDateIn(endsAt, timeZone)) };
}

/** The instant billing starts: midnight at the start of `billingStartsOn` (YYYY-MM-DD) on the coach's clock. */
export function billingStartsAt(billingStartsOn: string, timeZone: string): Date {
  const [year, month, day] = billingStartsOn.split("-").map(Number);
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  return instantAtWallClock({ year: year!, month: month!, day: day! }, 0, 0, zone);
}
