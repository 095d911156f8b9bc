import { describe, expect, it } from "vitest";
import { UNDATED_EVENT_DAYS, eventHorizonOf, eventKeyOf, upcomingEvents } from "@machines/portal/events";

const tournament = (overrides: Partial<Parameters<typeof eventKeyOf>[0] & Record<string, string | null>> = {}) => ({
  name: "Bluegrass Qualifier",
  startDate: "2027-03-14",
  endDate: "2027-03-16",
  datesText: "March 14-16",
  location: "Louisville, KY",
  team: "KJV 17 Elite",
  jerseyNumber: "7",
  position: "OH",
  court: "Court 12",
  ...overrides,
});

const athlete = (id: string, first: string, tournaments: ReturnType<typeof tournament>[], updatedAt = "2026-11-20T10:00:00.000Z") => ({
  id,
  fields: { firstName: { value: first }, lastName: { value: "Smith" }, gradYear: { value: 2027 }, positions: { value: ["OH"] } },
  tournaments,
  updatedAt,
});

describe("recruiting events", () => {
  it("groups athletes by event name and start date, whatever the spelling, soonest first and undated last", () => {
    const events = upcomingEvents(
      [
        athlete("a", "Maya", [tournament(), tournament({ name: "AAU Nationals", startDate: "2027-06-20", endDate: null })]),
        athlete("b", "Ava", [tournament({ name: "bluegrass  qualifier!", court: "Court 3", jerseyNumber: "12" })]),
        athlete("c", "Lily", [tournament({ name: "Winter Showcase", startDate: null, endDate: null, datesText: null })]),
      ],
      "2026-11-23",
    );
    expect(events.map((event) => [event.name, event.athletes.map((entry) => `${entry.name} ${entry.court} #${entry.jerseyNumber}`)])).toEqual([
      ["Bluegrass Qualifier", ["Ava Smith Court 3 #12", "Maya Smith Court 12 #7"]],
      ["AAU Nationals", ["Maya Smith Court 12 #7"]],
      ["Winter Showcase", ["Lily Smith Court 12 #7"]],
    ]);
  });

  it("drops events that are over in the coach's day, and undated ones some weeks after the athlete's email", () => {
    const records = [athlete("a", "Maya", [tournament({ startDate: "2026-11-20", endDate: "2026-11-22" }), tournament({ name: "Undated", startDate: null, endDate: null })])];
    expect(upcomingEvents(records, "2026-11-22").map((event) => event.name)).toEqual(["Bluegrass Qualifier", "Undated"]);
    expect(upcomingEvents(records, "2026-11-23").map((event) => event.name)).toEqual(["Undated"]);
    expect(upcomingEvents(records, "2027-02-01")).toEqual([]);
    expect(eventHorizonOf(records[0]!)).toBe(new Date(Date.parse("2026-11-20") + UNDATED_EVENT_DAYS * 86_400_000).toISOString().slice(0, 10));
    expect(eventHorizonOf({ tournaments: [], updatedAt: "2026-11-20T10:00:00.000Z" })).toBeNull();
  });

  it("keys an event by its name's letters and digits and its start date", () => {
    expect(eventKeyOf({ name: "Bluegrass Qualifier", startDate: "2027-03-14" })).toBe("bluegrass-qualifier--2027-03-14");
    expect(eventKeyOf({ name: "  BLUEGRASS—Qualifier ", startDate: "2027-03-14" })).toBe("bluegrass-qualifier--2027-03-14");
    expect(eventKeyOf({ name: "!!!", startDate: null })).toBe("event--undated");
  });
});
