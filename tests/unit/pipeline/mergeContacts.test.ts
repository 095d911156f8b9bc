import { describe, expect, it } from "vitest";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { athleteRecordSchema } from "@machines/inbox/athleteRecord";
import { athleteValues, matchAthlete, mergeAthlete, processTextEmail } from "../../../functions/src/pipeline/index";
import { combineRecords } from "../../../functions/src/athletes/athleteMerge";

/** Emails from Sofia's mother, read by the engine and folded into Sofia's record the way the inbox does it. */
const mother = { address: "lisa.ortiz@gmail.com", name: "Lisa Ortiz" };
const about = "My daughter Sofia Ortiz is a 2027 setter from Austin, TX. She plays club for Austin Skyline 17 Royal. Her email is sofia.ortiz27@gmail.com.";

function fold(record: AthleteRecord | null, emailId: string, receivedAt: string, body: string, from = mother): AthleteRecord {
  const processed = processTextEmail({ subject: "Sofia Ortiz 2027 S", body: `Hi Coach,\n\n${about}\n${body}`, from }, { receivedAt: new Date(receivedAt) });
  const extracted = processed.athlete!;
  const match = record ? matchAthlete(athleteValues(extracted), [record]) : null;
  if (record) expect(match?.athleteId).toBe(record.id);
  const merged = mergeAthlete({ record, newId: "sofia", extracted, events: processed.events, emailId, receivedAt, matchedBy: match?.matchedBy ?? null, detail: match?.detail ?? "new" });
  expect(athleteRecordSchema.safeParse(merged).success).toBe(true);
  return merged;
}

const signed = (phone: string) => `\nThank you,\nLisa Ortiz\n${phone}`;
const first = fold(null, "intro", "2026-01-10T10:00:00.000Z", signed("(512) 555-0199"));
const details = (record: AthleteRecord) => (record.contacts ?? []).map(({ role, name, email, phone }) => ({ role, name, email, phone }));

describe("the athlete's contacts across emails", () => {
  it("keeps a parent who wrote as a contact of the athlete, beside her own email", () => {
    expect(details(first)).toEqual([{ role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199" }]);
    expect(first.contacts![0]).toMatchObject({ sourceEmailId: "intro", updatedAt: "2026-01-10T10:00:00.000Z", history: [] });
    expect(first.fields.email?.value).toBe("sofia.ortiz27@gmail.com");
  });

  it("keeps one contact for the same role and the same email, and adds a new person", () => {
    const again = fold(first, "again", "2026-02-01T10:00:00.000Z", `Her club coach, Mike Davis, can be reached at mike.davis@skyline.org.${signed("(512) 555-0199")}`);
    expect(details(again)).toEqual([
      { role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199" },
      { role: "club_coach", name: "Mike Davis", email: "mike.davis@skyline.org", phone: null },
    ]);
    expect(again.contacts![0]!.history).toEqual([]);
  });

  it("takes a stated new phone from a newer email and keeps the old one in the contact's history", () => {
    const changed = fold(first, "new-phone", "2026-02-01T10:00:00.000Z", signed("(512) 555-0111"));
    expect(details(changed)).toEqual([{ role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550111" }]);
    expect(changed.contacts![0]).toMatchObject({
      sourceEmailId: "new-phone",
      history: [{ detail: "phone", value: "+15125550199", sourceEmailId: "intro", replacedAt: "2026-02-01T10:00:00.000Z", replacedByEmailId: "new-phone" }],
    });
  });

  it("keeps the newer phone when an older email arrives late, the older one in history as refused", () => {
    const changed = fold(first, "new-phone", "2026-02-01T10:00:00.000Z", signed("(512) 555-0111"));
    const late = fold(changed, "late", "2026-01-20T10:00:00.000Z", signed("(512) 555-0100"));
    expect(details(late)[0]!.phone).toBe("+15125550111");
    expect(late.contacts![0]!.history).toContainEqual({ detail: "phone", value: "+15125550100", sourceEmailId: "late", replacedAt: "2026-01-20T10:00:00.000Z", replacedByEmailId: "new-phone", refused: true });
  });

  it("changes no contact when the same email is merged twice", () => {
    const again = fold(first, "intro", "2026-01-10T10:00:00.000Z", signed("(512) 555-0111"));
    expect(details(again)).toEqual([{ role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199" }]);
    expect(again).toBe(first);
  });

  it("joins both athletes' contacts when a coach merges two records (the same person once)", () => {
    const other = fold(null, "other", "2026-03-01T10:00:00.000Z", `Mom's cell: (512) 555-0177${signed("(512) 555-0199")}`, { address: "lisa.ortiz@gmail.com", name: "Lisa Ortiz" });
    const joined = combineRecords(first, { ...other, id: "other" });
    expect(details(joined)).toEqual([
      { role: "parent", name: "Lisa Ortiz", email: "lisa.ortiz@gmail.com", phone: "+15125550199" },
      { role: "parent", name: null, email: null, phone: "+15125550177" },
    ]);
  });
});
