import { describe, expect, it } from "vitest";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { processedEmailSchema } from "@machines/inbox/processedEmail";
import { athleteValues, matchAthlete, mergeAthlete, processTextEmail } from "../../../functions/src/pipeline/index";

/** An athlete whose club and school only her signature line gives (no label, no "I play for"), then a weekend's news. */
const from = { address: "maya.ortiz28@gmail.com", name: "Maya Ortiz" };
const signature = "\n\nMaya Ortiz | 2028 Setter | Bluegrass Juniors 17 National | Lafayette High School\nmaya.ortiz28@gmail.com";

function fold(record: AthleteRecord | null, emailId: string, receivedAt: string, body: string): AthleteRecord {
  const processed = processTextEmail({ subject: "Maya Ortiz 2028 S", body: `Hi Coach,\n\n${body}${signature.replace(/ \| Bluegrass.*School/u, record ? "" : "$&")}`, from }, { receivedAt: new Date(receivedAt) });
  const extracted = processed.athlete!;
  const match = record ? matchAthlete(athleteValues(extracted), [record]) : null;
  return mergeAthlete({ record, newId: "maya", extracted, events: processed.events, emailId, receivedAt, matchedBy: match?.matchedBy ?? null, detail: match?.detail ?? "new" });
}

describe("a team or school named on an event line", () => {
  const introduction = fold(null, "intro", "2026-01-10T10:00:00.000Z", "I'm Maya Ortiz, a 2028 setter from Lexington, KY, and I'd love to play for your program.");

  it("is read from the signature line at first", () => {
    expect(introduction.fields.clubTeam?.value).toBe("Bluegrass Juniors 17 National");
    expect(introduction.fields.highSchool?.value).toBe("Lafayette High School");
  });

  it("never replaces the club or school she gave: it may be the opponent or the host", () => {
    const afterWeekend = fold(
      introduction,
      "weekend",
      "2026-02-01T10:00:00.000Z",
      "This weekend at the Music City Classic, March 13-15, we open against Kentucky Legacy 17 Elite on court 4.\nWe also play a scrimmage at the tournament hosted by Henry Clay High School.",
    );
    expect(afterWeekend.fields.clubTeam?.value).toBe("Bluegrass Juniors 17 National");
    expect(afterWeekend.fields.highSchool?.value).toBe("Lafayette High School");
  });
});

describe("an event line's position", () => {
  it("is a position word, not the words after the team when the mail names no sport", () => {
    const email = processTextEmail(
      { subject: "Quick update - Mira Castellanos (2027 MB)", body: "Hi Coach,\n\nWe play the Lone Star Classic Feb 7-9 in Dallas (we start on court 22 Saturday at 8am).\n\nMira Castellanos\n2027 MB", from: { address: "mira27@gmail.com", name: "Mira Castellanos" } },
      { receivedAt: new Date("2027-01-12T12:00:00Z") },
    );
    expect(email.events[0]).toMatchObject({ name: "Lone Star Classic", position: null });
    expect(processedEmailSchema.safeParse(email).success).toBe(true);
  });
});
