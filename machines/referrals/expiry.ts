import { FALLBACK_TIME_ZONE, isTimeZone } from "../shared/dates";
import { instantAtWallClock, localDay } from "../shared/zonedTime";

/**
 * A referral is valid for this many days; it expires at 23:59 in the referrer's time zone (spec §9).
 * Here rather than in ./schema, so pages that only print it do not load zod.
 */
export const REFERRAL_VALID_DAYS = 7;

/** However a zone's clocks shift in between, an invitation never runs longer than this. */
export const REFERRAL_MAX_VALIDITY_MS = (REFERRAL_VALID_DAYS + 1) * 24 * 60 * 60 * 1000;

/**
 * When an invitation sent at `now` expires: 7 days later at 23:59 on the referrer's wall clock,
 * whatever daylight-saving change falls in between, and never more than 8 days after `now` (a zone
 * whose clocks jump back in that week would otherwise stretch it).
 */
export function referralExpiry(now: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  const today = localDay(now, zone);
  const expiry = instantAtWallClock({ ...today, day: today.day + REFERRAL_VALID_DAYS }, 23, 59, zone);
  return new Date(Math.min(expiry.getTime(), now.getTime() + REFERRAL_MAX_VALIDITY_MS));
}
