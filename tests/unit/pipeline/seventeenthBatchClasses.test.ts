import { describe, expect, it } from "vitest";
import { processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";

/**
 * The seventeenth tuning batch's failure classes: who the athlete is (a first name that is also a word, a surname of
 * two words) and emails introducing several athletes (a roster table, a street address in a school's sign-off).
 */
const when = new Date("2026-11-27T12:00:00Z");
const COACH = { address: "awhitcomb@larkspurvalley.edu", name: "Amber Whitcomb" };

const forwardedByTheCoach = (sender: string, subject: string, text: string) => `---------- Forwarded message ---------
From: ${sender}
Date: Tue, Nov 17, 2026 at 9:00 PM
Subject: ${subject}
To: <awhitcomb@larkspurvalley.edu>


${text}`;

const readForward = (sender: string, subject: string, text: string) => toExtractLine(processTextEmail({ subject: `Fwd: ${subject}`, body: forwardedByTheCoach(sender, subject, text), from: COACH }, { receivedAt: when }), null);
const namesOf = (line: ReturnType<typeof readForward>) => (line.athletes ?? [line.athlete]).map((athlete) => `${athlete?.first_name} ${athlete?.last_name}`);

describe("seventeenth tuning batch: who the athlete is", () => {
  it("takes a first name that is also a word (Winter, Royal) when she sends under it and writes it out herself", () => {
    const line = readForward(
      "Winter Marsh <wintermarsh.swims@gmail.com>",
      "Backstroke, class of 2027",
      `Dear Coach,

I'm Winter Marsh, a backstroker in the class of 2027 at Riverside Bend High School.

Winter Marsh
555-0100`,
    );
    expect([line.athlete?.first_name, line.athlete?.last_name]).toEqual(["Winter", "Marsh"]);
  });
});

describe("seventeenth tuning batch: her own sign-off", () => {
  it("takes the name she signs and sends under over a college player she admires, named with a year", () => {
    const line = readForward(
      "Lily Chen <lilychen28@gmail.com>",
      "Interested",
      `Hi Coach,

I am very interested in your program and would love to attend your camp. I watched Jordan Whitlow (2024 All-American) play and loved it.

Lily Chen | Class of 2028 | OH
Pine Hollow High School`,
    );
    expect(namesOf(line)).toEqual(["Lily Chen"]);
  });
});

describe("seventeenth tuning batch: a surname of two words", () => {
  it("keeps both surnames when she sends under her first one and signs with both", () => {
    const line = readForward(
      "Lucía Ortega <lortegasalas@gmail.com>",
      "Forward, class of 2028",
      `Dear Coach,

My name is Lucía and I'm a 2028 forward at Mesa Verde High School.

Thank you,

Lucía Ortega Salas
(555) 555-0100`,
    );
    expect(namesOf(line)).toEqual(["Lucía Ortega Salas"]);
  });
});

describe("seventeenth tuning batch: a school's street address in the sign-off", () => {
  it("takes neither the school's name nor its street for another athlete, and leaves the school to her", () => {
    const line = readForward(
      "Dale Whitaker <dwhitaker@cedarknoll.k12.example>",
      "Addison Frye - 2028 OH",
      `Coach,

Addison Frye is a 2028 outside hitter, 5'11", who led our league in kills. She has a 3.6 GPA and plays club for Miami Valley 16 Blue.

Dale Whitaker
Head Volleyball Coach
Cedar Knoll High School
4200 Maple Grove Rd
Springboro, OH 45066
(555) 555-0100`,
    );
    expect(namesOf(line)).toEqual(["Addison Frye"]);
    expect(line.athlete?.high_school).toBe("Cedar Knoll High School");
  });
});

describe("seventeenth tuning batch: whose is the pronoun", () => {
  it("gives the next sentence's 'She' to the nearer name, not to a school named earlier in the sentence", () => {
    const line = readForward(
      "Dale Whitaker <dwhitaker@cedarknoll.k12.example>",
      "A right side for you",
      `Coach,

I coach varsity at Cedar Knoll and wanted to put Addison Frye in front of you. She is a 2028 right side, 6'0", with a 3.6 GPA.

Dale Whitaker
Head Volleyball Coach`,
    );
    expect(namesOf(line)).toEqual(["Addison Frye"]);
  });
});

describe("seventeenth tuning batch: several athletes", () => {
  it("reads a three-word name in a club coach's list once, not again from its middle word", () => {
    const line = readForward(
      "Tara Quist <tquist@ozarkflyers.example>",
      "Two 2028s",
      `Coach,

Two 2028s for you:

• Maya Grace Thompson - C - 5'7", 3.5 GPA
• Jo Park - SS - 5'5", 3.9 GPA

Tara Quist
Head Coach, Ozark Flyers 16U`,
    );
    expect(namesOf(line)).toEqual(["Maya Thompson", "Jo Park"]);
  });

  it("keeps what a sentence says of one player for her, though it names the other by her first name in passing", () => {
    const line = readForward(
      "Bea Kowalski <bkowalski@lakeshoreacademy.example>",
      "Two setters",
      `Coach,

Our starter this season was Gina Ferro, a 2027 setter, 5'8". The one I most want you to see is Hanna Lund. Hanna is a 2027 setter, 5'11", runs our 6-2 with Gina, and jump sets everything. She goes to Harbor Point High School and has a 3.85 GPA.

Bea Kowalski
Lakeshore Academy 17 Blue`,
    );
    const byName = Object.fromEntries((line.athletes ?? []).map((athlete) => [athlete.first_name, athlete]));
    expect([byName.Hanna?.high_school, byName.Hanna?.gpa]).toEqual(["Harbor Point High School", 3.85]);
    expect([byName.Gina?.high_school, byName.Gina?.gpa]).toEqual([null, null]);
  });
});

describe("seventeenth tuning batch: an honour's name", () => {
  it("reads no person in a hyphenated honour ('Bell-Pruitt Scholar-Athlete awards'), so a foundation's release introduces nobody", () => {
    const release = `The Harlan Schools Foundation is proud to name this year's Bell-Pruitt Scholar-Athlete award winners:

Georgia Bell, softball
Caleb Ritter, cross country

The awards will be presented at the winter banquet on December 12 in the Harlan High School gym.

Harlan Schools Foundation`;
    const line = toExtractLine(processTextEmail({ subject: "Announcing the 2026 Bell-Pruitt Scholar-Athlete awards", body: release, from: { address: "foundation@harlanhs.example", name: "Harlan Schools Foundation" } }, { receivedAt: when }), null);
    expect([line.is_recruiting, line.athlete?.last_name ?? null]).toEqual([false, null]);
  });
});

describe("seventeenth tuning batch: a club's words before a year", () => {
  it("takes no player from 'Three Bay Hawks 2028 girls' when the club signs as 'Bay Hawks 2028 Elite'", () => {
    const body = forwardedByTheCoach(
      "Sean Gill <sgill@bayhawkslax.example>",
      "Midfield and defense",
      `Coach,

Three Bay Hawks 2028 girls who asked me to reach out:

Delaney Cross - 2028 - midfield - 5'8"
Rory Beaumont - 2028 - defense - 5'10"
Teagan Wu - 2028 - goalie - 5'6"

All three play for Bay Hawks 2028 Elite.

Sean Gill`,
    );
    const line = toExtractLine(processTextEmail({ subject: "Fwd: Midfield and defense", body, from: COACH }, { receivedAt: when, coachSaysRecruiting: true }), null);
    expect(namesOf(line)).toEqual(["Delaney Cross", "Rory Beaumont", "Teagan Wu"]);
  });

  it("takes no player from a club's possessive ('River City's Savannah Brooks') when the club signs as 'River City Fastpitch 16U'", () => {
    const line = readForward(
      "Dee Hart <dhart@rivercity.example>",
      "Catcher",
      `Coach,

River City's Savannah Brooks is a 2028 catcher with a 1.9 pop. She's 5'6".

Dee Hart
River City Fastpitch 16U`,
    );
    expect(namesOf(line)).toEqual(["Savannah Brooks"]);
  });

  it("gives what is said of first names listed together ('Abby, Kelsey and Nina are all 2028s') to each of them", () => {
    const body = forwardedByTheCoach(
      "Ruth Amos <ramos@cedar.k12.example>",
      "Three",
      `Coach,

Abby, Kelsey and Nina are all 2028s:
Abby Ford - OH
Kelsey Hale - MB
Nina Vu - S

Ruth`,
    );
    const line = toExtractLine(processTextEmail({ subject: "Fwd: Three", body, from: COACH }, { receivedAt: when, coachSaysRecruiting: true }), null);
    expect((line.athletes ?? []).map((athlete) => [athlete.first_name, athlete.grad_year])).toEqual([["Abby", 2028], ["Kelsey", 2028], ["Nina", 2028]]);
  });
});
