import { describe, expect, it } from "vitest";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { athleteUpdateOf, summaryNoteOf } from "@machines/inbox/summaryNotes";
import { summaryEmail } from "../../functions/src/inbox/inboxEmails";

const field = <T>(value: T, confidence = 0.9, sourceEmailId = "e2") => ({ value, confidence, sourceEmailId, updatedAt: "2026-11-23T08:00:00.000Z", correctedByCoach: false });
const record = (fields: Partial<AthleteRecord["fields"]>, sourceEmailIds = ["e1", "e2"]): AthleteRecord => ({
  id: "a1",
  fields: {
    sport: null, firstName: null, lastName: null, gradYear: null, positions: null, height: null, clubTeam: null,
    highSchool: null, city: null, state: null, gpa: null, email: null, phone: null, videoUrls: null,
    ...fields,
  },
  history: [],
  sourceEmailIds,
  merges: [],
  tournaments: [],
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-23T08:00:00.000Z",
});

describe("what a summary says about each athlete", () => {
  const before = record({ firstName: field("Gia", 0.9, "e1"), height: field({ written: "6'0\"", inches: 72 }, 0.9, "e1") }, ["e1"]);
  const after = record({ firstName: field("Gia", 0.9, "e1"), height: field({ written: "6'1\"", inches: 73 }), gpa: field({ value: 3.9, scale: 4, weighted: false }, 0.45) });

  it("says an athlete known before is updated, with each changed value and what it was", () => {
    const update = athleteUpdateOf(before, after);
    expect(update).toEqual({ athleteId: "a1", created: false, changed: [{ field: "height", was: before.fields.height!.value }, { field: "gpa", was: null }] });
    expect(summaryNoteOf(after, [update], ["e2"])).toMatchObject({ kind: "updated", changes: ["height 6'1\" (was 6'0\")", "GPA 3.9/4 (new)"] });
  });

  it("says an event an update added, and nothing new when it added none", () => {
    const event = { name: "Badger Winter Classic", datesText: "January 9-11, 2027", startDate: "2027-01-09", endDate: "2027-01-11", location: "Madison, WI", team: null, jerseyNumber: null, position: null, court: null, source: { start: 0, end: 10, snippet: "Badger Winter Classic" } };
    const withEvent = { ...before, tournaments: [event], sourceEmailIds: ["e1", "e2"] };
    const update = athleteUpdateOf(before, withEvent);
    expect(update).toEqual({ athleteId: "a1", created: false, changed: [], events: ["Badger Winter Classic|2027-01-09"] });
    expect(summaryNoteOf(withEvent, [update], ["e2"]).changes).toEqual(["playing at Badger Winter Classic (January 9-11, 2027, Madison, WI)"]);
    // The same event again is nothing new.
    expect(summaryNoteOf(withEvent, [athleteUpdateOf(withEvent, withEvent)], ["e3"]).changes).toEqual(["nothing new"]);
  });

  it("flags the values the summarised emails gave with low confidence, and names a new athlete new", () => {
    const note = summaryNoteOf(after, [athleteUpdateOf(null, after)], ["e1", "e2"]);
    expect(note).toEqual({ kind: "new", changes: [], unsure: ["GPA 3.9/4 (45% sure)"] });
    const email = summaryEmail({ firstName: "Pat", athletes: [{ card: { athleteId: "a1", firstName: "Gia", lastName: "Moss", positions: null, height: null, gradYear: null, clubTeam: null, highSchool: null, city: null, state: null, gpa: null, email: null, phone: null, videoUrls: null, missing: [] }, note }], imported: false, needsReview: 0, childrenNotKept: 0, portalUrl: "https://x.test", reviewUrl: "https://x.test/r" });
    expect(email.subject).toBe("New athlete: Gia Moss");
    expect(email.text).toContain("Check (read with low confidence): GPA 3.9/4 (45% sure)");
  });
});
