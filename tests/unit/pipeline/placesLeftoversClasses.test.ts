import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The places robustness check's classes left open after r2 (tests/pipeline/corpus/misses/r2-places-robustness.md): a travel
 * team named by its class year, a town after "out of" read as a person, the '|' signature line's closing club, "X High in …".
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "wrenhalloway28@gmail.com", name: "Wren Halloway" };
const grandmother = { address: "junebrightwater1951@yahoo.com", name: "June Brightwater" };
const process = (body: string, from = athleteFrom, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when });
const read = (body: string, from = athleteFrom, subject?: string) => process(body, from, subject).athlete;

describe("a town after 'out of' is a place, not a person", () => {
  it("keeps what follows a club 'out of Des Moines' as the athlete's", () => {
    const body = `Dear Coach Lindqvist,\n\nMy granddaughter Tessa Brightwater plays shortstop. She is with Prairie Comets 16U Gold, a travel team out of Des Moines. She is a sophomore at Walnut Ridge High School, class of 2029, and she has a 3.6 GPA.\n\nBest wishes,\nJune Brightwater`;
    const email = process(body, grandmother, "my granddaughter Tessa");
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.highSchool?.value).toBe("Walnut Ridge High School");
    expect(email.athlete?.gradYear?.value).toBe(2029);
    expect(email.athlete?.gpa?.value.value).toBe(3.6);
  });
});
