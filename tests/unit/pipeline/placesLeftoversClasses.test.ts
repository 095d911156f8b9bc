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

describe("a travel team named only by its class year", () => {
  const club = (body: string, from = athleteFrom) => read(body, from)?.clubTeam?.value ?? null;

  it("reads the team after her school and 'and the'", () => {
    expect(club(`Dear Coach Ferrante,\n\nI am writing about my granddaughter Tessa Brightwater who is a pitcher for Walnut Ridge High School and the Prairie Comets 2028. She is in the class of 2028 and has a 3.4 GPA.\n\nBest wishes,\nJune Brightwater`, grandmother)).toBe("Prairie Comets 2028");
  });

  it("reads the team as an item of her signature's profile line", () => {
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder and I hit leadoff. My video: https://www.youtube.com/watch?v=Wh4Kp9Qz2Lm\n\nWren Halloway\n2029 | CF/LF | Cedar Bluff Hornets 2029\nWalnut Ridge High School`)).toBe("Cedar Bluff Hornets 2029");
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder and I hit leadoff.\n\nWren Halloway | Class of 2029 | Cedar Bluff Hornets 2029 | Walnut Ridge High School`)).toBe("Cedar Bluff Hornets 2029");
  });

  it("reads no season, event or class as a team", () => {
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder for Walnut Ridge High School and the Spring Classic 2027.\n\nWren Halloway`)).toBeNull();
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder.\n\nWren Halloway\n2029 | CF/LF | Fall 2027\nWalnut Ridge High School`)).toBeNull();
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder.\n\nWren Halloway | Class of 2029 | Summer Nationals 2027 | Walnut Ridge High School`)).toBeNull();
    expect(club(`Coach Ferrante,\n\nI'm an outfielder at Walnut Ridge High School and the Class of 2029.\n\nWren Halloway`)).toBeNull();
    // Her own name and class open a signature's line.
    expect(club(`Coach Ferrante,\n\nI'm an outfielder.\n\nWren Halloway 2029 | CF/LF | Walnut Ridge High School`)).toBeNull();
    // A bar of links names no team.
    expect(club(`Coach Ferrante,\n\nI'm a 2029 outfielder.\n\nWren Halloway\nHome | Schedule | Archive 2027\nWalnut Ridge High School`)).toBeNull();
  });
});

describe("a capitalised pair after 'the' is no person", () => {
  it("keeps the athlete's details from a former club's name said with its article", () => {
    const body = `Dear Coach Lindqvist,\n\nMy granddaughter Tessa Brightwater plays shortstop. She played for the Riverbend Rockets when she was little, but now she is with Prairie Comets 2029 Gold. She is a sophomore at Walnut Ridge High School, class of 2029, and she has a 3.6 GPA.\n\nBest wishes,\nJune Brightwater`;
    const email = process(body, grandmother, "my granddaughter Tessa");
    expect((email.athletes ?? []).map((athlete) => athlete.firstName?.value)).toEqual(["Tessa"]);
    expect(email.athlete?.highSchool?.value).toBe("Walnut Ridge High School");
    expect(email.athlete?.clubTeam?.value).toBe("Prairie Comets 2029 Gold");
  });
});

describe("a later item of a '|' profile line that her name opens", () => {
  it("reads the club closing the line as no person, so her own name wins", () => {
    const body = `Coach Abernathy,\n\nI just finished my junior cross country season and ran 18:52 for 5k at regionals.\n\nGPA: 3.71\n\nThank you,\nWren Halloway | Class of 2028 | Frankfort, KY | Millbrook High School | Kentucky River Distance Project\nClass of 2028\n502-555-0163`;
    const athlete = read(body, athleteFrom, "XC - Wren Halloway (2028)");
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Wren", "Halloway"]);
  });
});

describe("her town or state after a school written 'X High'", () => {
  const placeOf = (body: string) => {
    const athlete = read(body);
    return [athlete?.city?.value ?? null, athlete?.state?.value ?? null];
  };

  it("reads the town or the state after a capitalised 'High' closing the school's name", () => {
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero at Grosse Pointe Harbor High in Michigan. I play for Lakeside 17 Navy.\n\nWren`)).toEqual([null, "MI"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero at Juniper Canyon High in Twin Falls. I play for Magic Valley 16 Elite.\n\nWren`)).toEqual(["Twin Falls", null]);
  });

  it("reads no state where 'high' is said of a rank", () => {
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero at Harbor Academy. Our team was ranked high in Michigan last fall. I play for Lakeside 17 Navy.\n\nWren`)).toEqual([null, null]);
  });
});
