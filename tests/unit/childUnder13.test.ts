import { describe, expect, it } from "vitest";
import { childUnder13, gradYearMeansUnder13, seniorClassOf, youngestStatedAge } from "@machines/inbox/childUnder13";
import { engineOutcome } from "@machines/inbox/engineOutcome";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";

const fall = new Date("2026-11-20T12:00:00Z");
const spring = new Date("2027-03-02T12:00:00Z");

/** A recruiting email as the engine returns it, with one athlete of that class year. */
function recruiting(text: string, gradYear: number | null, date = fall): ProcessedEmail {
  const athlete = {
    firstName: { value: "Mia", confidence: 0.9, source: null },
    lastName: { value: "Ross", confidence: 0.9, source: null },
    gradYear: gradYear === null ? null : { value: gradYear, confidence: 0.9, source: null },
  } as unknown as NonNullable<ProcessedEmail["athlete"]>;
  return { isRecruiting: true, athlete, athletes: [athlete], text, coachNote: null, date: date.toISOString(), warnings: [] } as unknown as ProcessedEmail;
}

describe("under 13: the rule", () => {
  it("reads an age the text states for a person, never a height, a team's age group or a count", () => {
    expect(youngestStatedAge("Hi Coach, I'm 12 and I play outside hitter.")).toBe(12);
    expect(youngestStatedAge("My daughter is 11 years old and loves the game.")).toBe(11);
    expect(youngestStatedAge("She's a 12-year-old setter.")).toBe(12);
    expect(youngestStatedAge("Age: 10")).toBe(10);
    expect(youngestStatedAge("I am 16 and a junior.")).toBe(16);
    expect(youngestStatedAge("I'm 5'10\" and play for Tstreet 12U, 14 kills last game. I'm 3 time all-state.")).toBeNull();
    expect(youngestStatedAge("Our 12 and under camp, ages 10-12, age 12 and under")).toBeNull();
  });

  it("a class year six or more years out is sixth grade or younger at the email's date (US school years start in July)", () => {
    expect([seniorClassOf(fall), seniorClassOf(spring)]).toEqual([2027, 2027]);
    expect(gradYearMeansUnder13(2033, fall)).toBe(true);
    expect(gradYearMeansUnder13(2032, fall)).toBe(false);
    expect(gradYearMeansUnder13(2033, spring)).toBe(true);
    expect(gradYearMeansUnder13(2033, new Date("2027-07-01T12:00:00Z"))).toBe(false);
  });

  it("files a recruiting email about a child under 13 as filtered, whatever said it; others as before", () => {
    const received = new Date("2026-11-21T00:00:00Z");
    const filtered = { kind: "filtered", reason: "child_under_13", confidence: null };
    expect(engineOutcome(recruiting("I'm 12 and play setter.", 2030), received)).toEqual(filtered);
    expect(engineOutcome(recruiting("Class of 2033 outside hitter.", 2033), received)).toEqual(filtered);
    expect(engineOutcome(recruiting("Class of 2028 outside hitter, I am 15.", 2028), received)).toEqual({ kind: "recruiting" });
    // Without a Date header the email's date is when it reached us.
    expect(childUnder13({ ...recruiting("Class of 2033", 2033), date: null }, new Date("2027-08-01T00:00:00Z"))).toBe(false);
  });
});
