import { describe, expect, it } from "vitest";
import { athleteRecordSchema, type AthleteRecord } from "@machines/inbox/athleteRecord";
import { emptyExtractedAthlete, type AthleteField, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { applyCoachCorrection, athleteValues, COACH_CORRECTION_SOURCE, matchAthlete, mergeAthlete } from "../../../functions/src/pipeline/index";

const source = { start: 0, end: 1, snippet: "x" };
function extracted(values: Partial<{ [K in AthleteField]: NonNullable<ExtractedAthlete[K]>["value"] }>, confidence = 0.9): ExtractedAthlete {
  const athlete = emptyExtractedAthlete();
  for (const [key, value] of Object.entries(values)) (athlete as Record<string, unknown>)[key] = { value, confidence, source };
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

describe("matchAthlete and sisters", () => {
  const jada = record("t1", { firstName: "Jada", lastName: "Wilson", gradYear: 2027, email: "jadawilson27@gmail.com", phone: "+15125550101" });
  it("never takes a twin for her sister: a short first name one letter apart is another name, not a typo", () => {
    expect(matchAthlete(athleteValues(extracted({ firstName: "Jade", lastName: "Wilson", gradYear: 2027 })), [jada])).toBeNull();
    // Nor behind the address the twins share (a parent's).
    expect(matchAthlete(athleteValues(extracted({ firstName: "Jade", lastName: "Wilson", gradYear: 2027, email: "jadawilson27@gmail.com" })), [jada])).toBeNull();
    // A long name's slip is still a slip.
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kathrine", lastName: "Smith", gradYear: 2027 })), [katherine])).toMatchObject({ athleteId: "a1" });
  });
  it("keeps two players whose names are only alike apart when both their email and their phone differ", () => {
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kathrine", lastName: "Smith", gradYear: 2027, email: "kat.smith@yahoo.com", phone: "+13035550199" })), [katherine])).toBeNull();
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kate", lastName: "Smith", gradYear: 2027, email: "kat.smith@yahoo.com", phone: "+13035550199" })), [katherine])).toBeNull();
    // Her own name with a new address and phone is her new contact information.
    expect(matchAthlete(athleteValues(extracted({ firstName: "Jada", lastName: "Wilson", gradYear: 2027, email: "jwilson.vb@yahoo.com", phone: "+13035550199" })), [jada])).toMatchObject({ athleteId: "t1", matchedBy: "name_grad_year" });
    // One of them new (a parent's address, or a new phone) is the same player writing again.
    expect(matchAthlete(athleteValues(extracted({ firstName: "Jada", lastName: "Wilson", gradYear: 2027, email: "wilson.family@yahoo.com", phone: "+15125550101" })), [jada])).toMatchObject({ athleteId: "t1", matchedBy: "phone" });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Jada", lastName: "Wilson", gradYear: 2027, email: "wilson.family@yahoo.com" })), [jada])).toMatchObject({ athleteId: "t1", matchedBy: "name_grad_year" });
  });
});

describe("matchAthlete when one email gives no class", () => {
  const avery = record("n1", { firstName: "Avery", lastName: "Lindqvist", gradYear: 2028, email: "avery.lindqvist28@gmail.com" });
  it("finds her by her name alone: a parent's update that never says her class, or a first email that did not", () => {
    expect(matchAthlete(athleteValues(extracted({ firstName: "Avery", lastName: "Lindqvist", email: "erik.lindqvist@tds.example" })), [abigail, avery])).toEqual({ athleteId: "n1", matchedBy: "name", detail: "Avery Lindqvist ~ Avery Lindqvist (no class given)" });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Kate", lastName: "Smith" })), [katherine])).toMatchObject({ athleteId: "a1", matchedBy: "name" });
    const classless = record("n2", { firstName: "Avery", lastName: "Lindqvist" });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Avery", lastName: "Lindqvist", gradYear: 2028 })), [classless])).toMatchObject({ athleteId: "n2", matchedBy: "name" });
  });
  it("never by a name two of them share, a typo, or against her address and phone both", () => {
    const other = record("n3", { firstName: "Avery", lastName: "Lindqvist", gradYear: 2030 });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Avery", lastName: "Lindqvist" })), [avery, other])).toBeNull();
    expect(matchAthlete(athleteValues(extracted({ firstName: "Avery", lastName: "Lindquist" })), [avery])).toBeNull();
    const reached = record("n4", { firstName: "Avery", lastName: "Lindqvist", gradYear: 2028, email: "a@x.example", phone: "+15125550101" });
    expect(matchAthlete(athleteValues(extracted({ firstName: "Avery", lastName: "Lindqvist", email: "b@x.example", phone: "+15125550102" })), [reached])).toBeNull();
  });
});

describe("mergeAthlete", () => {
  it("keeps the newest value read as surely as the stored one, and moves the older one to history", () => {
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
    expect(later.history.at(-1)).toEqual({ field: "gradYear", value: 2027, sourceEmailId: "e4", replacedAt: "2025-03-09T00:00:00.000Z", replacedByEmailId: COACH_CORRECTION_SOURCE, refused: true });
    const older = mergeAthlete({ record: katherine, newId: "x", extracted: extracted({ lastName: "Smyth" }), events: [], emailId: "e0", receivedAt: "2025-02-01T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(older.fields.lastName?.value).toBe("Smith");
    expect(older.history.at(-1)).toEqual({ field: "lastName", value: "Smyth", sourceEmailId: "e0", replacedAt: "2025-02-01T00:00:00.000Z", replacedByEmailId: "a1-e1", refused: true });
  });
  it("keeps a stored value against a less confident reading, and lists the refused reading in history", () => {
    const emma = record("a4", { clubTeam: "Bluegrass Juniors 17 National", city: "Lexington", state: "KY" });
    const eventReading = mergeAthlete({ record: emma, newId: "x", extracted: extracted({ clubTeam: "Music City 17", city: "Nashville", state: "TN" }, 0.45), events: [], emailId: "e5", receivedAt: "2025-03-10T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(eventReading.fields).toEqual(emma.fields);
    const refused = (field: string, value: string) => ({ field, value, sourceEmailId: "e5", replacedAt: "2025-03-10T00:00:00.000Z", replacedByEmailId: "a4-e1", refused: true });
    expect(eventReading.history).toEqual([refused("clubTeam", "Music City 17"), refused("city", "Nashville"), refused("state", "TN")]);
    expect(eventReading.sourceEmailIds).toEqual(["a4-e1", "e5"]);
    expect(athleteRecordSchema.safeParse(eventReading).success).toBe(true);
  });
  it("takes a more confident reading", () => {
    const emma = record("a4", { clubTeam: "Bluegrass Juniors 17 National" });
    const moreSure = mergeAthlete({ record: emma, newId: "x", extracted: extracted({ clubTeam: "Kentucky Legacy 17 Elite" }, 0.95), events: [], emailId: "e6", receivedAt: "2025-03-11T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(moreSure.fields.clubTeam).toMatchObject({ value: "Kentucky Legacy 17 Elite", confidence: 0.95, sourceEmailId: "e6" });
    expect(moreSure.history).toEqual([{ field: "clubTeam", value: "Bluegrass Juniors 17 National", sourceEmailId: "a4-e1", replacedAt: "2025-03-11T00:00:00.000Z", replacedByEmailId: "e6" }]);
  });
  it("measures a later reading against the surest statement of the stored value", () => {
    const weakFirst = mergeAthlete({ record: null, newId: "a5", extracted: extracted({ clubTeam: "Bluegrass Juniors 17 National" }, 0.6), events: [], emailId: "a5-e1", receivedAt: "2025-03-01T10:00:00.000Z", matchedBy: null, detail: "new" });
    const labelled = mergeAthlete({ record: weakFirst, newId: "x", extracted: extracted({ clubTeam: "Bluegrass Juniors 17 National" }, 0.95), events: [], emailId: "e7", receivedAt: "2025-03-12T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(labelled.fields.clubTeam).toMatchObject({ value: "Bluegrass Juniors 17 National", confidence: 0.95, sourceEmailId: "e7" });
    expect(labelled.history).toEqual([]);
    const weakLater = mergeAthlete({ record: labelled, newId: "x", extracted: extracted({ clubTeam: "Music City 17" }, 0.7), events: [], emailId: "e8", receivedAt: "2025-03-13T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(weakLater.fields.clubTeam?.value).toBe("Bluegrass Juniors 17 National");
  });
  it("reads a history stored before refusals were marked", () => {
    const stored = { ...katherine, history: [{ field: "clubTeam", value: "KJV 17", sourceEmailId: "old", replacedAt: "2025-01-01T00:00:00.000Z", replacedByEmailId: "a1-e1" }] };
    expect(athleteRecordSchema.parse(stored).history[0]).not.toHaveProperty("refused");
  });
  it("changes nothing when the same email is merged again (retries)", () => {
    const again = mergeAthlete({ record: katherine, newId: "x", extracted: extracted({ lastName: "Other" }), events: [], emailId: "a1-e1", receivedAt: "2025-03-09T00:00:00.000Z", matchedBy: "email", detail: "" });
    expect(again).toBe(katherine);
  });
});
