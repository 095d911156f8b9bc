import { describe, expect, it } from "vitest";
import { athleteRecordSchema, type AthleteRecord } from "@machines/inbox/athleteRecord";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { applyCoachCorrection, athleteValues, matchAthlete, mergeAthlete } from "../../../functions/src/pipeline/index";

const source = { start: 0, end: 1, snippet: "x" };
function extracted(values: Partial<{ [K in keyof ExtractedAthlete]: NonNullable<ExtractedAthlete[K]>["value"] }>): ExtractedAthlete {
  const athlete = emptyExtractedAthlete();
  for (const [key, value] of Object.entries(values)) (athlete as Record<string, unknown>)[key] = { value, confidence: 0.9, source };
  return athlete;
}
function record(id: string, values: Parameters<typeof extracted>[0], emailId = `${id}-e1`, at = "2025-03-01T10:00:00.000Z"): AthleteRecord {
  return mergeAthlete({ record: null, newId: id, extracted: extracted(values), events: [], emailId, receivedAt: at, matchedBy: null, detail: "new" });
}

const katherine = record("a1", { firstName: "Katherine", lastName: "Smith", gradYear: 2027, email: "ksmith27@gmail.com", phone: "+15125550142" });
const abigail = record("a2", { firstName: "Abigail", lastName: "Thompson", gradYear: 2028 });
const sharedClubInbox = record("a3", { firstName: "Ava", lastName: "Chen", gradYear: 2028, email: "recruiting@tristate.example" });

describe("matchAthlete", () => {
  it("matches on the same email first", () => {
    expect(matchAthlete(athleteValues(extracted({ email: "KSmith27@gmail.com " })), [abigail, katherine])).toEqual({ athleteId: "a1", matchedBy: "email", detail: "same email ksmith27@gmail.com" });
  });
  it("matches on the same phone", () => {
    expect(matchAthlete(athleteValues(extracted({ phone: "+15125550142", firstName: "Kate" })), [katherine])?.matchedBy).toBe("phone");
  });
  it("matches a nickname or a typo with the same class", () => {
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kate", lastName: "Smith", gradYear: 2027 })), [katherine])).toMatchObject({ athleteId: "a1", matchedBy: "name_grad_year" });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Abby", lastName: "Thomson", gradYear: 2028 })), [katherine, abigail])).toMatchObject({ athleteId: "a2", matchedBy: "name_grad_year" });
  });
  it("does not match the same name in another class, or a different athlete behind a shared address", () => {
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kate", lastName: "Smith", gradYear: 2028 })), [katherine])).toBeNull();
    expect(matchAthlete(athleteValues(extracted({ firstName: "Lily", lastName: "Park", gradYear: 2028, email: "recruiting@tristate.example" })), [sharedClubInbox])).toBeNull();
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kara", lastName: "Smith", gradYear: 2027 })), [katherine])).toBeNull();
  });
});

describe("mergeAthlete", () => {
  it("keeps the newest value and moves the older one to history", () => {
    const merged = mergeAthlete({ record: katherine, newId: "unused", extracted: extracted({ clubTeam: "Austin Skyline 17 Royal", gradYear: 2027 }), events: [], emailId: "e2", receivedAt: "2025-03-05T10:00:00.000Z", matchedBy: "email", detail: "same email" });
    const updated = mergeAthlete({ record: merged, newId: "unused", extracted: extracted({ clubTeam: "Austin Skyline 17 Black" }), events: [], emailId: "e3", receivedAt: "2025-03-06T10:00:00.000Z", matchedBy: "email", detail: "same email" });
    expect(updated.fields.clubTeam?.value).toBe("Austin Skyline 17 Black");
    expect(updated.history).toEqual([{ field: "clubTeam", value: "Austin Skyline 17 Royal", sourceEmailId: "e2", replacedAt: "2025-03-06T10:00:00.000Z", replacedByEmailId: "e3" }]);
    expect(updated.sourceEmailIds).toEqual(["a1-e1", "e2", "e3"]);
    expect(updated.merges.map((merge) => merge.matchedBy)).toEqual([null, "email", "email"]);
    expect(athleteRecordSchema.safeParse(updated).success).toBe(true);
  });
  it("never overwrites a coach's correction, and an older email only adds to history", () => {
    const corrected = applyCoachCorrection(katherine, "gradYear", 2026, "2025-03-02T00:00:00.000Z");
    const later = mergeAthlete({ record: corrected, newId: "x", extracted: extracted({ gradYear: 2027 }), events: [], emailId: "e4", receivedAt: "2025-03-09T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(later.fields.gradYear).toMatchObject({ value: 2026, correctedByCoach: true });
    expect(later.history.at(-1)).toMatchObject({ field: "gradYear", value: 2027, sourceEmailId: "e4" });
    const older = mergeAthlete({ record: katherine, newId: "x", extracted: extracted({ lastName: "Smyth" }), events: [], emailId: "e0", receivedAt: "2025-02-01T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(older.fields.lastName?.value).toBe("Smith");
    expect(older.history.at(-1)).toMatchObject({ field: "lastName", value: "Smyth" });
  });
  it("changes nothing when the same email is merged again (retries)", () => {
    const again = mergeAthlete({ record: katherine, newId: "x", extracted: extracted({ lastName: "Other" }), events: [], emailId: "a1-e1", receivedAt: "2025-03-09T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(again).toBe(katherine);
  });
});
