/**
 * A referral is valid for this many days; it expires at 23:59 in the referrer's time zone (spec §9).
 * Here rather than in ./schema, so pages that only print it do not load zod.
 */
export const REFERRAL_VALID_DAYS = 7;

/** Minutes the zone is ahead of UTC at `instant` (negative west of Greenwich). */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * When an invitation sent at `now` expires: 7 days later at 23:59 on the referrer's wall clock,
 * whatever daylight-saving change falls in between.
 */
export function referralExpiry(now: Date, timeZone: string): Date {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  const local = new Date(now.getTime() + zoneOffsetMinutes(now, zone) * 60_000);
  const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + REFERRAL_VALID_DAYS, 23, 59);
  // The offset that applies at the target moment may differ from today's (DST); settle on it.
  let expiry = wallClock - zoneOffsetMinutes(new Date(wallClock), zone) * 60_000;
  expiry = wallClock - zoneOffsetMinutes(new Date(expiry), zone) * 60_000;
  return new Date(expiry);
}
