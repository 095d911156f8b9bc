import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The places robustness check's failure classes (scripts/pipeline/robustness/places.ts): her club, school, town and state
 * written the ways other writers write them — "H.S.", "Bowling Green, Ky.", "Omaha Nebraska" — must be read as the usual
 * spelling is.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "wrenhalloway28@gmail.com", name: "Wren Halloway" };
const read = (body: string, from = athleteFrom, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;
const placeOf = (body: string) => {
  const athlete = read(body);
  return [athlete?.city?.value ?? null, athlete?.state?.value ?? null];
};

describe("a school abbreviated H.S.", () => {
  it("reads the abbreviation whole on a profile line", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\nSchool: Kickapoo Hills H.S.\nClub: Prairie Wind 17 Blue\n\nWren`)?.highSchool?.value).toBe("Kickapoo Hills H.S.");
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\n- High School: Kickapoo Hills H.S.\n- Club: Prairie Wind 17 Blue\n\nWren`)?.highSchool?.value).toBe("Kickapoo Hills H.S.");
  });

  it("reads it whole where a sentence goes on after it", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. I play for Prairie Wind 17 Blue and for Kickapoo Hills H.S. I'm 5'6".\n\nWren`)?.highSchool?.value).toBe("Kickapoo Hills H.S.");
  });

  it("ends the name at the abbreviation's closing full stop", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero for Prairie Wind 17 Blue. I attend Kickapoo Hills H.S. GPA 3.9, 5'6".\n\nWren`)?.highSchool?.value).toBe("Kickapoo Hills H.S.");
  });

  it("still ends a school's name at a sentence's full stop", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\nSchool: Kickapoo Hills High. Club: Prairie Wind 17 Blue\n\nWren`)?.highSchool?.value).toBe("Kickapoo Hills High");
  });
});

describe("her town or state after a school abbreviated H.S.", () => {
  it("reads the town or the state the school is in", () => {
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero at Juniper Canyon H.S. in Twin Falls. I play for Magic Valley 16 Elite.\n\nWren`)).toEqual(["Twin Falls", null]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a setter for Alianza 16 Black. I study at Lincoln Park H.S., in Chicago.\n\nWren`)).toEqual(["Chicago", null]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, an outside hitter at Grosse Pointe Harbor H.S. in Michigan. I play for Lakeside 17 Navy.\n\nWren`)).toEqual([null, "MI"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 center back at Pittsford Hollow H.S. in Pittsford, NY. I play club for Genesee Valley SC 2009 Girls Elite.\n\nWren`)).toEqual(["Pittsford", "NY"]);
  });
});

describe("a state as the press abbreviates it", () => {
  it("reads the AP's two- and three-letter abbreviations after her town", () => {
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2027 point guard from Bowling Green, Ky. I play for Kentucky Flight 17U.\n\nWren`)).toEqual(["Bowling Green", "KY"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. I live in Beloit, Wis. and drive to practice with Rock River VBC 16 Black in Rockford, IL.\n\nWren`)).toEqual(["Beloit", "WI"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\nHS: Milton Ridge HS - Alpharetta, Ga.\nClub: A5 Mizuno 17-1\n\nWren`)).toEqual(["Alpharetta", "GA"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2027 distance runner at Champlain Shores High School in South Burlington, Vt.\n\nWren`)).toEqual(["South Burlington", "VT"]);
  });
});

describe("her town and state's name with no comma between", () => {
  it("reads them as one item of a comma list or a line", () => {
    expect(placeOf(`Hi Coach,\n\n2027 MB, 6'2, Omaha Nebraska. I play for Cornhusker Juniors 18 Blue.\n\nWren Halloway`)).toEqual(["Omaha", "NE"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 shortstop for Texas Glory 16U Gold.\n\nWren Halloway\nRound Rock Ridge HS, Round Rock Texas`)).toEqual(["Round Rock", "TX"]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\nSchool: Weddington Grove High School, Matthews North Carolina\n\nWren`)).toEqual(["Matthews", "NC"]);
  });

  it("reads no town from a club or a state's name split in two", () => {
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero, 5'6".\nTeam Ohio, 17 Elite\n\nWren`)).toEqual([null, null]);
    expect(placeOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero, Charleston West Virginia.\n\nWren`)[0]).not.toBe("Charleston West");
  });
});

describe("a town and its state's name are no athlete's name", () => {
  const coach = { address: "cdufresne@stbrendan.edu", name: "Claire Dufresne" };
  const nameIn = (forwarded: string) => {
    const athlete = processTextEmail({ subject: "Fwd: Thank you for camp!", body: forwarded, from: coach }, { receivedAt: when }).athlete;
    return [athlete?.firstName?.value ?? null, athlete?.lastName?.value ?? null];
  };
  const forward = (from: string, body: string) => `---------- Forwarded message ---------\nFrom: ${from}\nDate: Mon, Aug 3, 2026 at 2:25 PM\nSubject: Thank you for camp!\nTo: <cdufresne@stbrendan.edu>\n\n${body}`;

  it("passes over a town before her state's name ending a list item", () => {
    const body = `Hi Coach Dufresne,\n\nThank you for a great weekend at your camp! Here is my info:\n\nTessa Marlow\nClass of 2027, forward\nKeene Shamrocks U19 / Hollis Ridge High School, Lancaster Pennsylvania\n5'6", GPA 3.45\n\nTessa`;
    expect(nameIn(forward("Tessa Marlow <tessamarlow.fh@gmail.com>", body))).toEqual(["Tessa", "Marlow"]);
  });

  it("passes over a town with her state's name after its comma", () => {
    const body = `Tessa Marlow | Class of 2027 | Nordic | Crested Butte, Colorado | GPA 3.96\n\nDear Coach,\n\nI race for Gunnison Valley Nordic Club and for Crested Butte Ridge High School.\n\nThanks so much,\nTessa Marlow`;
    expect(nameIn(forward("Tessa Marlow <tessa.marlow.ski@gmail.com>", body))).toEqual(["Tessa", "Marlow"]);
  });

  it("still reads a surname that is a state's name", () => {
    const body = `Hi Coach,\n\nThank you for camp! Here is my info:\n\nKayla Washington\nClass of 2027, forward\nHollis Ridge High School, Keene, NH\n\nKayla`;
    expect(nameIn(forward("Kayla Washington <kaylaw27@gmail.com>", body))).toEqual(["Kayla", "Washington"]);
  });
});

describe("a club's age group written before its number (U17)", () => {
  it("is the same team as the age group written after it, so the fullest form is kept", () => {
    const body = `Hi Coach,\n\nI wanted to put one of our Harbor Point Volleyball U17 Elite players on your radar: Wren Halloway, a 2028 outside hitter. She's 6'0" and carries a 3.8 GPA.\n\nDana Price\nClub Director | Harbor Point Volleyball`;
    const athlete = read(body, { address: "dprice@harborpoint.example", name: "Dana Price" }, "Harbor Point 17 Elite - Wren Halloway (2028 OH)");
    expect(athlete?.clubTeam?.value).toBe("Harbor Point Volleyball U17 Elite");
  });
});

describe("a club team numbered within its age group (17-1)", () => {
  it("gives her club's town as the age group alone does", () => {
    const body = `Hi Coach,\n\nI coach Prairie Fire 17-1 Elite in Wichita and I want to recommend my libero, Wren Halloway (2028). She is a 4.0 student and our most consistent passer.\n\nDana Price`;
    const athlete = read(body, { address: "dprice@prairiefire.example", name: "Dana Price" }, "Prairie Fire 17-1 Elite - libero you should see");
    expect([athlete?.clubTeam?.value, athlete?.city?.value]).toEqual(["Prairie Fire 17-1 Elite", "Wichita"]);
  });
});

describe("a town's last word never runs into a number", () => {
  it("reads no town from a club whose age group follows its name", () => {
    const body = `Hi Coach,\n\nQuick update: I'm Wren Halloway, a 2028 catcher, and I moved to Springfield Fury U16 Gold for the winter and spring.\n\nWren`;
    expect(read(body)?.city?.value ?? null).toBeNull();
  });
});
