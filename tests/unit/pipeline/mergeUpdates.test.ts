import { describe, expect, it } from "vitest";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { athleteValues, matchAthlete, mergeAthlete, processTextEmail } from "../../../functions/src/pipeline/index";

/** Emails from one athlete, read by the engine and folded into her record the way the inbox does it. */
const from = { address: "emma.rogers27@gmail.com", name: "Emma Rogers" };
const signature = "\n\nEmma Rogers\nemma.rogers27@gmail.com";

function fold(record: AthleteRecord | null, emailId: string, receivedAt: string, body: string): AthleteRecord {
  const processed = processTextEmail({ subject: "Emma Rogers 2027 OH", body: `Hi Coach,\n\n${body}${signature}`, from }, { receivedAt: new Date(receivedAt) });
  const extracted = processed.athlete!;
  const match = record ? matchAthlete(athleteValues(extracted), [record]) : null;
  if (record) expect(match?.athleteId).toBe(record.id);
  return mergeAthlete({ record, newId: "emma", extracted, events: processed.events, emailId, receivedAt, matchedBy: match?.matchedBy ?? null, detail: match?.detail ?? "new" });
}

const introduction = fold(
  null,
  "intro",
  "2026-01-10T10:00:00.000Z",
  "My name is Emma Rogers, a 2027 outside hitter from Lexington, KY. I play club for Bluegrass Juniors 17 National and attend Lafayette High School. I'm 5'11\" with a 3.8 GPA.",
);
const valueOf = (record: AthleteRecord, field: "clubTeam" | "highSchool" | "city" | "state" | "height" | "gpa") => record.fields[field]?.value;

describe("a later email from the same athlete", () => {
  it("does not move her club, school or home to where a tournament is", () => {
    const afterEvents = [
      ["event", "We play at the Music City Classic in Nashville, March 13-15. Hope you can come watch!"],
      ["event-with-state", "We play at the Music City Classic in Nashville, TN, March 13-15. Hope you can come watch!"],
    ].reduce((record, [emailId, body], index) => fold(record, emailId!, `2026-02-0${index + 1}T10:00:00.000Z`, body!), introduction);
    expect(afterEvents.fields.clubTeam).toEqual(introduction.fields.clubTeam);
    expect(afterEvents.fields.highSchool).toEqual(introduction.fields.highSchool);
    expect(afterEvents.fields.city).toEqual(introduction.fields.city);
    expect(afterEvents.fields.state).toEqual(introduction.fields.state);
    expect(valueOf(afterEvents, "clubTeam")).toBe("Bluegrass Juniors 17 National");
    expect([valueOf(afterEvents, "city"), valueOf(afterEvents, "state")]).toEqual(["Lexington", "KY"]);
    // An event's town is never read as a home (the labelling convention, and strangers' mail that names only where she
    // plays), so it leaves no refused value; the event itself is kept as a tournament.
    expect(afterEvents.history.filter((entry) => entry.field === "city" || entry.field === "state")).toEqual([]);
    expect(afterEvents.tournaments.map((event) => event.name)).toContain("Music City Classic");
  });

  it("changes what she says has changed", () => {
    const updated = fold(introduction, "update", "2026-02-10T10:00:00.000Z", "Quick update: I'm now 6'1\" and I now play for Kentucky Legacy 17 Elite. My GPA is now 3.9.");
    expect(valueOf(updated, "height")).toEqual({ written: "6'1\"", inches: 73 });
    expect(valueOf(updated, "clubTeam")).toBe("Kentucky Legacy 17 Elite");
    expect(valueOf(updated, "gpa")).toMatchObject({ value: 3.9 });
    expect(updated.history).toEqual(
      expect.arrayContaining([
        { field: "height", value: { written: "5'11\"", inches: 71 }, sourceEmailId: "intro", replacedAt: "2026-02-10T10:00:00.000Z", replacedByEmailId: "update" },
        { field: "clubTeam", value: "Bluegrass Juniors 17 National", sourceEmailId: "intro", replacedAt: "2026-02-10T10:00:00.000Z", replacedByEmailId: "update" },
        expect.objectContaining({ field: "gpa", value: expect.objectContaining({ value: 3.8 }), sourceEmailId: "intro", replacedByEmailId: "update" }),
      ]),
    );
    expect(valueOf(updated, "highSchool")).toBe("Lafayette High School");
  });

  it("changes her club when she labels it new ('New club: …', 'my new club is …')", () => {
    for (const [emailId, body] of [
      ["labelled", "Quick update!\nNew club: Kentucky Legacy 17 Elite\nSee you at the Classic."],
      ["sentence", "Quick update: my new club is Kentucky Legacy 17 Elite."],
    ] as const) {
      expect(valueOf(fold(introduction, emailId, "2026-02-10T10:00:00.000Z", body), "clubTeam"), emailId).toBe("Kentucky Legacy 17 Elite");
    }
  });
});
