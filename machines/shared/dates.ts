/**
 * The one way a coach reads a date, on pages and in emails: US style, in the coach's time zone, with
 * the zone named wherever a time is shown ("Sun, Nov 29, 2026" and "Sun, Nov 29, 2026, 11:59 PM EST").
 * Plain Intl, so the browser and the functions format alike without a date library.
 */

export const FALLBACK_TIME_ZONE = "UTC";

export interface ResolvedTimeZone {
  /** The IANA zone dates are shown in. */
  timeZone: string;
  /** True when the zone asked for was missing or unknown and UTC is used instead. */
  fellBack: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per zone and shape: building Intl formatters is the slow part. */
function formatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      ...(withTime ? { hour: "numeric", minute: "2-digit", timeZoneName: "short" } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** True when `timeZone` is an IANA zone this runtime knows (e.g. "America/New_York"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone, false);
    return true;
  } catch {
    return false;
  }
}

/** The zone to show dates in: the coach's when it is a known zone, otherwise UTC (and `fellBack` says so). */
export function resolveTimeZone(timeZone: string | null | undefined): ResolvedTimeZone {
  const requested = timeZone?.trim();
  if (requested && isTimeZone(requested)) return { timeZone: formatter(requested, false).resolvedOptions().timeZone, fellBack: false };
  return { timeZone: FALLBACK_TIME_ZONE, fellBack: true };
}

/** The zone this browser (or server) runs in, e.g. to store at screening; undefined when the runtime cannot tell. */
export function runtimeTimeZone(): string | undefined {
  try {
    const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
    return timeZone && isTimeZone(timeZone) ? timeZone : undefined;
  } catch {
    return undefined;
  }
}

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

// ICU puts a narrow no-break space before AM/PM in some versions and a plain space in others; keep one.
const normalizeSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/**
 * The day a moment falls on in the coach's zone: "Sun, Nov 29, 2026". When the zone is missing or
 * unknown the day is the UTC one and the text says so: "Mon, Nov 30, 2026 (UTC)".
 */
export function formatDate(value: DateInput, timeZone?: string | null): string {
  const zone = resolveTimeZone(timeZone);
  const text = normalizeSpaces(formatter(zone.timeZone, false).format(toDate(value)));
  return zone.fellBack ? `${text} (${FALLBACK_TIME_ZONE})` : text;
}

/** A moment on the coach's clock, zone named: "Sun, Nov 29, 2026, 11:59 PM EST" (UTC when the zone is missing or unknown). */
export function formatDateTime(value: DateInput, timeZone?: string | null): string {
  const zone = resolveTimeZone(timeZone);
  return normalizeSpaces(formatter(zone.timeZone, true).format(toDate(value)));
}

/**
 * A calendar day that belongs to no zone (e.g. the day billing starts, "2026-11-30"): "Mon, Nov 30, 2026".
 * It is the same day everywhere, so no zone is applied or named.
 */
export function formatCalendarDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!match || !date || date.getUTCMonth() !== Number(match[2]) - 1 || date.getUTCDate() !== Number(match[3])) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${isoDay}`);
  return normalizeSpaces(formatter(FALLBACK_TIME_ZONE, false).format(date));
}

/** One day in milliseconds (UTC has no daylight saving, so every day is this long). */
export const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) `days` later (or earlier, when negative): day arithmetic without zones. */
export function addCalendarDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
