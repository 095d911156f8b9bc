/**
 * Wall-clock arithmetic in a coach's time zone with plain Intl: which instant a local date and time
 * is, whatever daylight-saving change falls in between.
 */

/** Minutes the zone is ahead of UTC at `instant` (negative west of Greenwich). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
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

/** The local calendar day of `instant` in the zone, as year, month (1–12) and day. */
export function localDay(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/**
 * The instant the zone's clocks show `hour:minute` on the given day (month 1–12; days past the month's
 * end roll over). The offset that applies at that moment may differ from today's (DST); it settles on it.
 */
export function instantAtWallClock(day: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const wallClock = Date.UTC(day.year, day.month - 1, day.day, hour, minute);
  let instant = wallClock - zoneOffsetMinutes(new Date(wallClock), timeZone) * 60_000;
  instant = wallClock - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}
