import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Failure classes the tuning split's seventh batch met, all about finding every athlete and her name: a club's
 * name read as a person's, a name written "Last, First", an athlete's own profile header at the top of her mail, a
 * two-letter surname that is also a particle, and a roster table's header row read as one athlete's values.
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });
const names = (email: ReturnType<typeof read>) => (email.athletes ?? (email.athlete ? [email.athlete] : [])).map((one) => `${one.firstName?.value ?? "?"} ${one.lastName?.value ?? "?"}`);

describe("seventh tuning batch failure classes", () => {
  it("reads no person inside a club's name ('plays club for Long Island Yellow Jackets 2027 Blue'), so the athlete described by her coach stays the one", () => {
    const email = read(
      "Attacker for 2027",
      "Coach,\n\nSenior Delphine Achterberg has been our leading scorer for three seasons, and I think she would fit your program. She's a 5'7\" attacker, class of 2027, and she plays club for Long Island Yellow Jackets 2027 Blue.\n\nDelphine carries a 3.94 GPA.\n\nLorraine Fitch\nHead Girls Lacrosse Coach",
      { address: "lfitch@millbrook.k12.example", name: "Lorraine Fitch" },
    );
    expect(names(email)).toEqual(["Delphine Achterberg"]);
  });

  it("reads no person inside a club's birth-year team ('She plays ECNL for Willamette United 09G and she's 5'9\"')", () => {
    const email = read(
      "2028 center back",
      "Hi Coach,\n\nMy daughter Noa Fairweather is a 2028 center back at Cedar Hollow High School. She plays ECNL for Willamette United 09G and she's 5'9\". Her GPA is 3.77.\n\nBettina Fairweather",
      { address: "bfairweather@gmail.com", name: "Bettina Fairweather" },
    );
    expect(names(email)).toEqual(["Noa Fairweather"]);
    expect(email.athlete?.clubTeam?.value).toBe("Willamette United 09G");
  });

  it("reads the athlete from the account a parent writes from ('This is Noa's mom … writing from Noa's account' from 'Noa Fairweather')", () => {
    const email = read(
      "Soccer recruit",
      "Hello Coach,\n\nThis is Noa's mom, Bettina, writing from Noa's account since she's at practice tonight.\n\nNoa is a 2028 center back at Cedar Hollow High School in Eugene, Oregon. Her GPA is 3.77.\n\nNoa's cell: 541-555-0114. Mine is 541-555-0115.\n\nThank you,\nBettina Fairweather",
      { address: "noafairweather08@gmail.com", name: "Noa Fairweather" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(names(email)).toEqual(["Noa Fairweather"]);
    expect(email.athlete?.phone?.value).toBe("+15415550114");
  });

  it("reads no person in a business the writer runs ('I run Barrel Up Hitting Lab'), and a center fielder who bats left plays softball", () => {
    const email = read(
      "Kaia Whitford - 2027 OF, lefty bat",
      "Coach,\n\nI run Barrel Up Hitting Lab in Columbus and I've been working with Kaia Whitford since she was eleven. She's a 2027 center fielder, bats left, and the most coachable hitter I have.\n\nDom Ferraro\nBarrel Up Hitting Lab",
      { address: "dom@barreluphitting.example", name: "Dom Ferraro" },
    );
    expect(names(email)).toEqual(["Kaia Whitford"]);
    expect(email.athlete?.positions?.value).toEqual(["OF"]);
  });

  it("reads no person in a school named by its patron ('Bishop Harrow Catholic'), so the player it coaches keeps her position and her school", () => {
    const email = read(
      "Middle blocker recommendation",
      "Coach,\n\nI'm the varsity coach at Bishop Harrow Catholic in Fort Wayne, Indiana, and I'd like to recommend my senior middle, Tamsin Wolcott (class of 2027). She is 6'2\".\n\nCoach Lee",
      { address: "lee@bishopharrow.example", name: "Pat Lee" },
    );
    expect(names(email)).toEqual(["Tamsin Wolcott"]);
    expect([email.athlete?.positions?.value, email.athlete?.highSchool?.value]).toEqual([["MB"], "Bishop Harrow Catholic"]);
  });

  it("reads no athlete in the writer's own introduction ('It's Hallie Marsh (now Marsh-Conroy)' from Hallie Marsh-Conroy)", () => {
    const email = read(
      "From an alum - a setter you should see",
      "Hi Coach!\n\nIt's Hallie Marsh (now Marsh-Conroy), setter from the 2012-2015 teams. I coach a youth team in Reno and I have a kid you need to see.\n\nJocelyn Tafoya is a 2029 setter, 5'8\", for Sierra Peaks 16 Teal. She has a 4.0 GPA.\n\nGo Larks,\nHallie",
      { address: "hallie.conroy@outlook.com", name: "Hallie Marsh-Conroy" },
    );
    expect(names(email)).toEqual(["Jocelyn Tafoya"]);
  });

  it("keeps both surnames of a writer from a country whose names carry two, writing in English ('Larissa Tavares Monteiro … from Londrina, Brazil')", () => {
    const email = read(
      "Outside hitter from Brazil",
      "Dear Coach,\n\nMy name is Larissa Tavares Monteiro, I am from Londrina, in the state of Paraná, Brazil. I am an outside hitter, class of 2027.\n\nLarissa Tavares Monteiro",
      { address: "larissa.tmonteiro@gmail.com", name: "Larissa Tavares Monteiro" },
    );
    expect(names(email)).toEqual(["Larissa Tavares Monteiro"]);
  });

  it("reads a name written surname first under a name label ('Name: Sutton, Brielle')", () => {
    const labelled = read("Recruiting info - 2027 2B/OF", "Coach,\n\nName: Sutton, Brielle\nGrad Year: 2027\nPositions: 2B / OF\nHeight: 5'4\"\n\nThank you!", { address: "bsutton.sb@gmail.com", name: null });
    expect(names(labelled)).toEqual(["Brielle Sutton"]);
    const cell = read("Softball profile", "Coach,\n\nPlayer: Sutton, Brielle | Grad: 2027 | Pos: 2B\n\nThank you!", { address: "bsutton.sb@gmail.com", name: null });
    expect(names(cell)).toEqual(["Brielle Sutton"]);
  });

  it("reads an athlete's own profile header, her full name alone on the first line over her class and position, when her address gives no name", () => {
    const email = read(
      "Recruiting profile",
      "Rowan Ellery\nClass of 2028 · Outside Hitter · 6'0\"\nClub: Hoosier Heat 17 Gold\nGPA 3.8\n\nCoach, I'm very interested in your program and would love to come to a home match. Thank you for looking!",
      { address: "rowan.ellery@icloud.com", name: null },
    );
    expect(names(email)).toEqual(["Rowan Ellery"]);
  });

  it("keeps a capitalised surname that is also a particle when it ends the name ('Vivian Le, 2029 pitcher', 'Camille Du, passeuse')", () => {
    const email = read("2029 pitcher/utility", "Hi Coach,\n\nVivian Le, 2029 pitcher and utility player, Garden Grove Orchard High School. 5'6\", 3.98 GPA.\n\nThanks!\nVivian", { address: "vivianle2029@gmail.com", name: "Vivian Le" });
    expect(names(email)).toEqual(["Vivian Le"]);
    const french = read("Passeuse 2028", "Bonjour Coach,\n\nJe suis Camille Du, passeuse, classe de 2028.\n\nCamille", { address: "camilledu28@gmail.com", name: null });
    expect(names(french)).toEqual(["Camille Du"]);
  });

  it("reads no athlete's position from a roster table's header row ('Player | Grad | Position | Height'): only each row's own cells are hers", () => {
    const email = read(
      "Four for your program",
      "Coach,\n\nFour of my Cascade Rapids 08G ECNL players asked me to write to you.\n\nPlayer | Grad | Position | Height | High School | GPA\nKiera Dunleavy | 2027 | Forward | 5'7\" | Gig Harbor Point HS | 3.6\nMarguerite Osei | 2027 | Center back | 5'10\" | Bellarmine Heights Prep | 3.9\nAnneliese Brandvold | 2028 | Goalkeeper | 5'11\" | Puyallup Crest HS | 3.75\n\nBettina Solberg\nGirls Director of Coaching, Cascade Rapids FC",
      { address: "bsolberg@cascaderapidsfc.example", name: "Bettina Solberg" },
    );
    // "Forward" alone in a cell is an ordinary word the position rules take only after a year or a height: not read, but no header label either.
    expect((email.athletes ?? []).map((one) => one.positions?.value ?? null)).toEqual([null, ["center back"], ["goalkeeper"]]);
  });
});

describe("seventh tuning batch failure classes: names written surname first", () => {
  it("reads a coach's list of players written surname first ('Kettering, Marisa - 2027 OH'), a particle kept ('de la Cruz, Isabella')", () => {
    const email = read(
      "Our 17s at the qualifier",
      "Coach,\n\nA few of ours for the qualifier:\n\n- Kettering, Marisa - 2027 OH - 6'0\"\n- Achebe, Tamsin - 2027 MB - 6'2\"\n- de la Cruz, Isabella (2028, setter)\n\nRhonda Stillwater\nClub Director",
      { address: "rstillwater@tidewatervbc.example", name: "Rhonda Stillwater" },
    );
    expect(names(email)).toEqual(["Marisa Kettering", "Tamsin Achebe", "Isabella de la Cruz"]);
    const reminder = read("Saturday", "Coach,\n\nReminder, Saturday - 2027 schedule below.\nThanks, Dana - 555-0100\n\nDana Holt", { address: "dholt@kjv.example", name: "Dana Holt" });
    expect(names(reminder)).toEqual([]);
  });
});

describe("seventh tuning batch failure classes: names the sender confirms", () => {
  it("reads a first-person introduction written in lower case when the sender's name confirms it ('this is jazmin ruelas' from Jaz Ruelas), and nothing else lower case", () => {
    const email = read(
      "hi coach",
      "hi coach!! this is jazmin ruelas (everyone calls me jaz) im a 2029 catcher out of Las Cruces, NM and i play for Desert Heat Gold 16U. my cell is 575 555 0128 thank you!!",
      { address: "jazruelas.c29@icloud.com", name: "Jaz Ruelas" },
    );
    expect(names(email)).toEqual(["Jazmin Ruelas"]);
    const stranger = read("hi coach", "hi coach, this is going to be short. I'm a 2029 catcher out of Las Cruces, NM.\n\nJaz", { address: "jazruelas.c29@icloud.com", name: "Jaz Ruelas" });
    expect(names(stranger)).toEqual(["Jaz Ruelas"]);
  });
});

describe("seventh tuning batch failure classes: how a name is introduced", () => {
  it("reads a name with a middle initial whole ('Maya J. Thompson'), the initial left out", () => {
    const email = read("2028 OH", "Hi Coach,\n\nMy name is Maya J. Thompson and I'm a 2028 outside hitter.\n\nThanks", { address: "mt2028@gmail.com", name: null });
    expect(names(email)).toEqual(["Maya Thompson"]);
  });

  it("reads a line opening 'Meet Ava Chen:' as an introduction of Ava Chen, not of a 'Meet Chen'", () => {
    const meet = read("Prospect", "Coach,\n\nMeet Ava Chen: 2028 outside hitter, 6'1\", Dynasty 16 Black.\n\nCoach Bill Ames\nDynasty VBC", { address: "bames@dynastyvbc.example", name: "Bill Ames" });
    expect(names(meet)).toEqual(["Ava Chen"]);
    const weather = read("Saturday", "Coach,\n\nWe meet Lone Peak in pool play at 9. Meet Saturday at the gym.\n\nBill Ames", { address: "bames@dynastyvbc.example", name: "Bill Ames" });
    expect(names(weather)).toEqual([]);
  });
});

describe("seventh tuning batch failure classes: sisters named by their family", () => {
  it("reads 'the Marchetti twins, Ava and Chloe' as Ava and Chloe Marchetti, not as their mother who signs", () => {
    const email = read(
      "Twins - 2028",
      "Hello Coach,\n\nI'm writing about the Marchetti twins, Ava and Chloe, both 2028 outside hitters at Lakeview High School.\n\nGina Marchetti",
      { address: "gmarchetti@gmail.com", name: "Gina Marchetti" },
    );
    expect(names(email)).toEqual(["Ava Marchetti", "Chloe Marchetti"]);
  });
});

describe("seventh tuning batch failure classes: a roster's name columns", () => {
  it("reads a roster table that splits the name into First and Last columns, a name per row, not the director who sends it", () => {
    const email = read(
      "Uncommitted 2027s",
      "Coach,\n\nOur uncommitted 2027s:\n\nFirst | Last | Grad | Pos | Height\nAva | Chen | 2027 | OH | 6'0\"\nMia | Lopez | 2027 | S | 5'9\"\n\nDana Holt\nDirector, KJV Volleyball",
      { address: "dholt@kjv.example", name: "Dana Holt" },
    );
    expect(names(email)).toEqual(["Ava Chen", "Mia Lopez"]);
    expect((email.athletes ?? []).map((one) => one.positions?.value)).toEqual([["OH"], ["S"]]);
  });
});

describe("seventh tuning batch failure classes: hyphenated names", () => {
  it("reads no second athlete from the part of a hyphenated first name after its hyphen ('Mary-Kate Olsen-Briggs' is not also 'Kate Olsen-Briggs')", () => {
    const email = read(
      "Two setters",
      "Coach,\n\nTwo of ours: Mary-Kate Olsen-Briggs (2028, setter) and Ann-Marie Delacroix (2028, libero).\n\nDana Holt\nDirector, KJV Volleyball",
      { address: "dholt@kjv.example", name: "Dana Holt" },
    );
    expect(names(email)).toEqual(["Mary-Kate Olsen-Briggs", "Ann-Marie Delacroix"]);
  });
});

describe("seventh tuning batch failure classes: athletes named first, described after", () => {
  it("keeps every athlete a coach names together and then describes one paragraph each by her first name", () => {
    const email = read(
      "Two seniors",
      "Coach,\n\nI have two seniors I'd like you to know about: Yesenia Carrillo and Hollis Brandt-Okafor.\n\nYesenia is our shortstop, class of 2027, 5'6\" and a 3.3 GPA.\n\nHollis is a left-handed pitcher, class of 2027, 5'11\" with a 3.85 GPA.\n\nDarnell Whitcomb\nHead Softball Coach, Brazos Bend High School",
      { address: "dwhitcomb@brazosbend.k12.example", name: "Darnell Whitcomb" },
    );
    expect(names(email)).toEqual(["Yesenia Carrillo", "Hollis Brandt-Okafor"]);
    expect((email.athletes ?? []).map((one) => one.height?.value.inches)).toEqual([66, 71]);
  });
});

describe("seventh tuning batch failure classes: a sign-off's pronouns", () => {
  it("reads a name whose line ends with her pronouns ('Ava Chen (she/her)') over her class line as her name", () => {
    const email = read("2028 OH", "Hi Coach,\n\nI'm a 2028 outside hitter for Dynasty 16 Black and would love to attend your camp.\n\nAva Chen (she/her)\nClass of '28", { address: "ac2028@gmail.com", name: null });
    expect(names(email)).toEqual(["Ava Chen"]);
  });
});

describe("seventh tuning batch failure classes: a subject written surname first", () => {
  it("reads 'Recruiting: Olafsson, Mackenzie (2028 S)' as Mackenzie Olafsson when the body only signs 'Kenzie'", () => {
    const email = read("Recruiting: Olafsson, Mackenzie (2028 S)", "Hi Coach!\n\nI'm a 2028 setter for Peak Elite 17 Teal.\n\nKenzie", { address: "kenz2028@gmail.com", name: null });
    expect(names(email)).toEqual(["Mackenzie Olafsson"]);
    const town = read("2028 RHP | Texas Bombers Gold 16U | Katy, TX", "Coach,\n\nI'm a 2028 right-handed pitcher.\n\nAddison Vrabel", { address: "addyvrabel.p@gmail.com", name: null });
    expect(names(town)).toEqual(["Addison Vrabel"]);
  });
});

describe("seventh tuning batch failure classes: a parent's daughters by their first names", () => {
  it("reads 'my daughters, Brooke and Lainey' as two athletes, each with her own details, the family's surname where her address confirms it", () => {
    const email = read(
      "My two girls",
      "Hello Coach,\n\nI'm writing for my daughters, Brooke and Lainey.\n\nBrooke is a 2027 outside hitter, 5'11\", brookec.vb@gmail.com.\n\nLainey is a 2029 setter, 5'8\", laineycastellanos@gmail.com.\n\nRenata Castellanos",
      { address: "renata.castellanos@yahoo.com", name: "Renata Castellanos" },
    );
    expect(email.isRecruiting).toBe(true);
    expect(names(email)).toEqual(["Brooke ?", "Lainey Castellanos"]);
    expect((email.athletes ?? []).map((one) => one.gradYear?.value)).toEqual([2027, 2029]);
  });
});

describe("seventh tuning batch failure classes: a name written in capitals", () => {
  it("capitalises a Scottish or Irish 'Mc' surname written in capitals as the name is spelt ('FIONA MCALLISTER' is Fiona McAllister)", () => {
    const email = read("2028 GK", "HELLO COACH, MY NAME IS FIONA MCALLISTER AND I AM A 2028 GOALKEEPER.", { address: "fionamc@gmail.com", name: null });
    expect(names(email)).toEqual(["Fiona McAllister"]);
  });
});

describe("seventh tuning batch failure classes: a parent named as the athlete's parent", () => {
  it("takes 'This is Hector Quintero, Marisol's dad' for the father introducing Marisol, not for the athlete", () => {
    const email = read(
      "Marisol Quintero - 2028 SS",
      "Good morning Coach,\n\nThis is Hector Quintero, Marisol's dad. Marisol is a 2028 shortstop for Arizona Hotshots 16U - Mendez, 5'5\", 3.7 GPA.\n\nHector Quintero\n602-555-0151",
      { address: "hquintero@sunvalleytile.example", name: "Hector Quintero" },
    );
    expect(names(email)).toEqual(["Marisol Quintero"]);
    expect(email.athlete?.phone ?? null).toBeNull();
  });

  it("reads 'Marisol's dad here!' as her father writing: the athlete is Marisol, with the family's surname", () => {
    const email = read(
      "2028 SS",
      "Good morning Coach,\n\nMarisol's dad here! She is a 2028 shortstop for Arizona Hotshots 16U - Mendez, 5'5\". Her email is marisolq2028@gmail.com.\n\nHector Quintero",
      { address: "hquintero@sunvalleytile.example", name: "Hector Quintero" },
    );
    expect(names(email)).toEqual(["Marisol Quintero"]);
    expect(email.athlete?.email?.value).toBe("marisolq2028@gmail.com");
  });
});
