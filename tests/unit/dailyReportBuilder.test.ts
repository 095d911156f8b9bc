import { describe, expect, it } from "vitest";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { buildDailyReport } from "@machines/inbox/dailyReportBuilder";
import { nextReportAt, reportHoursFor } from "@machines/inbox/reportSchedule";

const field = <T>(value: T) => ({ value, confidence: 0.9, sourceEmailId: "e1", updatedAt: "2026-11-23T08:00:00.000Z", correctedByCoach: false });
const record = (id: string, createdAt: string, fields: Partial<AthleteRecord["fields"]>): AthleteRecord => ({
  id,
  fields: {
    sport: null, firstName: null, lastName: null, gradYear: null, positions: null, height: null, clubTeam: null,
    highSchool: null, city: null, state: null, gpa: null, email: null, phone: null, videoUrls: null,
    ...fields,
  },
  history: [],
  sourceEmailIds: ["e1"],
  merges: [],
  tournaments: [],
  createdAt,
  updatedAt: "2026-11-23T08:00:00.000Z",
});

const period = { coachId: "c1", timeZone: "America/New_York", periodStart: new Date("2026-11-23T00:00:00Z"), periodEnd: new Date("2026-11-24T00:00:00Z") };

describe("the daily report", () => {
  it("is not made when nothing happened", () => {
    expect(buildDailyReport({ ...period, athletes: [], filteredEmails: [], needsReviewEmails: [] })).toBeNull();
  });

  it("is made for emails we weren't sure about alone: they wait for the coach's word", () => {
    const waiting = { emailId: "e1", receivedAt: "2026-11-23T08:00:00.000Z", from: "kayla@example.com", subject: "hi coach", warnings: ["We're only 55% sure it introduces no athlete."] };
    expect(buildDailyReport({ ...period, athletes: [], filteredEmails: [], needsReviewEmails: [waiting] })?.needsReviewEmails).toEqual([waiting]);
  });

  it("splits new from updated athletes and counts by position, class and state (unknowns counted as such)", () => {
    const report = buildDailyReport({
      ...period,
      athletes: [
        record("a", "2026-11-23T07:00:00.000Z", { firstName: field("Maya"), lastName: field("Thompson"), positions: field(["OH", "RS/OPP"] as never), gradYear: field(2027), state: field("KY") }),
        record("b", "2026-11-20T07:00:00.000Z", { firstName: field("Ava"), lastName: field("Chen"), positions: field(["S"] as never), gradYear: field(2028) }),
      ],
      filteredEmails: [],
      needsReviewEmails: [],
    })!;
    expect(report.newAthletes.map((card) => card.athleteId)).toEqual(["a"]);
    expect(report.updatedAthletes.map((card) => card.athleteId)).toEqual(["b"]);
    expect(report.counts).toEqual({ byPosition: { OH: 1, "RS/OPP": 1, S: 1 }, byClass: { "2027": 1, "2028": 1 }, byState: { KY: 1, unknown: 1 } });
    expect(report.newAthletes[0]!.missing).toEqual(["video", "height", "GPA", "club", "email", "phone"]);
  });
});

describe("report times", () => {
  it("are 7 AM on the coach's clock, and 4 PM too on twice-a-day plans, across a DST change", () => {
    expect(reportHoursFor("first-movers")).toEqual([7, 16]);
    expect(reportHoursFor("beta")).toEqual([7]);
    expect(nextReportAt(new Date("2026-11-23T13:00:00Z"), "America/New_York", [7, 16]).toISOString()).toBe("2026-11-23T21:00:00.000Z");
    expect(nextReportAt(new Date("2026-11-23T21:00:00Z"), "America/New_York", [7, 16]).toISOString()).toBe("2026-11-24T12:00:00.000Z");
    // The night clocks fall back (Nov 1, 2026): 7 AM EST is 12:00 UTC, no longer 11:00.
    expect(nextReportAt(new Date("2026-10-31T12:00:00Z"), "America/New_York", [7]).toISOString()).toBe("2026-11-01T12:00:00.000Z");
  });
});
