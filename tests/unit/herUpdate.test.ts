import { describe, expect, it } from "vitest";
import { isHerUpdate } from "../../functions/src/athletes/herUpdate";
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
/** Her later note read as about her, as the inbox reads mail from an athlete on record. */
const readAsHers = (body: string, from = maya) => processTextEmail({ subject: "Update", body, from }, { receivedAt: later, coachSaysRecruiting: true });

describe("an athlete's later note, read as about her", () => {
  it("is her update when it changes her record: a new height, club, film or event", () => {
    for (const body of [
      "Hi Coach,\n\nQuick update: I measured 6'3\" at our club's testing day.\n\nMaya",
      "Coach, I have joined Lakeshore Elite 17 Black for this season.\n\nMaya",
      "Coach,\n\nMy newest film: https://youtu.be/Mt27New9Film\n\n- Maya",
      "Hi Coach! I'll be playing at the Heartland Winter Classic in Omaha, NE on January 17-19, 2027.\n\nMaya",
    ]) {
      expect(isHerUpdate(record, readAsHers(body), "later", later), body).toBe(true);
    }
  });

  it("is not, when it changes nothing of hers: a question, thanks, what she already said", () => {
    for (const body of ["Hi Coach, is there still room in your December camp?\n\nMaya", "Thank you for coming to watch us!\n\nMaya", "I'm still 6'1\" and playing for KJV 17 Elite.\n\nMaya"]) {
      expect(isHerUpdate(record, readAsHers(body), "later", later), body).toBe(false);
    }
  });

  it("is her update from her parent, who names her by her first name as their daughter", () => {
    const mother = { name: "Dana Thompson", address: "dana.thompson@gmail.com" };
    const reading = readAsHers("Hi Coach,\n\nOur daughter Maya measured 6'3\" at her club's testing day this week.\n\nThanks,\nDana Thompson", mother);
    expect(reading.senderRole).toBe("parent");
    expect(isHerUpdate(record, reading, "later", later)).toBe(true);
    expect(isHerUpdate(record, readAsHers("Hi Coach,\n\nOur daughter Chloe measured 6'3\" this week.\n\nThanks,\nDana Thompson", mother), "later", later)).toBe(false);
  });

  it("is not, when it is about someone else: a teammate she introduces from her address", () => {
    const teammate = readAsHers("Hi Coach, my teammate Jenna Ruiz is a 2027 setter, 5'9\", and would love to hear from you.\n\nMaya");
    expect(teammate.athlete?.firstName?.value).toBe("Jenna");
    expect(isHerUpdate(record, teammate, "later", later)).toBe(false);
  });
});
