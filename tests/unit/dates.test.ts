import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime, isTimeZone, resolveTimeZone, runtimeTimeZone } from "@machines/shared/dates";

// 23:59 on Sun Nov 29, 2026 in New York (EST, UTC-5) is 04:59 on Mon Nov 30 in UTC.
const TRIAL_END = new Date("2026-11-30T04:59:00Z");

describe("formatDate / formatDateTime", () => {
  it("writes US-style dates on the coach's clock, zone named with the time", () => {
    expect(formatDate(TRIAL_END, "America/New_York")).toBe("Sun, Nov 29, 2026");
    expect(formatDateTime(TRIAL_END, "America/New_York")).toBe("Sun, Nov 29, 2026, 11:59 PM EST");
  });

  it.each([
    ["America/Chicago", "Sun, Nov 29, 2026, 10:59 PM CST"],
    ["America/Denver", "Sun, Nov 29, 2026, 9:59 PM MST"],
    ["America/Phoenix", "Sun, Nov 29, 2026, 9:59 PM MST"],
    ["America/Los_Angeles", "Sun, Nov 29, 2026, 8:59 PM PST"],
    ["America/Anchorage", "Sun, Nov 29, 2026, 7:59 PM AKST"],
    ["Pacific/Honolulu", "Sun, Nov 29, 2026, 6:59 PM HST"],
    ["Europe/London", "Mon, Nov 30, 2026, 4:59 AM GMT"],
    ["Asia/Kolkata", "Mon, Nov 30, 2026, 10:29 AM GMT+5:30"],
    ["UTC", "Mon, Nov 30, 2026, 4:59 AM UTC"],
  ])("in %s: %s", (zone, expected) => {
    expect(formatDateTime(TRIAL_END, zone)).toBe(expected);
  });

  it("follows daylight saving time: the same wall clock names EDT in summer and EST in winter", () => {
    expect(formatDateTime("2026-07-04T03:59:00Z", "America/New_York")).toBe("Fri, Jul 3, 2026, 11:59 PM EDT");
    expect(formatDateTime("2026-01-04T04:59:00Z", "America/New_York")).toBe("Sat, Jan 3, 2026, 11:59 PM EST");
    // Arizona keeps standard time all year.
    expect(formatDateTime("2026-07-04T06:59:00Z", "America/Phoenix")).toBe("Fri, Jul 3, 2026, 11:59 PM MST");
  });

  it("shows the clock either side of a daylight-saving change (spring forward, fall back)", () => {
    // 2026-03-08: 2:00 EST becomes 3:00 EDT.
    expect(formatDateTime("2026-03-08T06:59:00Z", "America/New_York")).toBe("Sun, Mar 8, 2026, 1:59 AM EST");
    expect(formatDateTime("2026-03-08T07:00:00Z", "America/New_York")).toBe("Sun, Mar 8, 2026, 3:00 AM EDT");
    // 2026-11-01: 1:00–2:00 happens twice, once in EDT and once in EST.
    expect(formatDateTime("2026-11-01T05:30:00Z", "America/New_York")).toBe("Sun, Nov 1, 2026, 1:30 AM EDT");
    expect(formatDateTime("2026-11-01T06:30:00Z", "America/New_York")).toBe("Sun, Nov 1, 2026, 1:30 AM EST");
  });

  it("takes Dates, ISO strings and epoch milliseconds alike", () => {
    const expected = "Sun, Nov 29, 2026, 11:59 PM EST";
    expect(formatDateTime(TRIAL_END.toISOString(), "America/New_York")).toBe(expected);
    expect(formatDateTime(TRIAL_END.getTime(), "America/New_York")).toBe(expected);
  });

  it("falls back to UTC for a missing or unknown zone and says so", () => {
    for (const zone of [undefined, null, "", "  ", "Mars/Olympus_Mons", "EST5EDT,M3.2.0", "<script>"]) {
      expect(formatDate(TRIAL_END, zone)).toBe("Mon, Nov 30, 2026 (UTC)");
      expect(formatDateTime(TRIAL_END, zone)).toBe("Mon, Nov 30, 2026, 4:59 AM UTC");
    }
    expect(resolveTimeZone("Mars/Olympus_Mons")).toEqual({ timeZone: "UTC", fellBack: true });
  });

  it("accepts a known zone in any letter case and reports its canonical name", () => {
    expect(resolveTimeZone(" america/new_york ")).toEqual({ timeZone: "America/New_York", fellBack: false });
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Nowhere/Special")).toBe(false);
  });

  it("refuses what is not a date with a clear error", () => {
    expect(() => formatDate("not a date", "UTC")).toThrow(/Not a date: not a date/);
    expect(() => formatDateTime(Number.NaN, "UTC")).toThrow(RangeError);
  });

  it("names a zone in every formatted time, for any moment and zone", () => {
    const zones = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "Pacific/Honolulu", "UTC", "bogus"];
    fc.assert(
      fc.property(fc.date({ min: new Date("1990-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }), fc.constantFrom(...zones), (date, zone) => {
        expect(formatDateTime(date, zone)).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M (?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::\d{2})?)$/);
        expect(formatDate(date, zone)).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}( \(UTC\))?$/);
      }),
    );
  });
});

describe("formatCalendarDate", () => {
  it("writes a zone-less calendar day the same way, wherever it is read", () => {
    expect(formatCalendarDate("2026-11-30")).toBe("Mon, Nov 30, 2026");
    expect(formatCalendarDate("2028-02-29")).toBe("Tue, Feb 29, 2028");
  });

  it("refuses anything but a real YYYY-MM-DD day", () => {
    for (const bad of ["2026-11-31", "2026-13-01", "2027-02-29", "Nov 30, 2026", "2026-11-30T00:00:00Z", ""]) {
      expect(() => formatCalendarDate(bad)).toThrow(/Not a calendar day/);
    }
  });
});

describe("runtimeTimeZone", () => {
  it("is a zone the formatter accepts", () => {
    const zone = runtimeTimeZone();
    expect(zone === undefined || isTimeZone(zone)).toBe(true);
  });
});
