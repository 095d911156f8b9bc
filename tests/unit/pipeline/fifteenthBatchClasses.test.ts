import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The fifteenth tuning batch's failure classes in positions and club teams (helper 2): positions that are not hers (the
 * college's, one she says she is not), codes written with dots, a beach player's court side, a profile's "Secondary
 * Position:" line; a club she has left with none now, a soccer club's birth year written in full ("2010 Girls Academy"),
 * and a lower-case club team with a bare age group and its colour ("tri-state thunder 16 black").
 */
const when = new Date("2026-11-27T12:00:00Z");
const read = (subject: string, body: string, address: string) => processTextEmail({ subject, body, from: { address, name: "" } }, { receivedAt: when });
const positionsOf = (subject: string, body: string, address: string) => read(subject, body, address).athlete?.positions?.value ?? null;
const clubOf = (subject: string, body: string, address: string) => read(subject, body, address).athlete?.clubTeam?.value ?? null;

describe("fifteenth tuning batch: positions that are not hers", () => {
  it("skips the position the college is looking for and the one she says she is not", () => {
    const positions = positionsOf(
      "Interested in your 2028 class",
      "Coach Lyle,\n\nI read that you are looking for a 2028 setter since your starting setter is a senior. I'm not a setter myself, but I am a left side hitter with a strong back-row attack.\n\nClass of 2028, 5'11\", Brookhaven High School.\n\nCora Lindqvist",
      "cora.lindqvist@gmail.com",
    );
    expect(positions).toEqual(["OH"]);
  });

  it("skips 'your libero graduates' before her own position", () => {
    const positions = positionsOf(
      "2029 recruit - Ines Abara",
      "Hi Coach,\n\nSince your libero graduates this year, I wanted to reach out. I play middle for Pinnacle 16 Red and I'm 6'1\".\n\nInes Abara, class of 2029",
      "ines.abara29@gmail.com",
    );
    expect(positions).toEqual(["MB"]);
  });

  it("keeps 'I could be your next setter': a position she offers is hers", () => {
    const positions = positionsOf(
      "Class of 2028",
      "Coach,\n\nI hope I could be your next setter. I'm 5'8\" and play for Gulf Coast 17 Blue.\n\nLena Ortiz",
      "lenaortiz28@gmail.com",
    );
    expect(positions).toEqual(["S"]);
  });
});

describe("fifteenth tuning batch: positions written in other words", () => {
  it("reads 'backrow specialist' and 'back-row specialist' as L/DS", () => {
    expect(positionsOf("2028 - Avery Lund", "Coach,\n\nI'm a backrow specialist for Magnolia Elite 16 Gold, class of 2028.\n\nAvery Lund", "averylund28@gmail.com")).toEqual(["L/DS"]);
    expect(positionsOf("2028 - Avery Lund", "Coach,\n\nI'm a back-row specialist for Magnolia Elite 16 Gold, class of 2028.\n\nAvery Lund", "averylund28@gmail.com")).toEqual(["L/DS"]);
  });

  it("drops a position she says she used to play", () => {
    const positions = positionsOf(
      "2028 libero - Avery Lund",
      "Coach,\n\nI play libero for Northstar 16 Elite, though I used to be a setter when I was younger. Class of 2028, Westbrook High School.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(positions).toEqual(["L/DS"]);
  });

  it("drops a position she played until a season she names", () => {
    const positions = positionsOf(
      "2029 libero",
      "Coach,\n\nI'm a 2029 libero at Westbrook High School. I was a setter until last season, so I still have good hands.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(positions).toEqual(["L/DS"]);
  });
});

describe("fifteenth tuning batch: positions said with a verb or hoped for", () => {
  it("reads 'I pitch' as a pitcher beside the position she plays", () => {
    const positions = positionsOf(
      "Softball 2028 - Avery Lund",
      "Coach,\n\nI'm a 2028 at Westbrook High School. I pitch and play outfield for Carolina Cyclones 16U Gold.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(positions).toEqual(["P", "OF"]);
  });

  it("leaves out the position she hopes to play when she says which one she plays now", () => {
    const positions = positionsOf(
      "2028 prospect",
      "Coach,\n\nI'm a 2028 at Westbrook High School. I'm hoping to play setter in college, but right now I'm an outside hitter for Harborline 17 Elite.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(positions).toEqual(["OH"]);
  });

  it("keeps the position she hopes to play when it is the only one she names", () => {
    const positions = positionsOf("2028 prospect", "Coach,\n\nI'm a 2028 at Westbrook High School and I want to play libero for you.\n\nAvery Lund", "averylund28@gmail.com");
    expect(positions).toEqual(["L/DS"]);
  });
});

describe("fifteenth tuning batch: codes on a line written in lower case", () => {
  it("reads a lower-case slash list or a code after 'play' on a lower-case line of a capitalised email", () => {
    expect(positionsOf("Softball recruit", "Coach Oduya,\n\nThank you for the camp last weekend!\n\nmy info: 2028 ss/2b, westbrook high school, 5'5, 3.6 gpa\n\nThanks,\nAvery Lund", "averylund28@gmail.com")).toEqual(["SS", "2B"]);
    expect(positionsOf("Volleyball recruit", "Coach,\n\nThank you for the camp last weekend!\n\nmy info: 2028, i play oh for harborline 17 elite\n\nThanks,\nAvery Lund", "averylund28@gmail.com")).toEqual(["OH"]);
  });
});

describe("fifteenth tuning batch: a school named in lower case after a code", () => {
  it("reads a lower-case slash list of codes from a lower-case note under a capitalised forward", () => {
    const positions = positionsOf(
      "Fwd: recruit",
      "Coach,\n\nSee below from one of my players.\n\nTara Moss\nHarborline VBC\n\n---------- Forwarded message ---------\nFrom: avery lund <averylund28@gmail.com>\nSubject: recruit\n\nhi coach moss can u send this on. im avery lund, 2028 rs/opp at westbrook high school, 5'11\n\nthx",
      "tmoss@harborlinevb.example",
    );
    expect(positions).toEqual(["RS/OPP"]);
  });

  it("starts a lower-case school's name after the sentence's last word, not at a code before it", () => {
    const email = read("recruit", "hi coach\n\nim avery lund, a 2028 rs/opp at westbrook high school, 5'11. i play for harborline 17u\n\nthx", "averylund28@gmail.com");
    expect(email.athlete?.highSchool?.value).toBe("Westbrook High School");
  });
});

describe("fifteenth tuning batch: position codes written with dots", () => {
  it("reads a lower-case slash list of dotted codes", () => {
    const positions = positionsOf(
      "class of 2030 recruit",
      "hey coach\n\nmy name is maddie ruiz and im a freshman at lone oak high school. m.b./r.s., 6'0\", class of 2030. i would love to play for you someday\n\nmaddie ruiz",
      "maddieruiz30@gmail.com",
    );
    expect(positions).toEqual(["MB", "RS/OPP"]);
  });

  it("reads capitalised dotted codes after 'a' or 'an'", () => {
    const positions = positionsOf("2028 prospect", "Coach,\n\nI'm an O.H. in the class of 2028 at Marsh Creek High School, 5'10\".\n\nTalia Brook", "taliabrook@gmail.com");
    expect(positions).toEqual(["OH"]);
  });
});

describe("fifteenth tuning batch: a beach player's court side", () => {
  it("reads no outside hitter from the side of the sand court a blocker plays on", () => {
    const positions = positionsOf(
      "Beach volleyball - 2029",
      "Coach,\n\nI'm a 2029 blocker and I play the right side with my beach partner. We train at Dune Point Beach Club.\n\nSkye Haverford",
      "skyehaverford@gmail.com",
    );
    expect(positions).toEqual(["blocker"]);
  });
});

describe("fifteenth tuning batch: a profile's secondary position", () => {
  it("adds the 'Secondary Position:' line to the primary one", () => {
    const positions = positionsOf(
      "Profile: Mae Okafor",
      "Coach,\n\nPlayer profile\nName: Mae Okafor\nPrimary Position: Setter\nSecondary Position: Defensive Specialist\nClass: 2028\n\nThank you",
      "profiles@courtsideservice.example",
    );
    expect(positions).toEqual(["S", "L/DS"]);
  });
});

describe("fifteenth tuning batch: club teams", () => {
  it("names no club when she has left her only club", () => {
    const club = clubOf(
      "2028 midfielder",
      "Coach,\n\nI'm a midfielder at Brandywine Heights High School, class of 2028. I played for Delaware Valley Strikers for two years, but I quit club this year to run track in the spring.\n\nNoa Feldman",
      "noafeldman28@gmail.com",
    );
    expect(club).toBeNull();
  });

  it("keeps her present club when she says she left an older one", () => {
    const club = clubOf(
      "2028 midfielder",
      "Coach,\n\nI'm a midfielder, class of 2028. I played for Delaware Valley Strikers until last spring, and now I play for Brandywine United 09G ECNL.\n\nNoa Feldman",
      "noafeldman28@gmail.com",
    );
    expect(club).toBe("Brandywine United 09G ECNL");
  });

  it("reads a soccer club's birth year written in full with its level after it", () => {
    const club = clubOf(
      "Defender, 2028",
      "Coach,\n\nMy daughter Mia plays center back for Lakeshore FC 2011 Girls ECNL and is a junior at Harbor Point High School, class of 2028.\n\nDeb Nakamura",
      "deb.nakamura@outlook.com",
    );
    expect(club).toBe("Lakeshore FC 2011 Girls ECNL");
  });

  it("reads a lower-case club team with a bare age group and its colour", () => {
    const club = clubOf("class of 2029", "hi coach im jo pruitt, a libero for river valley storm 15 navy. class of 2029\n\nthanks", "jopruitt29@gmail.com");
    expect(club?.toLowerCase()).toBe("river valley storm 15 navy");
  });

  it("reads a soccer club's short birth year and letter before 'Academy' as its team, and no school in it", () => {
    const email = read(
      "A 2028 from Bayou City SC",
      "Coach,\n\nI coach Bayou City SC 11G Academy. Tessa Brandt is a 5'7\" outside back, class of 2028, at Katy Prairie High School in Katy, TX. 3.8 GPA.\n\nDerek Moss\nHead Coach, Bayou City SC 11G Academy",
      "dmoss@bayoucitysc.example",
    );
    expect(email.athlete?.clubTeam?.value).toBe("Bayou City SC 11G Academy");
    expect(email.athlete?.highSchool?.value).toBe("Katy Prairie High School");
  });

  it("takes the club she says she has joined or moved to over the one she was with", () => {
    const joined = clubOf("Update", "Coach,\n\nI have joined Summit Ridge 16U Gold - Parks for the spring. Before that I was with Metro Heat 14U.\n\nClass of 2029, catcher.\n\nMaddie Kerr", "maddiekerr29@gmail.com");
    expect(joined).toBe("Summit Ridge 16U Gold - Parks");
    const moved = clubOf(
      "Re: 2028 middle",
      "Coach,\n\nA quick update: I moved to Gulf Coast Surge 17 Royal in October. I played the summer season on Bayou Belles 16 Red with my sister.\n\n2028 middle, 6'1\".\n\nRia Thibodeaux",
      "riathibodeaux@gmail.com",
    );
    expect(moved).toBe("Gulf Coast Surge 17 Royal");
  });

  it("keeps the team written after a pipe beside its club on a signature line", () => {
    const club = clubOf("2028 OH - Avery Lund", "Coach,\n\nI'm a 2028 outside hitter at Westbrook High School and would love to visit.\n\nAvery Lund\nHarborline VBC | 17 Elite | #7", "averylund28@gmail.com");
    expect(club).toBe("Harborline VBC 17 Elite");
  });

  it("takes the club she joined over the one she played for before joining it", () => {
    const club = clubOf(
      "Avery Lund, 2028",
      "Coach,\n\nI'm a 2028 OH at Westbrook High School. I played two seasons with Coastal Ridge 15 Navy before joining Harborline 17 Elite.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(club).toBe("Harborline 17 Elite");
  });

  it("names no club when she now plays only for her school", () => {
    const club = clubOf(
      "Avery Lund, 2028",
      "Coach,\n\nI'm a 2028 OH at Westbrook High School. I played club for Coastal Ridge VBC until this year, but now I only play for my high school.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(club).toBeNull();
  });

  it("reads the club of 'my travel org is …' with its team said after it", () => {
    const club = clubOf(
      "Avery Lund, 2028",
      "Coach,\n\nI'm a 2028 shortstop at Westbrook High School. My travel org is Georgia Impact and I'm on their 16U Premier team.\n\nAvery Lund",
      "averylund28@gmail.com",
    );
    expect(club).toBe("Georgia Impact 16U Premier");
  });

  it("keeps the team on the line under its club in a signature when her jersey number follows it", () => {
    const club = clubOf("2028 OH", "Coach,\n\nI'm a 2028 outside hitter, 5'11\", 3.7 GPA.\n\nAvery Lund\nLakeshore Power VBC\n17 Black #12\nWestview High School", "averylund28@gmail.com");
    expect(club).toBe("Lakeshore Power VBC 17 Black");
  });

  it("puts a club she played for 'when she was younger' in the past when the sentence turns to 'now', after 'the' too", () => {
    const club = clubOf(
      "2029 catcher - Ellie Marsh",
      "Coach,\n\nI'm a 2029 catcher at Prairie Trail High School. I played for the Lakeland Lasers when I was younger, but now I'm with Iowa Flames 16U Gold.\n\nEllie Marsh",
      "elliemarsh29@gmail.com",
    );
    expect(club).toBe("Iowa Flames 16U Gold");
  });
});

