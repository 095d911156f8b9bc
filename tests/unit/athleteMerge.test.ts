import { describe, expect, it } from "vitest";
import { athleteRecordSchema } from "@machines/inbox/athleteRecord";
import { emptyExtractedAthlete, type AthleteField, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { applyCoachCorrection, athleteValues, matchIdentity, mergeAthlete } from "../../functions/src/pipeline";
import { athleteDocOf, keysToFind, knownIdentities } from "../../functions/src/athletes/athleteDoc";
import { combineRecords, laterEmailIds, mergeDocs, recordOf, splitDocs } from "../../functions/src/athletes/athleteMerge";
import type { CoachAthleteDoc, CoachViewDoc } from "@machines/athletes/documents";

const source = { start: 0, end: 1, snippet: "x" };
function extracted(values: Partial<{ [K in AthleteField]: NonNullable<ExtractedAthlete[K]>["value"] }>): ExtractedAthlete {
  const athlete = emptyExtractedAthlete();
  for (const [key, value] of Object.entries(values)) (athlete as Record<string, unknown>)[key] = { value, confidence: 0.9, source };
  return athlete;
}
type Values = Parameters<typeof extracted>[0];

/** An athlete built the way the inbox builds one: each email folded in, in order. */
function athlete(id: string, emails: Array<[emailId: string, at: string, values: Values]>, coachView?: CoachViewDoc): CoachAthleteDoc {
  const record = emails.reduce<CoachAthleteDoc | null>(
    (current, [emailId, at, values]) =>
      athleteDocOf(
        mergeAthlete({ record: current, newId: id, extracted: extracted(values), events: [], emailId, receivedAt: at, matchedBy: current ? "email" : null, detail: current ? "same email" : "new" }),
      ),
    null,
  )!;
  return athleteDocOf(record, { coachView });
}

type Email = [emailId: string, at: string, values: Values];
const kateEmails: Email[] = [
  ["k1", "2026-01-01T10:00:00.000Z", { firstName: "Kate", lastName: "Smith", gradYear: 2027, email: "kate@x.com", clubTeam: "KJV 17" }],
  ["k2", "2026-01-05T10:00:00.000Z", { firstName: "Kate", lastName: "Smith", gradYear: 2027, email: "kate@x.com", city: "Austin" }],
];
const katherineEmails: Email[] = [
  ["m1", "2026-01-03T10:00:00.000Z", { firstName: "Katherine", lastName: "Smyth", gradYear: 2027, email: "ksmyth@y.com", clubTeam: "Skyline 17", gpa: { value: 3.8, scale: 4, weighted: false } }],
];
const stored = (emails: Email[]) => emails.map(([emailId, receivedAt, values]) => ({ emailId, receivedAt, extracted: extracted(values), events: [] }));
const bothStored = () => stored([...kateEmails, ...katherineEmails]);

const kate = () => athlete("kate", kateEmails, { rating: 4, tags: ["lefty"], notes: "Great arm" });
const katherine = () => athlete("katherine", katherineEmails, { rating: 2, tags: ["nationals", "lefty"], notes: "Saw her in Dallas" });

describe("mergeDocs", () => {
  it("gives what one athlete would hold had every email been matched to it from the start, but keeps the fuller name", () => {
    const { kept } = mergeDocs(kate(), katherine(), "2026-02-01T00:00:00.000Z", bothStored());
    const single = athlete("kate", [kateEmails[0]!, katherineEmails[0]!, kateEmails[1]!]);
    // "Kate" (the newer email) and "Katherine" are one name: the merge keeps the fuller one, and the short one goes to history.
    expect(kept.fields).toEqual({ ...single.fields, firstName: katherine().fields.firstName });
    expect(kept.fields.firstName?.value).toBe("Katherine");
    expect(kept.sourceEmailIds).toEqual(["k1", "m1", "k2"]);
    expect(kept.history).toEqual([
      ...single.history,
      { field: "firstName", value: "Kate", sourceEmailId: single.fields.firstName!.sourceEmailId, replacedAt: single.fields.firstName!.updatedAt, replacedByEmailId: "m1" },
    ]);
    expect(() => athleteRecordSchema.parse(recordOf(kept))).not.toThrow();
  });

  it("keeps the coach's corrections of both (the kept athlete's win), the kept rating, tags of both and notes of both", () => {
    const keep = kate();
    const other = katherine();
    const keepCorrected = athleteDocOf(applyCoachCorrection(keep, "clubTeam", "Coach says KJV", "2026-01-10T00:00:00.000Z"), { coachView: keep.coachView });
    const otherCorrected = athleteDocOf(
      applyCoachCorrection(applyCoachCorrection(other, "clubTeam", "Coach says Skyline", "2026-01-11T00:00:00.000Z"), "state", "TX", "2026-01-11T00:00:00.000Z"),
      { coachView: other.coachView },
    );
    const { kept } = mergeDocs(keepCorrected, otherCorrected, "2026-02-01T00:00:00.000Z", bothStored());
    expect(kept.fields.clubTeam).toMatchObject({ value: "Coach says KJV", correctedByCoach: true });
    expect(kept.fields.state).toMatchObject({ value: "TX", correctedByCoach: true });
    expect(kept.coachView).toEqual({ rating: 4, tags: ["lefty", "nationals"], notes: "Great arm\n\nSaw her in Dallas" });
  });

  it("lets later emails for the merged athlete find the kept one, by its old address or name", () => {
    const { kept } = mergeDocs(kate(), katherine(), "2026-02-01T00:00:00.000Z", bothStored());
    expect(kept.mergedFrom).toEqual([expect.objectContaining({ athleteId: "katherine", name: "Katherine Smyth", emailCount: 1, emailIds: ["m1"] })]);
    expect(kept.matchKeys).toEqual(expect.arrayContaining(["email:ksmyth@y.com", "email:kate@x.com"]));
    const later = athleteValues(extracted({ firstName: "Katherine", lastName: "Smyth", email: "ksmyth@y.com" }));
    expect(matchIdentity(later, knownIdentities(kept))).toMatchObject({ athleteId: "kate", matchedBy: "email" });
  });

  it("is found by her name when a later email gives no class: by her surname key, or if stored before it, by her class's", () => {
    expect(katherine().matchKeys).toContain("surname:smyth");
    const classless = { firstName: "Katherine", lastName: "Smyth", gradYear: null, email: null, phone: null };
    const { lookup } = keysToFind(classless, new Date("2026-11-27T12:00:00Z"));
    expect(lookup).toEqual(["surname:smyth", ...[2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032].map((year) => `last:${year}:smy`)]);
    // Her record as stored before the surname key: still found.
    expect(katherine().matchKeys.filter((key) => key !== "surname:smyth" && lookup.includes(key))).not.toEqual([]);
    expect(keysToFind({ ...classless, gradYear: 2027 }, new Date("2026-11-27T12:00:00Z")).lookup.filter((key) => key.startsWith("last:"))).toEqual(["last:2027:smy"]);
  });

  it("is found by her parents' and guardians' addresses on record, never by a coach's", () => {
    const contact = (role: "parent" | "guardian" | "club_coach", email: string) => ({ role, name: null, email, phone: null, sourceEmailId: "e1", updatedAt: "2026-01-01T00:00:00.000Z", history: [] });
    const withFamily = athleteDocOf({ ...katherine(), contacts: [contact("parent", "Mom.Smyth@gmail.com"), contact("guardian", "gran@aol.com"), contact("club_coach", "coach@kjv.example")] });
    expect(withFamily.matchKeys.filter((key) => key.startsWith("writer:"))).toEqual(["writer:mom.smyth@gmail.com", "writer:gran@aol.com"]);
  });
});

describe("splitDocs", () => {
  it("gives both athletes back as they were, and sends an email that arrived while merged to the one it matches", () => {
    const keep = kate();
    const other = katherine();
    const { kept, log } = mergeDocs(keep, other, "2026-02-01T00:00:00.000Z", bothStored());
    const whileMerged = extracted({ firstName: "Katherine", lastName: "Smyth", gradYear: 2027, email: "ksmyth@y.com", city: "Dallas" });
    const withLater = athleteDocOf(
      mergeAthlete({ record: kept, newId: kept.id, extracted: whileMerged, events: [], emailId: "m2", receivedAt: "2026-02-03T00:00:00.000Z", matchedBy: "email", detail: "same email" }),
      { coachView: kept.coachView, mergedFrom: kept.mergedFrom },
    );
    expect(laterEmailIds(withLater, log, [])).toEqual(["m2"]);
    const { kept: after, restored } = splitDocs({ current: withLater, log, laterLogs: [], laterEmails: [{ emailId: "m2", receivedAt: "2026-02-03T00:00:00.000Z", extracted: whileMerged, events: [] }] });
    expect(after.fields).toEqual(keep.fields);
    expect(after.sourceEmailIds).toEqual(["k1", "k2"]);
    expect(after.coachView).toEqual(keep.coachView);
    expect(after.mergedFrom).toBeUndefined();
    expect(restored.id).toBe("katherine");
    expect(restored.sourceEmailIds).toEqual(["m1", "m2"]);
    expect(restored.fields.city?.value).toBe("Dallas");
    expect(restored.coachView).toEqual(other.coachView);
    expect(restored.matchKeys).toContain("email:ksmyth@y.com");
    expect(after.matchKeys).not.toContain("email:ksmyth@y.com");
  });

  it("sends a note that arrived while merged and names no one back to the athlete whose mother wrote it", () => {
    const mother = { role: "parent" as const, name: "Lisa Smyth", email: "lisa.smyth@y.com", phone: null, source };
    const withMother: Email = ["m1", "2026-01-03T10:00:00.000Z", { firstName: "Katherine", lastName: "Smyth", gradYear: 2027, email: "ksmyth@y.com" }];
    const other = athleteDocOf(mergeAthlete({ record: null, newId: "katherine", extracted: { ...extracted(withMother[2]), contacts: [mother] }, events: [], emailId: "m1", receivedAt: withMother[1], matchedBy: null, detail: "new" }));
    const { kept, log } = mergeDocs(kate(), other, "2026-02-01T00:00:00.000Z", [...stored(kateEmails), { ...stored([withMother])[0]!, extracted: { ...extracted(withMother[2]), contacts: [mother] } }]);
    // "She measured 6'0" at testing this week": no name, class or address of hers, from her mother's address.
    const note = extracted({ height: { written: "6'0\"", inches: 72 } });
    const withNote = athleteDocOf(mergeAthlete({ record: kept, newId: kept.id, extracted: note, events: [], emailId: "n1", receivedAt: "2026-02-03T00:00:00.000Z", matchedBy: "writer", detail: "" }), { coachView: kept.coachView, mergedFrom: kept.mergedFrom });
    const laterEmails = [{ emailId: "n1", receivedAt: "2026-02-03T00:00:00.000Z", extracted: note, events: [], writer: "Lisa.Smyth@y.com" }];
    const { kept: after, restored } = splitDocs({ current: withNote, log, laterLogs: [], laterEmails });
    expect(restored.sourceEmailIds).toEqual(["m1", "n1"]);
    expect(restored.fields.height?.value.inches).toBe(72);
    expect(after.sourceEmailIds).toEqual(["k1", "k2"]);
    expect(after.fields.height).toBeFalsy();
    // Written by an address neither has, it stays with the kept athlete.
    const stranger = splitDocs({ current: withNote, log, laterLogs: [], laterEmails: [{ ...laterEmails[0]!, writer: "someone@else.com" }] });
    expect(stranger.kept.sourceEmailIds).toEqual(["k1", "k2", "n1"]);
  });

  it("keeps what the coach changed on the merged athlete since the merge, and the merges made after it", () => {
    const { kept, log } = mergeDocs(kate(), katherine(), "2026-02-01T00:00:00.000Z", bothStored());
    const third = athlete("kat", [["t1", "2026-01-20T00:00:00.000Z", { firstName: "Kat", lastName: "Smithe", gradYear: 2027, phone: "+15125550100" }]]);
    const corrected = athleteDocOf(applyCoachCorrection(kept, "height", { written: "6'1\"", inches: 73 }, "2026-02-02T00:00:00.000Z"), {
      coachView: { rating: 5, tags: ["lefty", "nationals", "watch"], notes: kept.coachView!.notes },
      mergedFrom: kept.mergedFrom,
    });
    const second = mergeDocs(corrected, third, "2026-02-03T00:00:00.000Z", null);
    const { kept: after, restored, laterLogs } = splitDocs({ current: second.kept, log, laterLogs: [second.log], laterEmails: [] });
    expect(after.sourceEmailIds).toEqual(["k1", "k2", "t1"]);
    expect(after.fields.height).toMatchObject({ value: { inches: 73 }, correctedByCoach: true });
    expect(after.fields.phone?.value).toBe("+15125550100");
    expect(after.mergedFrom?.map((entry) => entry.athleteId)).toEqual(["kat"]);
    expect(after.coachView).toEqual({ rating: 5, tags: ["lefty", "watch"], notes: "Great arm" });
    expect(restored.sourceEmailIds).toEqual(["m1"]);
    expect(restored.fields.height).toBeNull();

    // The later merge, split afterwards, does not bring the first merged athlete back.
    expect(laterLogs).toHaveLength(1);
    const last = splitDocs({ current: after, log: laterLogs[0]!, laterLogs: [], laterEmails: [] });
    expect(last.kept.sourceEmailIds).toEqual(["k1", "k2"]);
    expect(last.kept.fields.email?.value).toBe("kate@x.com");
    expect(last.kept.mergedFrom).toBeUndefined();
    expect(last.kept.fields.height).toMatchObject({ value: { inches: 73 }, correctedByCoach: true });
    expect(last.kept.coachView).toEqual({ rating: 5, tags: ["lefty", "watch"], notes: "Great arm" });
    expect(last.restored.sourceEmailIds).toEqual(["t1"]);
  });

  it("joins records field by field when their emails are not at hand: the newer value wins, the other goes to history", () => {
    const combined = combineRecords(recordOf(katherine()), recordOf(kate()));
    expect(combined.id).toBe("katherine");
    expect(combined.createdAt).toBe("2026-01-01T10:00:00.000Z");
    expect(combined.fields.city?.value).toBe("Austin");
    expect(combined.fields.clubTeam?.value).toBe("Skyline 17");
    expect(combined.history).toContainEqual(expect.objectContaining({ field: "clubTeam", value: "KJV 17", replacedByEmailId: "m1" }));
    expect(combined.sourceEmailIds).toEqual(["k1", "m1", "k2"]);
  });
});

describe("the athletes' parent and coach contacts through a coach's merge, split and correction", () => {
  const parent = (name: string, email: string) => ({ role: "parent" as const, name, email, phone: null, source });
  const contactEmails = {
    kate: [["k1", "2026-01-01T10:00:00.000Z", parent("Ann Smith", "ann@x.com")]] as const,
    katherine: [["m1", "2026-01-03T10:00:00.000Z", parent("Ann Smith", "ann@x.com")], ["m2", "2026-01-04T10:00:00.000Z", parent("Bob Smyth", "bob@y.com")]] as const,
  };
  const withContacts = (emails: Email[], contacts: ReadonlyArray<readonly [string, string, ReturnType<typeof parent>]>) =>
    stored(emails).map((email) => ({ ...email, extracted: { ...email.extracted, contacts: contacts.filter(([emailId]) => emailId === email.emailId).map(([, , contact]) => contact) } }));
  const katherineAll: Email[] = [...katherineEmails, ["m2", "2026-01-04T10:00:00.000Z", katherineEmails[0]![2]]];
  const fold = (id: string, emails: ReturnType<typeof withContacts>) =>
    athleteDocOf(emails.reduce<CoachAthleteDoc | null>((record, email) => athleteDocOf(mergeAthlete({ record, newId: id, extracted: email.extracted, events: [], emailId: email.emailId, receivedAt: email.receivedAt, matchedBy: record ? "email" : null, detail: "x" })), null)!);
  const people = (doc: CoachAthleteDoc) => (doc.contacts ?? []).map((contact) => `${contact.name} <${contact.email}>`);

  it("a merge keeps both athletes' contacts, the same person once, whether the emails are at hand or not; a split gives each its own back", () => {
    const kateEmailsWithContacts = withContacts(kateEmails, contactEmails.kate);
    const katherineEmailsWithContacts = withContacts(katherineAll, contactEmails.katherine);
    const keep = fold("kate", kateEmailsWithContacts);
    const other = fold("katherine", katherineEmailsWithContacts);
    for (const emails of [[...kateEmailsWithContacts, ...katherineEmailsWithContacts], null]) {
      const { kept, log } = mergeDocs(keep, other, "2026-02-01T00:00:00.000Z", emails);
      expect(people(kept)).toEqual(["Ann Smith <ann@x.com>", "Bob Smyth <bob@y.com>"]);
      expect(() => athleteRecordSchema.parse(recordOf(kept))).not.toThrow();
      const split = splitDocs({ current: kept, log, laterLogs: [], laterEmails: [] });
      expect(people(split.kept)).toEqual(["Ann Smith <ann@x.com>"]);
      expect(people(split.restored)).toEqual(["Ann Smith <ann@x.com>", "Bob Smyth <bob@y.com>"]);
    }
    expect(people(athleteDocOf(applyCoachCorrection(keep, "clubTeam", "KJV 18", "2026-02-02T00:00:00.000Z")))).toEqual(["Ann Smith <ann@x.com>"]);
  });
});
