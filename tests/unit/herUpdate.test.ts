import { describe, expect, it } from "vitest";
import { changesHerRecord, namesItsWriter, readAsHers } from "../../functions/src/athletes/herUpdate";
import { processTextEmail } from "../../functions/src/pipeline/index";
import { mergeAthlete } from "../../functions/src/pipeline/merge";

const when = new Date("2026-11-20T12:00:00Z");
const later = new Date("2026-12-10T12:00:00Z");
const maya = { name: "Maya Thompson", address: "maya.thompson.vb@gmail.com" };
const intro = processTextEmail(
  { subject: "2027 OH", body: "Hi Coach! My name is Maya Thompson, a 2027 outside hitter (6'1\") from Lexington, KY. I play for KJV 17 Elite.\n\nMaya Thompson", from: maya },
  { receivedAt: when },
);
const record = mergeAthlete({ record: null, newId: "maya", extracted: intro.athlete!, events: [], emailId: "intro", receivedAt: when.toISOString(), matchedBy: null, detail: "first email" });
/** A later note from her or her family, read as about her (as the inbox reads mail from a writer on record). */
const reread = (body: string, from = maya) => processTextEmail({ subject: "Update", body, from }, { receivedAt: later, coachSaysRecruiting: true });
const ONLY_DAUGHTER = { athletes: 1 };
/** Whether the inbox takes the note as her update: hers, and it changes her record. */
const isHerUpdate = (reading: ReturnType<typeof reread>, family: { athletes: number } | null = null) => {
  const hers = readAsHers(record, reading, family);
  return hers !== null && changesHerRecord(record, hers, "later", later);
};

describe("an athlete's later note, read as about her", () => {
  it("is her update when it changes her record: a new height, club, film or event", () => {
    for (const body of [
      "Hi Coach,\n\nQuick update: I measured 6'3\" at our club's testing day.\n\nMaya",
      "Coach, I have joined Lakeshore Elite 17 Black for this season.\n\nMaya",
      "Coach,\n\nMy newest film: https://youtu.be/Mt27New9Film\n\n- Maya",
      "Hi Coach! I'll be playing at the Heartland Winter Classic in Omaha, NE on January 17-19, 2027.\n\nMaya",
    ]) {
      expect(isHerUpdate(reread(body)), body).toBe(true);
    }
  });

  it("takes her move to a new club over the club a label gave ('I have joined …' is as sure as 'Club: …')", () => {
    const labelled = processTextEmail({ subject: "2027 OH", body: "Hi Coach!\n\nName: Maya Thompson\nClass: 2027\nPosition: OH\nClub: KJV 17 Elite\n\nMaya Thompson", from: maya }, { receivedAt: when });
    const hers = mergeAthlete({ record: null, newId: "maya", extracted: labelled.athlete!, events: [], emailId: "intro", receivedAt: when.toISOString(), matchedBy: null, detail: "first email" });
    expect(hers.fields.clubTeam).toMatchObject({ value: "KJV 17 Elite", confidence: 0.95 });
    const moved = readAsHers(hers, reread("Hello Coach,\n\nI wanted to let you know that I have joined Lakeshore Elite 17 Black for the upcoming club season.\n\nMaya"), null)!;
    expect(changesHerRecord(hers, moved, "later", later)).toBe(true);
    const merged = mergeAthlete({ record: hers, newId: "maya", extracted: moved.athlete!, events: [], emailId: "later", receivedAt: later.toISOString(), matchedBy: "email", detail: "x" });
    expect(merged.fields.clubTeam?.value).toBe("Lakeshore Elite 17 Black");
    expect(merged.history).toEqual([expect.objectContaining({ field: "clubTeam", value: "KJV 17 Elite" })]);
  });

  it("keeps her two surnames when her note signs with one of them", () => {
    const ximena = { name: "Ximena Salinas Ortega", address: "ximena.so@gmail.com" };
    const first = processTextEmail({ subject: "2028 setter", body: "Hola Coach! Soy Ximena Salinas Ortega, 2028 setter (5'9\") de Houston, TX. Juego para Houston Skyline 16 Royal.\n\nXimena Salinas Ortega", from: ximena }, { receivedAt: when });
    // As her record holds it once she wrote both surnames plainly ("Apellidos: Salinas Ortega").
    const extracted = { ...first.athlete!, lastName: { ...first.athlete!.lastName!, value: "Salinas Ortega" } };
    const hers = mergeAthlete({ record: null, newId: "ximena", extracted, events: [], emailId: "intro", receivedAt: when.toISOString(), matchedBy: null, detail: "first email" });
    expect(hers.fields.lastName?.value).toBe("Salinas Ortega");
    const note = processTextEmail({ subject: "Update", body: "Hi Coach,\n\nI measured 5'11\" this week.\n\nXimena Ortega", from: { ...ximena, name: "Ximena Ortega" } }, { receivedAt: later, coachSaysRecruiting: true });
    const read = readAsHers(hers, note, null);
    expect([read?.athlete?.firstName?.value, read?.athlete?.lastName, read?.athlete?.height?.value.inches]).toEqual(["Ximena", null, 71]);
  });

  it("is not, when it changes nothing of hers: a question, thanks, what she already said", () => {
    for (const body of ["Hi Coach, is there still room in your December camp?\n\nMaya", "Thank you for coming to watch us!\n\nMaya", "I'm still 6'1\" and playing for KJV 17 Elite.\n\nMaya"]) {
      expect(isHerUpdate(reread(body)), body).toBe(false);
    }
  });

  it("is her update from her parent, who names her by her first name as their daughter", () => {
    const mother = { name: "Dana Thompson", address: "dana.thompson@gmail.com" };
    const reading = reread("Hi Coach,\n\nOur daughter Maya measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Thompson", mother);
    expect(reading.senderRole).toBe("parent");
    expect(isHerUpdate(reading, ONLY_DAUGHTER)).toBe(true);
    expect(isHerUpdate(reread("Hi Coach,\n\nOur daughter Chloe measured 6'3\" this week.\n\nThanks,\nDana Thompson", mother), ONLY_DAUGHTER)).toBe(false);
  });

  it("is her update from her family when their note names no one but its writer yet says her first name, or she is their only athlete", () => {
    const mother = { name: "Dana Thompson", address: "dana.thompson@gmail.com" };
    const bare = reread("Hi Coach,\n\nMaya measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Thompson", mother);
    expect(namesItsWriter(bare.athlete!, mother)).toBe(true);
    const hers = readAsHers(record, bare, { athletes: 2 });
    expect([hers?.athlete?.firstName?.value, hers?.athlete?.firstName?.source.snippet, hers?.athlete?.lastName, hers?.athlete?.email, hers?.athlete?.height?.value.inches]).toEqual(["Maya", expect.stringContaining("Maya measured"), null, null, 75]);
    expect(isHerUpdate(bare, { athletes: 2 })).toBe(true);
    const unnamed = reread("Hi Coach,\n\nShe measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Thompson", mother);
    expect([isHerUpdate(unnamed, ONLY_DAUGHTER), isHerUpdate(unnamed, { athletes: 2 })]).toEqual([true, false]);
    // Her mother by another surname: "our daughter Maya" read with her mother's surname is still Maya.
    const remarried = reread("Hi Coach,\n\nOur daughter Maya measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Reyes", { name: "Dana Reyes", address: "dana.reyes@gmail.com" });
    expect(remarried.athlete?.lastName?.value).toBe("Reyes");
    expect(readAsHers(record, remarried, ONLY_DAUGHTER)?.athlete?.lastName).toBeNull();
    expect(isHerUpdate(remarried, ONLY_DAUGHTER)).toBe(true);
    // Not from her family: a stranger's note naming no one but its writer is nobody's.
    expect(isHerUpdate(bare)).toBe(false);
  });

  it("is not, when it is about someone else: a teammate she introduces from her address", () => {
    const teammate = reread("Hi Coach, my teammate Jenna Ruiz is a 2027 setter, 5'9\", and would love to hear from you.\n\nMaya");
    expect(teammate.athlete?.firstName?.value).toBe("Jenna");
    expect(isHerUpdate(teammate)).toBe(false);
  });
});
