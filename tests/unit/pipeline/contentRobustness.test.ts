import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The content robustness check's failure classes (scripts/pipeline/robustness/content.ts): the same facts written
 * the way strangers write them — a height dashed after "I'm", a phone typed as ten bare digits, a two-part first
 * name — must be read as the usual spelling is.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "wrenhalloway28@gmail.com", name: "Wren Halloway" };
const read = (body: string, from = athleteFrom, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;

describe("a dashed height said of herself", () => {
  it("reads 5-10 after I'm, she's or I am", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero from Tulsa, OK. I'm 5-10 and I play for Prairie Wind 17 Blue.\n\nWren Halloway`)?.height?.value.inches).toBe(70);
    expect(read(`Hi Coach,\n\nMy daughter Wren Halloway is a 2028 libero. She's 5-6 and plays for Prairie Wind 17 Blue.\n\nThanks,\nMarla Halloway`, { address: "marla.h@yahoo.com", name: "Marla Halloway" })?.height?.value.inches).toBe(66);
    expect(read(`Hi Coach,\n\nI am Wren Halloway, class of 2028. I am 6-1 and play middle.\n\nWren`)?.height?.value.inches).toBe(73);
  });

  it("still reads no height from a record or a score after a verb", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. Our team is 5-10 in league play this year and we won 6-1 last night.\n\nWren`)?.height ?? null).toBeNull();
  });
});

describe("a phone typed as ten bare digits", () => {
  it("reads the number alone on a sign-off line or beside her address", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero for Prairie Wind 17 Blue.\n\nWren Halloway\n9185550143`)?.phone?.value).toBe("+19185550143");
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero for Prairie Wind 17 Blue.\n\nWren Halloway\nwrenhalloway28@gmail.com | 9185550143`)?.phone?.value).toBe("+19185550143");
  });

  it("still reads no phone from an ID number", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero for Prairie Wind 17 Blue.\nNCAA ID:\n9185550143\n\nWren Halloway`)?.phone ?? null).toBeNull();
  });
});

describe("a two-part first name", () => {
  it("reads Mary Kate as her first name when she signs with both words", () => {
    const athlete = read(`Hi Coach,\n\nMy name is Mary Kate Halloway and I'm a 2028 libero for Prairie Wind 17 Blue.\n\nThank you,\nMary Kate`, { address: "mkhalloway@gmail.com", name: "Mary Kate Halloway" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Mary Kate", "Halloway"]);
  });

  it("reads it from her sign-off alone when her full name is written elsewhere", () => {
    const athlete = read(`Hi Coach,\n\nI'm a 2028 libero for Prairie Wind 17 Blue.\n\nMary Kate\n\nMary Kate Halloway | Class of 2028`, { address: "marykate.h@gmail.com", name: "MK" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Mary Kate", "Halloway"]);
  });

  it("reads it from her address spelling both words", () => {
    const athlete = read(`Hi Coach,\n\nMy name is Anna Grace Halloway, a 2028 libero for Prairie Wind 17 Blue.\n\nThanks!`, { address: "annagrace.halloway@gmail.com", name: "Wren" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Anna Grace", "Halloway"]);
  });

  it("still passes over a middle name she does not go by", () => {
    const athlete = read(`Hi Coach,\n\nMy name is Maya Grace Halloway and I'm a 2028 libero for Prairie Wind 17 Blue.\n\nThank you,\nMaya`, { address: "mayahalloway@gmail.com", name: "Maya Halloway" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Maya", "Halloway"]);
  });
});

describe("a GPA written over its scale", () => {
  it("never reads the scale after the slash as the GPA", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero.\nHeight: 5'6" | 3.88/4.0 UW / 4.52 W\n\nWren`)?.gpa?.value.value).toBe(3.88);
  });

  it("reads a bare GPA with its scale where the bare number is read", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero for Prairie Wind 17 Blue. I have a 3.8/4.0 and want to study biology.\n\nWren`)?.gpa?.value.value).toBe(3.8);
    expect(read(`Hi Coach,\n\nWren Halloway (2028, 5'6", Tulsa, OK, 3.71/4.0) plays libero for Prairie Wind 17 Blue.\n\nWren`)?.gpa?.value.value).toBe(3.71);
  });
});

describe("a surname of two letters", () => {
  it("ends her name at the full stop after it", () => {
    const athlete = read(`Hi Coach,\n\nI'm Shannon Li, mom of Avery Li. Avery is a 2028 left-handed pitcher for Kansas City Lasers 18U Gold.\n\nShannon Li`, { address: "shannonli@gmail.com", name: "Shannon Li" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Avery", "Li"]);
  });
});

describe("a dashed height where a profile or a sentence gives it", () => {
  const coachFrom = { address: "dmarsh@lakeviewhs.example", name: "Dale Marsh" };
  it("reads it after her name and is, in brackets among her details, or as an item after a full stop", () => {
    expect(read(`Coach,\n\nI'm writing about my senior outside hitter, Tori Vance (Class of 2027). Tori is 5-11 and led our conference in kills.\n\nDale Marsh`, coachFrom)?.height?.value.inches).toBe(71);
    expect(read(`Coach,\n\nKennedy Sims (2027, RS/OPP, 6-1) from our 18 Black team is still open.\n\nDale Marsh`, coachFrom)?.height?.value.inches).toBe(73);
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 catcher for Peach State 16U Gold. 5-5, GPA 4.0.\n\nWren`)?.height?.value.inches).toBe(65);
  });

  it("reads it before a position word of any sport", () => {
    expect(read(`Hi Coach,\n\nMy name is Wren Halloway, a 5-6 point guard in the class of 2028.\n\nWren`)?.height?.value.inches).toBe(66);
  });

  it("finds the athlete a coach describes by a dashed height in the next sentence", () => {
    const athlete = read(`Coach,\n\nMy senior post, Kiara Banks, does not have a college home yet and I think she could help you right away. She's 6-2, averages 12 rebounds and 3 blocks, and has a 3.1 GPA.\n\nDale Marsh\nHead Girls Basketball Coach`, coachFrom);
    expect([athlete?.firstName?.value, athlete?.height?.value.inches]).toEqual(["Kiara", 74]);
  });
});

describe("a two-part first name in an address spelling all three words", () => {
  it("reads the pair as her first name when its second word is a given name", () => {
    const athlete = read(`Hi Coach,\n\nI'm a 2027 middle for Cornhusker Juniors 18 Blue.\n\nMary Kate Lindqvist`, { address: "marykatelindqvist@gmail.com", name: "Mary Kate Lindqvist" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Mary Kate", "Lindqvist"]);
  });

  it("still reads two surnames when the middle word is none", () => {
    const athlete = read(`Hola Coach,\n\nSoy Daniela Ruiz Carmona, a 2027 middle for Cornhusker Juniors 18 Blue.\n\nDaniela Ruiz Carmona`, { address: "danielaruizcarmona@gmail.com", name: "Daniela Ruiz Carmona" });
    expect([athlete?.firstName?.value, athlete?.lastName?.value]).toEqual(["Daniela", "Ruiz Carmona"]);
  });
});

describe("a first name ending in an accented letter", () => {
  it("names her contacts as a plain name does", () => {
    const coachFrom = { address: "dmarsh@queencityvb.example", name: "Dale Marsh" };
    const athlete = read(`Coach,\n\nI wanted to put one of our players on your radar: Zoë Núñez, a 2028 outside hitter.\n\nYou can reach Zoë directly at zoe.nunez28@gmail.com or 513-555-0184.\n\nDale Marsh\nQueen City Volleyball`, coachFrom);
    expect([athlete?.firstName?.value, athlete?.phone?.value]).toEqual(["Zoë", "+15135550184"]);
  });
});

describe("a letter typed in capitals", () => {
  it("reads OF as the word it is there, not as outfield", () => {
    expect(read(`HI COACH,\n\nMY NAME IS WREN HALLOWAY AND I AM A CATCHER IN THE CLASS OF 2028. I PLAY FOR PEACH STATE 16U GOLD.\n\nWREN`)?.positions?.value).toEqual(["C"]);
  });

  it("still reads OF as a position after her class year", () => {
    expect(read(`HI COACH,\n\nWREN HALLOWAY, 2028 OF, PEACH STATE 16U GOLD.\n\nWREN`)?.positions?.value).toEqual(["OF"]);
  });
});

describe("her town in a letter typed in lower case", () => {
  const placeOf = (body: string) => {
    const athlete = read(body, { address: "ava.reyes28@gmail.com", name: "" });
    return [athlete?.city?.value, athlete?.state?.value];
  };
  it("reads the town of her school after senior high, here in, or before a state code that is also a word", () => {
    expect(placeOf(`hi coach,\n\nmy name is camila reyes, a 2028 opposite for south florida wave 17 gold and coral reef senior high in miami, florida. i'm 6'0".\n\ncamila`)).toEqual(["Miami", "FL"]);
    expect(placeOf(`hi coach,\n\nmy name is ava reyes, a 2028 middle blocker at mount lebanon heights high school in pittsburgh, pa. i play club for steel city 17 black.\n\nava`)).toEqual(["Pittsburgh", "PA"]);
    expect(placeOf(`hi coach,\n\nmy name is ava reyes, a 2028 libero. i play for hoosier heat 17 red and bloomington southridge high school here in bloomington, indiana.\n\nava`)).toEqual(["Bloomington", "IN"]);
  });

  it("reads a town and its code apart by a comma as one item of her profile line", () => {
    expect(placeOf(`hi coach,\n\nmy name is ava reyes and i'm a 2027 setter.\n\nava reyes\nclass of 2027 | setter\nst. agnes academy, mobile, al\ngpa 3.94`)).toEqual(["Mobile", "AL"]);
  });
});

describe("her school in a letter typed in lower case", () => {
  const schoolOf = (body: string) => read(body, { address: "ava.reyes28@gmail.com", name: "" })?.highSchool?.value;
  it("reads an academy, a prep or a senior high as her school", () => {
    expect(schoolOf(`hi coach,\n\nmy name is ava reyes and i'm a 2027 setter.\n\nava reyes\nclass of 2027 | setter\nst. agnes academy, mobile, al`)).toBe("St. Agnes Academy");
    expect(schoolOf(`hi coach,\n\nmy name is ava reyes, a 2028 catcher. i go to acadiana prep in lafayette, la and play for bayou heat 16u.\n\nava`)).toBe("Acadiana Prep");
  });

  it("leaves a parent's Spanish words before the school's name out of it", () => {
    expect(schoolOf(`hola coach,\n\nmi hija ava reyes juega para el paso stingers 16u y para franklin mesa high school aquí en el paso, texas. es catcher, clase 2028.\n\ngracias`)).toBe("Franklin Mesa High School");
  });
});

describe("a club in a letter typed in lower case", () => {
  it("reads no club from words said in passing that hold neither a number nor a club word", () => {
    const athlete = read(`hi coach reyes,\n\ni have set a 5-1 for my club team for three seasons and for my high school varsity since freshman year.\n\nolivia hayes\nclass of 2027 | setter\ncoastal storm vbc 18 premier | #3`, { address: "olivia.hayes@gmail.com", name: "" });
    expect(athlete?.clubTeam?.value).toBe("Coastal Storm VBC 18 Premier");
  });
});

describe("a phone typed as ten bare digits in a sentence", () => {
  it("reads it after reach me at, a number or contact word, her address and or, or her name on a sign-off line", () => {
    const phoneOf = (body: string) => read(body)?.phone?.value;
    expect(phoneOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. You can reach me at 9185550143 or this email.\n\nWren`)).toBe("+19185550143");
    expect(phoneOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. Best number to reach me: 9185550143\n\nWren`)).toBe("+19185550143");
    expect(phoneOf(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. Email wrenhalloway28@gmail.com or 9185550143.\n\nWren`)).toBe("+19185550143");
    expect(phoneOf(`Hi Coach,\n\nI'm a 2028 libero for Prairie Wind 17 Blue.\n\nWren Halloway | 9185550143`)).toBe("+19185550143");
  });

  it("still reads no phone from an ID number said with a number word", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, a 2028 libero. My NCAA ID number is 9185550143.\n\nWren`)?.phone ?? null).toBeNull();
  });
});

describe("a dashed height as an item of a dashed or slashed profile line", () => {
  const coachFrom = { address: "dmarsh@lakeviewhs.example", name: "Dale Marsh" };
  it("reads it between dashes or before a slash, and before her standing and position", () => {
    expect(read(`Coach,\n\nOne more for you:\nGianna Russo - 2027 - Libero - 5-6 - 3.95 GPA - Jersey Elite 18 Blue\n\nDale Marsh`, coachFrom)?.height?.value.inches).toBe(66);
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, class of 2028, libero.\n5-9 / 3.88 GPA\n\nWren`)?.height?.value.inches).toBe(69);
    expect(read(`Coach,\n\nAva Rinaldi is a 6-1 junior forward on my team and a 2028 grad.\n\nDale Marsh`, coachFrom)?.height?.value.inches).toBe(73);
  });

  it("still reads no height from a date range on a dashed line", () => {
    expect(read(`Hi Coach,\n\nI'm Wren Halloway, class of 2028, libero.\nSpring Classic - March 5-6 - Tulsa\n\nWren`)?.height ?? null).toBeNull();
  });
});

describe("a letter typed all in capitals or all in lower case", () => {
  it("reads her home town said as where she lives with her grandmother", () => {
    const grandmother = { address: "LSIMMONS1951@YAHOO.COM", name: "LORETTA SIMMONS" };
    const athlete = read(
      `DEAR COACH GREER,\n\nI AM WRITING ABOUT MY GRANDDAUGHTER WREN HALLOWAY WHO IS A PITCHER FOR LAKE CHARLES RIDGEWOOD HIGH SCHOOL AND THE SOUTHWEST LOUISIANA HEAT 18U. SHE IS IN THE CLASS OF 2027. HER VIDEO IS HERE https://www.youtube.com/watch?v=Ds3nL7kWq1P\n\nSHE LIVES WITH ME IN LAKE CHARLES, LOUISIANA. MY PHONE NUMBER IS 337-555-0116.\n\nGOD BLESS,\nLORETTA SIMMONS`,
      grandmother,
    );
    expect([athlete?.firstName?.value, athlete?.lastName?.value, athlete?.highSchool?.value, athlete?.city?.value, athlete?.state?.value, athlete?.videoUrls?.value]).toEqual([
      "Wren",
      "Halloway",
      "Lake Charles Ridgewood High School",
      "Lake Charles",
      "LA",
      ["https://www.youtube.com/watch?v=Ds3nL7kWq1P"],
    ]);
  });

  it("reads her name written surname first, in capitals or in lower case", () => {
    const lower = read(`coach marchand,\n\nplease see my information below. i am very interested in your program.\n\nname: sutton, brielle\ngrad year: 2027\npositions: 2b / of\n\nthank you!`, { address: "bsutton.sb@gmail.com", name: "" });
    expect([lower?.firstName?.value, lower?.lastName?.value]).toEqual(["Brielle", "Sutton"]);
    const sutton = read(`COACH MARCHAND,\n\nPLEASE SEE MY INFORMATION BELOW. I AM VERY INTERESTED IN YOUR PROGRAM.\n\nNAME: SUTTON, BRIELLE\nGRAD YEAR: 2027\nPOSITIONS: 2B / OF\n\nTHANK YOU!`, { address: "BSUTTON.SB@GMAIL.COM", name: "" });
    expect([sutton?.firstName?.value, sutton?.lastName?.value]).toEqual(["Brielle", "Sutton"]);
  });

  it("keeps a team word inside her club's name", () => {
    expect(read(`HI COACH,\n\nMY NAME IS WREN HALLOWAY AND I AM A 2027 LIBERO. I PLAY FOR TENNESSEE TEAM PERFORMANCE 17 NATIONAL AND ATTEND FARRAGUT HIGH SCHOOL.\n\nWREN HALLOWAY`)?.clubTeam?.value.toLowerCase()).toBe("tennessee team performance 17 national");
  });
});
