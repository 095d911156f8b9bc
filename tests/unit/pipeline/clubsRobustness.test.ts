import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The clubs robustness check's failure classes (tests/pipeline/corpus/misses/r4-clubs-robustness.md): her club said in
 * other words, beside a club she left, with its coach or in the subject, probed with short invented introductions.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athlete = { address: "janelle.ochoa28@gmail.com", name: "Janelle Ochoa" };
const clubOf = (sentence: string, subject = "2028 OH - interested in Bellmoor") =>
  processTextEmail({ subject, body: `Hi Coach Vance,\n\nMy name is Janelle Ochoa, a 2028 outside hitter from Fresno, CA. ${sentence} My GPA is 3.8.\n\nThank you,\nJanelle Ochoa`, from: athlete }, { receivedAt: when })
    .athlete?.clubTeam?.value ?? null;

describe("her club said 'I'm on X'", () => {
  it.each([
    ["I'm on Sunnybank Saints Softball Club in the Brisbane A-grade and I've been picked for the Queensland U18 team for nationals.", "Sunnybank Saints Softball Club"],
    ["I'm on Fyrislund VK this season.", "Fyrislund VK"],
    ["I'm on A5 Mizuno 17-1 and attend Clovis North High School, and I play for Coach Ruiz at school.", "A5 Mizuno 17-1"],
  ])("reads %s", (sentence, club) => {
    expect(clubOf(sentence)).toBe(club);
  });

  it.each(["I'm on Hudl as Janelle Ochoa.", "I'm on Varsity this year.", "I'm on Instagram too.", "She's on Athletic.net under her name."])("reads no club in %s", (sentence) => {
    expect(clubOf(sentence)).toBeNull();
  });
});

describe("a sentence's full stop inside a team's shape", () => {
  it("starts the club after the sentence before it ends", () => {
    expect(clubOf("I live near Omaha NE. Cornhusker Juniors 18 Blue is my club.")).toBe("Cornhusker Juniors 18 Blue");
  });

  it("keeps an abbreviation's full stop inside the name", () => {
    expect(clubOf("I play for St. Louis Spikes 16 Black.")).toBe("St. Louis Spikes 16 Black");
  });
});

describe("a club whose name starts with a letter and a digit", () => {
  it("reads it whole", () => {
    expect(clubOf("A5 Mizuno 17-1 is my club.")).toBe("A5 Mizuno 17-1");
    expect(clubOf("I'm a 2028 setter.", "2028 S Janelle Ochoa – K2 Elite 16 Black")).toBe("K2 Elite 16 Black");
  });
});

describe("a travel team's coach after its team, the sentence going on in lower case", () => {
  it.each([
    ["Lone Star Blaze 16U - Hendricks is my club.", "Lone Star Blaze 16U - Hendricks"],
    ["I joined Ozark Heat 16U - Dillard after two years with Northstar Fastpitch 14U.", "Ozark Heat 16U - Dillard"],
    ["This summer with Carolina Cyclones 18U National – Pruett I caught every game at the qualifier.", "Carolina Cyclones 18U National - Pruett"],
  ])("keeps the coach in %s", (sentence, club) => {
    expect(clubOf(sentence)).toBe(club);
  });

  it("reads no coach in the class of a team's players", () => {
    expect(clubOf("I play for Summit Peak 16 Elite - Class of 2028 roster.")).toBe("Summit Peak 16 Elite");
  });
});

describe("a club she moved to from another", () => {
  it.each([
    ["I moved from Northstar VBC 16 Red to Fyrislund VK this season.", "Fyrislund VK"],
    ["I switched from Northstar VBC 16 Red to Mizuno Long Beach in the fall.", "Mizuno Long Beach"],
    ["I joined Fyrislund VK after two years with Northstar VBC 16 Red.", "Fyrislund VK"],
  ])("reads the club she is with now in %s", (sentence, club) => {
    expect(clubOf(sentence)).toBe(club);
  });

  it("reads no club in a family's move between towns", () => {
    expect(clubOf("We moved from Tucson, AZ to Flower Mound, TX in August.")).toBeNull();
  });

  it("reads the club she is new to over the one she played for before that", () => {
    expect(clubOf("I'm new to my high school (Marcus Ridge HS) and to DFW Vipers 2028 Gold. Before that I played for Arizona Heat 16U in Tucson for two years.")).toBe("DFW Vipers 2028 Gold");
  });
});

describe("the subject's club beside the letter's form of it", () => {
  it("reads the letter's form where the subject names the club's team otherwise", () => {
    expect(clubOf("I'm a 2027 CF.\n\nWade Pruett\nCarolina Surge Fastpitch 2027 – Pruett\n", "Carolina Surge 18U – 2027 CF Janelle Ochoa")).toBe("Carolina Surge Fastpitch 2027 - Pruett");
    expect(clubOf("I play for Georgia Aces 16U.", "2028 OH – Georgia Aces 16s")).toBe("Georgia Aces 16U");
  });

  it("keeps the subject's team where the letter names only its club", () => {
    expect(clubOf("I play for Skyline VBC.", "2028 OH – Skyline VBC 17 Royal")).toBe("Skyline VBC 17 Royal");
    expect(clubOf("I'm a 2027 DS.\n\nLia Moreno\nGem State Volleyball Club\n", "Gem State 17 Red - Janelle Ochoa (2027 DS)")).toBe("Gem State 17 Red");
  });
});

describe("a college she hopes to play for after 'and'", () => {
  it("is no club", () => {
    expect(clubOf("I'm on North Shore VBC 18 Black and I would love to stay in-state and play for Tamarack State.")).toBe("North Shore VBC 18 Black");
    expect(clubOf("I would love to stay in-state and play for Tamarack State.")).toBeNull();
  });
});

describe("a club named after a state's name, after 'moved … to'", () => {
  const stateOf = (sentence: string) =>
    processTextEmail({ subject: "2028 2B - camp follow up", body: `Hi Coach Vance,\n\nI was the second baseman in the orange shirt. ${sentence} My GPA is 3.8.\n\nThank you,\nJanelle Ochoa`, from: athlete }, { receivedAt: when }).athlete;

  it("is no state of hers", () => {
    const read = stateOf("I moved from Northstar Fastpitch 16U to Iowa Premier 16U this season.");
    expect(read?.state ?? null).toBeNull();
    expect(read?.clubTeam?.value).toBe("Iowa Premier 16U");
  });

  it("keeps the state she moved to", () => {
    expect(stateOf("We moved from Texas to Iowa last year.")?.state?.value).toBe("IA");
  });
});

describe("her club named short in a reply's subject and in full in her quoted first letter", () => {
  it("reads the fullest form", () => {
    const body = `Coach Vance,\n\nA quick update: I grew to 5'11" this fall.\n\nJanelle\n\nOn Mon, Sep 7, 2026 at 7:42 AM Janelle Ochoa <janelle.ochoa28@gmail.com> wrote:\n> Hi Coach Vance,\n>\n> My name is Janelle Ochoa, a 2028 outside hitter from Fresno, CA. I play for Heartland Crush 16 Red. My GPA is 3.8.\n>\n> Janelle Ochoa\n`;
    const read = processTextEmail({ subject: "Re: 2028 OH – Heartland Crush 16", body, from: athlete }, { receivedAt: when }).athlete;
    expect(read?.clubTeam?.value).toBe("Heartland Crush 16 Red");
  });
});

describe("her club named in full in a club coach's note above her shorter form", () => {
  it("reads the note's full form", () => {
    const body = `Dana Whitlock\nHead Softball Coach\n\n________________________________\nFrom: Dustin Farr <dfarr@azstormsoftball.com>\nSent: Saturday, October 17, 2026 9:10 AM\nTo: dvance@bellmoor.edu\nSubject: Fwd: Intro - Janelle Ochoa 2028 LHP – Arizona Storm 16U\n\nCoach Vance, passing along Janelle's note - she's one of our top arms on Arizona Storm 16U Premier.\n\nDustin Farr\nArizona Storm Softball | 480-555-0190\n\n---------- Forwarded message ---------\nFrom: Janelle Ochoa <janelle.ochoa28@gmail.com>\nDate: Thu, Oct 16, 2026 at 8:02 PM\nSubject: Intro - Janelle Ochoa 2028 LHP – Arizona Storm 16U\nTo: Dustin Farr <dfarr@azstormsoftball.com>\n\nHi Coach Farr, can you send this to Bellmoor?\n\nI'm Janelle Ochoa, a 2028 left-handed pitcher from Chandler, AZ (Chandler Basin High School). 5'8", 3.95 GPA.\n\nThanks!\nJanelle\n`;
    const read = processTextEmail({ subject: "FW: Fwd: Intro - Janelle Ochoa 2028 LHP – Arizona Storm 16U", body, from: { address: "dwhitlock@bellmoor.edu", name: "Dana Whitlock" } }, { receivedAt: when }).athlete;
    expect(read?.clubTeam?.value).toBe("Arizona Storm 16U Premier");
  });
});
