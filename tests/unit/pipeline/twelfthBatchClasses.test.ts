import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The twelfth tuning batch's failure classes in the fields helper 6 owns: an update that says she has grown above her
 * first email's "Height:" line, and a club's name followed by its age group ("Three Prairie Wind 17s for your 2028
 * class") read as a player's name, which made the club's shared line hers alone.
 */
const when = new Date("2026-11-27T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("twelfth tuning batch: an update's height", () => {
  it("takes the height she says she has grown to over her first email's quoted height line", () => {
    const email = read(
      "RE: 2029 outside back - Ada Quist",
      "Coach Haddad,\n\nAn update for my file: I've grown to 5'7\" since the summer. New film: https://www.youtube.com/watch?v=Aq29Up2Ecnl\n\nThank you,\nAda\n\nFrom: Ada Quist <ada.quist@gmail.com>\nSent: Tuesday, September 2, 2026 4:00 PM\nTo: Noor Haddad <nhaddad@elmcourt.edu>\nSubject: 2029 outside back - Ada Quist\n\nDear Coach Haddad,\n\nI'm Ada Quist, an outside back in the class of 2029 at Skyline Bench HS.\n\nHeight: 5'5\"\nGPA: 3.7\n\nAda Quist",
      { address: "ada.quist@gmail.com", name: "Ada Quist" },
    );
    expect(email.athlete?.height?.value.inches).toBe(67);
  });

  it("reads 'I've grown an inch to 5'11\"' over her older 'Height 5'10\"'", () => {
    const email = read(
      "Update - Kaia Brandvik",
      "Coach,\n\nQuick update: I've grown an inch to 5'11\" since summer and my new film is up.\n\nOld info: Height 5'10\", class of 2028, OH for Summit 17 Black.\n\nKaia Brandvik",
      { address: "kaia.brandvik@gmail.com", name: "Kaia Brandvik" },
    );
    expect(email.athlete?.height?.value.inches).toBe(71);
  });

  it("reads a parent's 'she grew to 6'0\"' as her height", () => {
    const email = read(
      "Update - Mara Lindqvist 2028 MB",
      "Coach,\n\nQuick update on Mara Lindqvist, our 2028 middle: she grew to 6'0\" this fall, and her new film is at https://www.hudl.com/video/3/11223344/ab12cd34ef56ab12cd34ef56\n\nPrevious info: Ht 5'10\", 3.8 GPA, Northfield High School.\n\nThanks,\nKaren Lindqvist",
      { address: "karen.lindqvist@yahoo.com", name: "Karen Lindqvist" },
    );
    expect(email.athlete?.height?.value.inches).toBe(72);
  });
});

describe("twelfth tuning batch: a club's age group is no surname", () => {
  it("reads no player in 'Three Prairie Wind 17s' and gives each listed player the shared class and club", () => {
    const email = read(
      "Three Prairie Wind 17s for your 2028 class",
      "Coach Halvard,\n\nWe have three 2028s on Prairie Wind 17 Gold who are uncommitted.\n\n• Hadley Vossen – OH, 6'0\", Wichita Heights HS, 3.6 GPA – hadleyvossen28@gmail.com\n• Esme Kowal – S, 5'9\", Andover Plains HS, 4.0 GPA – esme.kowal@gmail.com\n• Tori Blank – L/DS, 5'5\", Maize Valley HS, 3.8 GPA – toriblank@icloud.com\n\nRuth Castell\nClub Director, Prairie Wind Volleyball Club",
      { address: "director@prairiewindvbc.example", name: "Ruth Castell" },
    );
    expect((email.athletes ?? []).map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`)).toEqual(["Hadley Vossen", "Esme Kowal", "Tori Blank"]);
    for (const athlete of email.athletes ?? []) {
      expect(athlete.gradYear?.value).toBe(2028);
      expect(athlete.clubTeam?.value).toBe("Prairie Wind 17 Gold");
    }
  });
});

describe("twelfth tuning batch: an update's film", () => {
  it("keeps the film of her first email, quoted under the update, after the update's new film", () => {
    const email = read(
      "Re: Right side - 2028 - Wren Tolliver",
      "Hi Coach Halvard, a quick update since my first email (below):\n\n- My GPA is up to 3.85\n- New film from the Thanksgiving tournament: https://www.hudl.com/video/3/75098812/f2a3b4c5d6e7f8a9b0c1d2e3\n\nWren\n\nOn Sun, Sep 20, 2026 at 6:00 PM Wren Tolliver <wren.tolliver@gmail.com> wrote:\n\n> Coach Halvard,\n>\n> I'm Wren Tolliver, a 5'11\" right side hitter in the class of 2028. I play for Heartland Crush 16 Red and for Lincoln Pointe HS in Omaha, NE.\n>\n> Summer film: https://www.hudl.com/video/3/75012398/e1f2a3b4c5d6e7f8a9b0c1d2\n>\n> Wren Tolliver",
      { address: "wren.tolliver@gmail.com", name: "Wren Tolliver" },
    );
    expect(email.athlete?.videoUrls?.value).toEqual(["https://www.hudl.com/video/3/75098812/f2a3b4c5d6e7f8a9b0c1d2e3", "https://www.hudl.com/video/3/75012398/e1f2a3b4c5d6e7f8a9b0c1d2"]);
  });
});

describe("twelfth tuning batch: two players named together", () => {
  it("gives 'Kinsley Maddox and Reese Calhoun, both seniors at Cedar Hollow High School' to both, not to the second alone", () => {
    const email = read(
      "Two seniors still looking",
      "Coach Renner,\n\nKinsley Maddox and Reese Calhoun, both seniors at Cedar Hollow High School, are still uncommitted.\n\nKinsley: P/1B, 5'11\", 3.6 GPA\nReese: 2B, 5'4\", 3.85 GPA\n\nLorna Pettit\nHead Softball Coach",
      { address: "lpettit@cedarhollowhs.example", name: "Lorna Pettit" },
    );
    expect((email.athletes ?? []).map((athlete) => [athlete.firstName?.value, athlete.gradYear?.value, athlete.highSchool?.value, athlete.height?.value.inches])).toEqual([
      ["Kinsley", 2027, "Cedar Hollow High School", 71],
      ["Reese", 2027, "Cedar Hollow High School", 64],
    ]);
  });
});

describe("twelfth tuning batch: two players named together, their details in brackets", () => {
  it("gives 'Ayla Moua (2029 OH) and Kenna Schultz (2029 MB) both play for …' to both", () => {
    const email = read(
      "Summit Peak 2029s",
      "Coach,\n\nAyla Moua (2029 OH) and Kenna Schultz (2029 MB) both play for Summit Peak 16 Elite. Ayla is 5'11\"; Kenna is 6'1\".\n\nPriscilla Vang",
      { address: "pvang@summitpeak.example", name: "Priscilla Vang" },
    );
    expect((email.athletes ?? []).map((athlete) => [athlete.firstName?.value, athlete.clubTeam?.value, athlete.height?.value.inches])).toEqual([
      ["Ayla", "Summit Peak 16 Elite", 71],
      ["Kenna", "Summit Peak 16 Elite", 73],
    ]);
  });
});

describe("twelfth tuning batch: a player's position written before her name", () => {
  it("gives 'her catcher Camila Toro' her position, not to the pitcher before her", () => {
    const email = read(
      "2027 pitcher and catcher",
      "Coach Renner,\n\nI have a battery you should see. Brooke Ellison is a 2027 pitcher (5'10\", 3.7 GPA) and her catcher Camila Toro is a 2027 too (5'5\", 3.9 GPA). Both play for Lone Pine 18U.\n\nTess Garr\nLone Pine Fastpitch",
      { address: "tgarr@lonepine.example", name: "Tess Garr" },
    );
    expect((email.athletes ?? []).map((athlete) => athlete.positions?.value)).toEqual([["P"], ["C"]]);
  });
});

describe("tuning misses in the same fields", () => {
  it("does not take a beach partner's height for hers", () => {
    const email = read(
      "Beach VB defender - 2028 - Lia Moreno",
      "Hi Coach,\n\nI'm a 2028 beach defender from Jupiter, FL. My partner (Tess Vane, 6'2\" blocker) and I won the 16U title at Junior Nationals.\n\nI'm 5'6\", 3.9 GPA.\n\nThank you!\nLia Moreno",
      { address: "liamoreno28@gmail.com", name: "Lia Moreno" },
    );
    expect(email.athlete?.height?.value.inches).toBe(66);
  });

  it("reads twins' class from 'Ava and Chloe Ricci, juniors at …' for both", () => {
    const email = read(
      "Ava & Chloe Ricci",
      "Coach Lane,\n\nI'm the mom of twins, Ava and Chloe Ricci, juniors at Hanover Mill High School. Both play for Richmond Elite 17 Gold.\n\nAva is our setter, 5'9\", 3.81 GPA.\nChloe plays right side, 6'0\", 3.67 GPA.\n\nThank you,\nDenise Ricci",
      { address: "denise.ricci@gmail.com", name: "Denise Ricci" },
    );
    expect((email.athletes ?? []).map((athlete) => athlete.gradYear?.value)).toEqual([2028, 2028]);
  });

  it("reads 'She has a 3.8' closing a clause as her GPA, not a home-to-first time", () => {
    const withGpa = read(
      "ID camp question",
      "Hi Coach,\n\nMy daughter, Bridget Fenn, is a 2028 center midfielder with Coastal Storm 09G ECNL-RL. She has a 3.8 and hopes to study engineering.\n\nThank you!\nLorna Fenn",
      { address: "lorna.fenn@gmail.com", name: "Lorna Fenn" },
    );
    expect(withGpa.athlete?.gpa?.value.value).toBe(3.8);
    const withTime = read(
      "2029 SS - Addy Holm",
      "Coach,\n\nAddy Holm is a 2029 shortstop for Iowa Lightning 16U. She has a 2.9 home to first and bats left.\n\nCurt Holm",
      { address: "curt.holm@gmail.com", name: "Curt Holm" },
    );
    expect(withTime.athlete?.gpa).toBeNull();
  });
});

describe("probes in the same fields", () => {
  const athleteSays = (line: string) =>
    read("Recruiting intro", `Hi Coach,\n\nMy name is Jaya Lind and I play volleyball as an outside hitter for Mesa 17 Red. ${line}\n\nThank you,\nJaya Lind`, { address: "jayalind@gmail.com", name: "Jaya Lind" }).athlete;

  it("reads 'I stand at 5'10 1/2\"' and 'measured in at 6'0\"' as her height (an 'at' that is no reach's)", () => {
    expect(athleteSays("I stand at 5'10 1/2\" and I'm a rising junior.")?.height?.value.inches).toBe(70.5);
    expect(athleteSays("I measured in at 6'0\" at our club's testing day.")?.height?.value.inches).toBe(72);
    expect(athleteSays("Height 5'9\", block touch at 9'8\".")?.height?.value.inches).toBe(69);
  });

  it("reads 'Graduation: Spring 2028' as her class year", () => {
    expect(athleteSays("Graduation: Spring 2028 | Height: 70 inches | GPA: 4.0")?.gradYear?.value).toBe(2028);
  });
});

describe("probes: regions as the press writes them", () => {
  const homeOf = (line: string) => {
    const athlete = read("Recruiting intro", `Hi Coach,\n\nMy name is Jaya Lind, class of 2028 outside hitter for Mesa 17 Red. ${line}\n\nThank you,\nJaya Lind`, { address: "jayalind@gmail.com", name: "Jaya Lind" }).athlete;
    return `${athlete?.city?.value}, ${athlete?.state?.value}`;
  };

  it("reads AP-style and press abbreviations of states and provinces, and Hawai'i with its ʻokina", () => {
    expect(homeOf("I'm from Mobile, Ala.")).toBe("Mobile, AL");
    expect(homeOf("I'm from Sioux Falls, S. Dak.")).toBe("Sioux Falls, SD");
    expect(homeOf("I'm from Charleston, W.Va.")).toBe("Charleston, WV");
    expect(homeOf("I'm from Honolulu, Hawaiʻi.")).toBe("Honolulu, HI");
    expect(homeOf("I'm from Saskatoon, Sask.")).toBe("Saskatoon, SK");
    expect(homeOf("I live in St. John's, Newfoundland.")).toBe("St. John's, NL");
  });
});

describe("probes: names after a greeting or a verb", () => {
  it("reads the athlete after the greeting 'Coach - ' (no coach's name label)", () => {
    const email = read("intro", "Coach - Poppy Ashworth here, 2029 midfielder at Haverford Glen School. 5'4\".\n\nPoppy", { address: "poppy29@gmail.com", name: "Poppy A" });
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value]).toEqual(["Poppy", "Ashworth"]);
  });

  it("still passes over a coach's name under a 'Coach -' label in a profile", () => {
    const email = read("2028 OH - Lena Marsh", "Hi Coach,\n\nLena Marsh | 2028 | OH | 5'11\"\nClub: Prairie Fire 17 Gold\nCoach - Dana Ruiz, 316-555-0100\n\nLena Marsh", { address: "lenamarsh28@gmail.com", name: "Lena Marsh" });
    expect((email.athletes ?? []).map((athlete) => athlete.firstName?.value)).toEqual(["Lena"]);
  });

  it("does not take a verb opening the sentence for a first name ('Sharing Hadley Vossberg's info below')", () => {
    const email = processTextEmail(
      { subject: "Fwd: Hadley", body: "Coach,\n\nSharing Hadley Vossberg's info below. She is a 2028 OH, 6'0\".\n\nRuth", from: { address: "ruth@prairiewind.example", name: "Ruth Castellane" } },
      { receivedAt: when, coachSaysRecruiting: true },
    );
    expect((email.athletes ?? []).map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`)).toEqual(["Hadley Vossberg"]);
  });
});

describe("probes: a surname of particles and two family names", () => {
  it("keeps 'de la Vega Ruiz' whole after two given names", () => {
    const email = read("2028 OH", "Hola Coach, soy Ana Sofía de la Vega Ruiz, una opuesta de la clase 2028 de Miami, FL.\n\nGracias,\nAna Sofía", { address: "anasofia.dlv@gmail.com", name: "Ana Sofía de la Vega" });
    expect(email.athlete?.lastName?.value).toBe("de la Vega Ruiz");
  });
});
