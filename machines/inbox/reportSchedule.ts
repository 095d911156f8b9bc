import { FOUNDER_PLAN, tierById } from "../pricing/tiers";
import { instantAtWallClock, localDay } from "../shared/zonedTime";

/** Local hours reports go out at: every coach at 7 AM; tiers with twice-a-day delivery also at 4 PM. */
const MORNING = 7;
const AFTERNOON = 16;
const TWICE_A_DAY_FEATURE = "Twice a Day Delivery of Results";

export function reportHoursFor(tierId: string): readonly number[] {
  if (tierId === FOUNDER_PLAN.id) return [MORNING, AFTERNOON];
  return tierById(tierId)?.features.includes(TWICE_A_DAY_FEATURE) ? [MORNING, AFTERNOON] : [MORNING];
}

/** How many report times a day the plan includes. */
export const reportTimesAllowed = (tierId: string): number => reportHoursFor(tierId).length;

/**
 * The hours a coach's reports go out at: their own choice (Settings) when they made one, never more
 * times than the plan includes; otherwise the plan's hours.
 */
export function coachReportHours(tierId: string, chosen: readonly number[] | null | undefined): readonly number[] {
  const hours = [...new Set(chosen ?? [])].filter((hour) => Number.isInteger(hour) && hour >= 0 && hour <= 23);
  return hours.length > 0 ? hours.slice(0, reportTimesAllowed(tierId)) : reportHoursFor(tierId);
}

/** The first report time strictly after `after`, on the coach's clock. */
export function nextReportAt(after: Date, timeZone: string, hours: readonly number[]): Date {
  const today = localDay(after, timeZone);
  for (let dayOffset = 0; dayOffset <= 2; dayOffset++) {
    for (const hour of [...hours].sort((a, b) => a - b)) {
      const at = instantAtWallClock({ ...today, day: today.day + dayOffset }, hour, 0, timeZone);
      if (at.getTime() > after.getTime()) return at;
    }
  }
  throw new Error("No report time within two days");
}
