import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The positions robustness check's failure classes (scripts/pipeline/robustness/positions.ts): positions written the
 * way strangers write them — a second one said in a later sentence, two codes joined by a comma or a hyphen, a
 * one-letter code in a subject — must be read as the corpus's shapes are.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "wrenhalloway28@gmail.com", name: "Wren Halloway" };
const clubCoach = { address: "bsmith@prairiewindvbc.org", name: "Bo Smith" };
const positionsOf = (body: string, subject = "Prospective student-athlete", from = athleteFrom) => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete?.positions?.value ?? null;
const letter = (after: string) =>
  `Hi Coach,\n\nI'm Wren Halloway, a 2028 middle blocker from Tulsa, OK. I play for Prairie Wind 17 Blue and Tulsa Central High School. I'm 6'1" and I love to block. ${after}\n\nWren Halloway`;

describe("a second position said in a later sentence", () => {
  it("reads 'my second position is' and 'can also play in the back row as a DS'", () => {
    expect(positionsOf(letter("My second position is right side."))).toEqual(["MB", "RS/OPP"]);
    expect(positionsOf(letter("My secondary position: opposite."))).toEqual(["MB", "RS/OPP"]);
    expect(positionsOf(letter("I can also play in the back row as a DS."))).toEqual(["MB", "L/DS"]);
  });

  it("still reads no position she played once or that is someone else's", () => {
    expect(positionsOf(letter("I was in the back row as a DS in middle school."))).toEqual(["MB"]);
    expect(positionsOf(letter("Our other position player is a setter."))).toEqual(["MB"]);
  });
});

describe("a profile's position line beside a second position said elsewhere", () => {
  it("adds the position she also plays to the labelled one", () => {
    const body = "Hi Coach,\n\nI'm Wren Halloway from Tulsa, OK, and I play for Prairie Wind 17 Blue volleyball.\nPosition: OH\nI can also play right side.\n\nWren Halloway";
    expect(positionsOf(body)).toEqual(["OH", "RS/OPP"]);
  });

  it("adds a primary and secondary line's second position to an earlier position line", () => {
    const body = "Hi Coach,\n\nI'm Wren Halloway from Tulsa, OK, and I play for Prairie Wind 17 Blue volleyball.\nPosition: Setter\nGPA: 3.8\n\nPrimary Position: Setter / Secondary: Opposite\n\nWren Halloway";
    expect(positionsOf(body)).toEqual(["S", "RS/OPP"]);
  });

  it("keeps the labelled position alone when the letter names another player's", () => {
    const body = "Hi Coach,\n\nI'm Wren Halloway from Tulsa, OK, and I play for Prairie Wind 17 Blue volleyball.\nPosition: OH\nOur setter is committed to Drake.\n\nWren Halloway";
    expect(positionsOf(body)).toEqual(["OH"]);
  });
});

describe("her position named again later with a second one joined to it", () => {
  it("reads the fuller list after a first mention of one", () => {
    const body =
      "Coach,\n\nI'd like to recommend one of my setters, Wren Halloway. Wren is a senior (class of 2027) at Edina HS in Edina, MN. She's 5'10\", a smart, calm setter/opposite who runs a quick offense.\n\nBo Smith\nClub Director";
    expect(positionsOf(body, "Wren Halloway", clubCoach)).toEqual(["S", "RS/OPP"]);
  });

  it("still leaves out a teammate's position said alone later", () => {
    const body = "Hi Coach,\n\nI'm Wren Halloway, a 2028 setter from Tulsa, OK. I play for Prairie Wind 17 Blue.\n\nThis year I set for Kate Moss, our middle, who is committed to Drake.\n\nWren Halloway";
    expect(positionsOf(body)).toEqual(["S"]);
  });
});

describe("two codes joined by a comma or a hyphen", () => {
  it("reads a slash code and another after a comma, never as a town and its state", () => {
    const note = "Coach,\n\nKennedy Sims (2027, RS/OPP, OH, 6'1\") from our 18 Black team is still uncommitted. She attends Madison Pines High School in Madison, Mississippi.\n\nBo Smith\nClub Director";
    expect(positionsOf(note, "Kennedy Sims", clubCoach)).toEqual(["RS/OPP", "OH"]);
    expect(positionsOf("Hi Coach,\n\nMy name is Wren Halloway and I am a DS/L, OH in the 2029 class. I am 5'5\".\n\nWren Halloway")).toEqual(["L/DS", "OH"]);
  });

  it("reads a base after a hyphen (SS-2B), as a code joined to an identifier's number is not", () => {
    expect(positionsOf("Hi Coach,\n\nMy name is Wren Halloway and I am a 2029 SS-2B from Tulsa, OK. I play softball for Prairie Wind 16U.\n\nWren Halloway")).toEqual(["SS", "2B"]);
    expect(positionsOf("Hi Coach,\n\nMy name is Wren Halloway, a 2029 setter from Tulsa, OK. My hotel booking is RS-40918.\n\nWren Halloway")).toEqual(["S"]);
  });
});

describe("a one-letter code in a subject", () => {
  const body = (sport: string) => `Hi Coach,\n\nI'm Wren Halloway from Tulsa, OK. I play ${sport} for Prairie Wind 17 Blue.\n\nWren Halloway`;

  it("reads it after her class year and before a dash, after her height, or after her jersey number", () => {
    expect(positionsOf(body("volleyball"), "2028 S – Wren Halloway")).toEqual(["S"]);
    expect(positionsOf(body("softball"), "2028 C - Wren Halloway")).toEqual(["C"]);
    expect(positionsOf(body("volleyball"), "2028 5'9\" S – Wren Halloway")).toEqual(["S"]);
    expect(positionsOf(body("volleyball"), "#7 S | Wren Halloway | 2028")).toEqual(["S"]);
  });

  it("still reads no position from a letter in a name or a title", () => {
    expect(positionsOf(body("volleyball"), "2028 – Wren S. Halloway")).toBeNull();
    expect(positionsOf(body("volleyball"), "Wren Halloway – Class of 2028 - Tulsa")).toBeNull();
  });
});

describe("another sport's code beside positions named in words", () => {
  it("reads a code of another line of the field beside the words", () => {
    expect(positionsOf("Hi Coach,\n\nI'm Wren Halloway, a 2028 midfielder (sometimes CB) for Sandia FC 09 ECNL soccer.\n\nWren Halloway")).toEqual(["midfielder", "cb"]);
    expect(positionsOf("Hi Coach,\n\nI'm Wren Halloway, a 2028 wing who can also play PF for Kentucky Flight 17U basketball.\n\nWren Halloway")).toEqual(["wing", "pf"]);
  });

  it("still reads a code of the same position as the words once", () => {
    expect(positionsOf("Hi Coach,\n\nI'm Wren Halloway, a 2028 goalkeeper for Sandia FC 09 ECNL soccer.\n\nWren Halloway", "2028 GK Wren Halloway")).toEqual(["goalkeeper"]);
    expect(positionsOf("Hi Coach,\n\nI'm Wren Halloway, a 2028 point guard for Kentucky Flight 17U basketball.\n\nWren Halloway", "2028 PG Wren Halloway")).toEqual(["point guard"]);
  });
});
