import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Club teams written the ways real mail writes them, probed with short invented emails: a soccer team's birth year
 * and letter ("09G", "G08") as its age group, the club's abbreviation in brackets inside its name, the club and its
 * team on two labelled lines, clubs abroad named by their own prefixes ("UKS", "OK", "Union Volley", "Volley …"),
 * school years and college camps that are no clubs, and the club in a club coach's note above the forwarded athlete.
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (body: string, from = { address: "player2028@gmail.com", name: "Dana Player" }, subject = "Recruiting") => processTextEmail({ subject, body, from }, { receivedAt: when });
const clubOf = (body: string, from?: { address: string; name: string }) => read(body, from).athlete?.clubTeam?.value ?? null;

describe("club teams probed", () => {
  it("reads a soccer team's birth year and letter as its age group ('Harborlight SC 08G ECNL', 'Real Colorado 08G ECNL-RL', 'Solar SC ECNL 09G')", () => {
    const coach = { address: "jpike@harborlight.example", name: "Jon Pike" };
    expect(clubOf("Coach,\n\nMaddie Rourke (2027, CB) - Harborlight SC 08G ECNL - would be a great fit for you. Strong in the air, 3.8 GPA.\n\nJon Pike\nDirector of Coaching", coach)).toBe("Harborlight SC 08G ECNL");
    expect(clubOf("Coach,\n\nI'm Emma Reyes, a 2027 winger at Real Colorado 08G ECNL-RL. My film: https://youtu.be/Er12Ab34Cd5\n\nEmma Reyes")).toBe("Real Colorado 08G ECNL-RL");
    // In a soccer player's mail a birth year and letter is her team's wherever written.
    expect(clubOf("Hi Coach,\n\nI'd love to come to your ID camp. Film: https://youtu.be/Av12Ab34Cd5\n\nAva Stone\n2028 Center Back\nConcorde Fire Platinum 08G")).toBe("Concorde Fire Platinum 08G");
    expect(clubOf("Hi Coach,\n\nAva Stone | 2028 | CB | Slammers FC HB Koge 08G | 3.9 GPA\n\nFilm: https://youtu.be/Av12Ab34Cd5\n\nAva Stone")).toBe("Slammers FC HB Koge 08G");
    // The same shape in an address or a label is no team.
    expect(clubOf("Coach,\n\nI'm Emma Reyes, a 2027 forward. Mail reaches me at 42 Elm Street Apt 10B, Tulsa OK.\n\nFilm: https://youtu.be/Er12Ab34Cd5\n\nEmma Reyes")).toBeNull();
    expect(clubOf("Coach,\n\nEmma Reyes | 2027 | Forward | Solar SC ECNL 09G | 3.9 GPA\n\nFilm: https://youtu.be/Er12Ab34Cd5\n\nEmma Reyes")).toBe("Solar SC ECNL 09G");
  });

  it("reads a club only in her signature, under her name ('Riverside Union 09G Premier')", () => {
    const body = "Hi Coach Ames,\n\nI'm a 2029 midfielder and would love to come to your ID camp in March. My film is below.\n\nhttps://youtu.be/Ab3dE5fGh7J\n\nThank you,\nLena Brooks\nRiverside Union 09G Premier\nClass of 2029";
    expect(clubOf(body)).toBe("Riverside Union 09G Premier");
  });

  it("keeps the club's abbreviation in brackets inside its name ('Northern Lights (NLVC) 17 Black')", () => {
    expect(clubOf("Hi Coach,\n\nMy name is Tessa Vance, a 2028 outside hitter. I play for Northern Lights (NLVC) 17 Black and attend Cedar Ridge High School.\n\nThanks,\nTessa Vance")).toBe("Northern Lights (NLVC) 17 Black");
    expect(clubOf("Hi Coach,\n\nName: Tessa Vance\nClass: 2028\nClub: Northern Lights (NLVC) 17 Black\nSchool: Cedar Ridge HS\n\nTessa")).toBe("Northern Lights (NLVC) 17 Black");
  });

  it("joins the club and its team written on two labelled lines ('Club: Ozark Storm' / 'Team: 16 Gold')", () => {
    expect(clubOf("Hi Coach,\n\nName: Sadie Ward\nGrad Year: 2028\nPosition: Setter\nClub: Ozark Storm\nTeam: 16 Gold\nHigh School: Rogers High School\n\nSadie")).toBe("Ozark Storm 16 Gold");
    expect(clubOf("Hi Coach,\n\nAthlete: Sadie Ward (2028, setter)\nTeam: 17 Elite\nClub: Summit Peak\n\nSadie Ward")).toBe("Summit Peak 17 Elite");
    expect(clubOf("Hi Coach,\n\nAthlete: Sadie Ward (2028, setter)\nClub Team: Mountain West\nAge Group: 17U Elite\n\nSadie Ward")).toBe("Mountain West 17U Elite");
  });

  it("takes the fullest form written: the club's abbreviation gives way to its name with its team, an age group is one word however written ('16s', '16U', '16'), a team numbered '16-1'", () => {
    expect(clubOf("Hi Coach,\n\nName: Ava Stone\nClass: 2028\nClub: LPVC\n\nI play on the Lakeshore Power Volleyball Club 16 Black team this season.\n\nAva Stone")).toBe("Lakeshore Power Volleyball Club 16 Black");
    expect(clubOf("Hi Coach,\n\nName: Ava Stone\nClass: 2028\nClub: Lakeshore Power 16s\n\nI play for Lakeshore Power 16 Black this season.\n\nAva Stone")).toBe("Lakeshore Power 16 Black");
    expect(clubOf("Hi Coach,\n\nClub: Lakeshore Power Volleyball\nTeam: 16-1\n\nAva Stone, 2028 OH, film https://youtu.be/Av12Ab34Cd5")).toBe("Lakeshore Power Volleyball 16-1");
  });

  it("reads clubs abroad by their own prefixes, written without 'I play for' ('UKS Jedynka Kraków', 'OK Crvena Zvezda', 'Union Volley Ahrensburg')", () => {
    expect(clubOf("Dear Coach,\n\nMy name is Zofia Nowak, a 2027 setter. This season UKS Jedynka Kraków finished second in the junior league and I was named best setter.\n\nZofia Nowak")).toBe("UKS Jedynka Kraków");
    expect(clubOf("Dear Coach,\n\nMilica Jovanović, 2027 opposite, 188 cm. Currently at OK Crvena Zvezda (Belgrade), junior team.\n\nMilica Jovanović")).toBe("OK Crvena Zvezda");
    expect(clubOf("Hello Coach,\n\nI am Lea Fischer, a 2028 middle blocker from Hamburg, Germany. My highlight video: https://youtu.be/Xy12Ab34Cd5\n\nBest,\nLea Fischer\nUnion Volley Ahrensburg")).toBe("Union Volley Ahrensburg");
    expect(clubOf("Dear Coach,\n\nI am Giulia Rossi, a 2027 setter from Italy, 183 cm. This year Volley Bergamo 1991 moved me up to the B2 team.\n\nGiulia Rossi")).toBe("Volley Bergamo 1991");
    expect(clubOf("Dear Coach,\n\nMy name is Ava Stone, a 2027 setter, 183 cm. This season Imoco Volley Conegliano reached the junior final.\n\nAva Stone")).toBe("Imoco Volley Conegliano");
    expect(clubOf("Dear Coach,\n\nMy name is Ava Stone, a 2027 setter, 183 cm. This season CV Haro Rioja reached the junior final.\n\nAva Stone")).toBe("CV Haro Rioja");
    expect(clubOf("Dear Coach,\n\nMy name is Ava Stone, a 2027 setter, 183 cm. I play for ASD Volley Academy Bergamo in the junior league.\n\nAva Stone")).toBe("ASD Volley Academy Bergamo");
    expect(clubOf("Olá Coach,\n\nSou a Bianca Lopes, 2027, levantadora. Treino no Clube Areia Branca desde os 12 anos. Vídeo: https://youtu.be/Bl12Ab34Cd5\n\nBianca Lopes")).toBe("Clube Areia Branca");
    expect(clubOf("Hallo Coach,\n\nich bin Jana Weber, Jahrgang 2027, Zuspielerin. Seit drei Jahren spiele ich bei der SG Altona Nord in der Jugend.\n\nJana Weber")).toBe("SG Altona Nord");
  });

  it("keeps the coach's name after a dash when a level or colour follows the age group ('Ozark Storm 16U Gold - Haskins', 'TEXAS BOMBERS 18U GOLD - RUIZ')", () => {
    expect(clubOf("Hi Coach,\n\nName: Reagan Tate\nClass: 2028\nPosition: SS\nTravel team: Ozark Storm 16U Gold - Haskins\nGPA: 3.8\n\nReagan Tate")).toBe("Ozark Storm 16U Gold - Haskins");
    expect(clubOf("Hi Coach,\n\nI'm Reagan Tate, a 2028 shortstop. I play for Ozark Storm 16U - Coach Haskins.\n\nReagan Tate")).toBe("Ozark Storm 16U - Coach Haskins");
    expect(clubOf("Hi Coach,\n\nI'm Reagan Tate, a 2028 shortstop. I play for TN Fury 2027 - Jones.\n\nReagan Tate")).toBe("TN Fury 2027 - Jones");
    expect(clubOf("Hi Coach,\n\nWHO DO YOU PLAY FOR?\n\nTEXAS BOMBERS 18U GOLD - RUIZ\n\nClass of 2027, catcher.\n\nReese Lowe")).toBe("TEXAS BOMBERS 18U GOLD - RUIZ");
  });

  it("keeps the team written apart from its club: after a comma ('Club: Lakeshore Power, 16 Black') or as 'on their 16 Black team'", () => {
    expect(clubOf("Hi Coach,\n\nI'm Ava Stone, a 2028 outside hitter, 6'0\".\nClub: Lakeshore Power, 16 Black\nHS: Rogers HS\n\nAva Stone")).toBe("Lakeshore Power 16 Black");
    const parent = { address: "jenstone@gmail.com", name: "Jen Stone" };
    expect(clubOf("Hi Coach,\n\nMy daughter Ava Stone (2028 OH, 6'0\") plays club at Lakeshore Power on their 16 Black team. Her film: https://youtu.be/Av12Ab34Cd5\n\nThanks,\nJen Stone", parent)).toBe("Lakeshore Power 16 Black");
  });

  it("reads club play whoever its subject is ('Ava plays club for …', 'she's on the club team for …')", () => {
    const parent = { address: "jenstone@gmail.com", name: "Jen Stone" };
    expect(clubOf("Hi Coach,\n\nMy daughter Ava Stone is a 2028 OH, 6'0\". Ava plays club for Lakeshore Power. Her film: https://youtu.be/Av12Ab34Cd5\n\nThanks,\nJen Stone", parent)).toBe("Lakeshore Power");
    expect(clubOf("Hi Coach,\n\nMy daughter Ava Stone is a 2028 OH, 6'0\". She's on the club team for Lakeshore Power. Her film: https://youtu.be/Av12Ab34Cd5\n\nThanks,\nJen Stone", parent)).toBe("Lakeshore Power");
  });

  it("reads the club after 'and for' when the verb's first team is her school ('I play for Rogers High School and for Lakeshore Power')", () => {
    expect(clubOf("Coach,\n\nI'm Ava Stone, a 2028 OH, 6'0\". I play for Rogers High School and for Lakeshore Power in the off-season.\n\nFilm: https://youtu.be/Av12Ab34Cd5\n\nAva Stone")).toBe("Lakeshore Power");
  });

  it("takes the team written elsewhere over the club's name in a signature ('Our Tri-Lakes Fury 16 Black roster' and 'Tri-Lakes Fury VBC')", () => {
    const coach = { address: "rdubois@trilakesfury.example", name: "Renee Dubois" };
    const body = "Coach,\n\nOur Tri-Lakes Fury 16 Black roster for the Gateway Qualifier is below; the one to watch is our setter, Mia Kowalski (2029, 5'10\"). Her film: https://youtu.be/Mk12Ab34Cd5\n\nThanks,\nCoach Renee Dubois\nTri-Lakes Fury VBC\n610-555-0148";
    expect(clubOf(body, coach)).toBe("Tri-Lakes Fury 16 Black");
  });

  it("reads a club in lower-case mail without 'i play for' ('lakeshore power 16u black' under her name, 'lakeshore vbc'), its abbreviations in capitals", () => {
    const from = { address: "avastone28@gmail.com", name: "Ava Stone" };
    expect(clubOf("hi coach, im ava stone (2028 oh) and id love to come to camp. film https://youtu.be/Av12Ab34Cd5\n\nava stone\nlakeshore power 16u black", from)).toBe("Lakeshore Power 16u Black");
    expect(clubOf("hi coach im ava stone 2028 oh. i play at lakeshore vbc on 16 black. film https://youtu.be/Av12Ab34Cd5", from)).toBe("Lakeshore VBC");
    expect(clubOf("hey coach im ava stone, 2027 cb. i play for solar sc ecnl 09g. film https://youtu.be/Av12Ab34Cd5", from)).toBe("Solar SC ECNL 09G");
    expect(clubOf("hi coach im ava stone 2028 oh, ranked top 16s in the state. film https://youtu.be/Av12Ab34Cd5", from)).toBeNull();
  });

  it("takes no school year ('Grade 11'), high-school team ('JV'), college camp or class, event or league for a club", () => {
    expect(clubOf("Hi Coach,\n\nI'm Ava Singh, a 2028 libero. I play for Grade 11 Lions at my school and for Halton Hurricanes 17U.\n\nAva Singh")).toBe("Halton Hurricanes 17U");
    expect(clubOf("Hi Coach,\n\nI'm Chloe Park, a 2028 setter. Volley Ball is my life! Film: https://youtu.be/Cp12Ab34Cd5\n\nChloe Park")).toBeNull();
    expect(clubOf("Hi Coach,\n\nI'm Chloe Park, a 2028 setter. I'd love to be part of Marlow State Volleyball 2028 class.\n\nChloe Park")).toBeNull();
    expect(clubOf("Hi Coach,\n\nI'm Chloe Park, a 2028 setter. We qualified for AAU 17 Open in Orlando and play in the Sunshine 17 Power League.\n\nChloe Park")).toBeNull();
    expect(clubOf("Hi Coach,\n\nI'm Chloe Park, a 2028 setter. I play for the Rogers JV 16 team and Lakeshore Power 16 Black.\n\nChloe Park")).toBe("Lakeshore Power 16 Black");
    expect(clubOf("Hi Coach,\n\nI'm Chloe Park, a 2028 setter. I attended the Marlow State Volleyball 17s camp last summer and loved it.\n\nChloe Park")).toBeNull();
  });

  it("takes no numbered road, flat, course or ranking for a club ('off Highway 17', 'Apt 14', 'English 11 Honors', 'Top 10')", () => {
    expect(clubOf("Hi Coach,\n\nI'm Ava Stone, a 2028 outside hitter, 6'0\". We live right off Highway 17 in Conway, Apt 14. I take English 11 Honors and I'm ranked Top 10 in my class.\n\nFilm: https://youtu.be/Av12Ab34Cd5\n\nAva Stone")).toBeNull();
  });

  it("takes no opponent for her club ('vs. Texas Legacy 17 Black', 'we beat …', 'lost to …')", () => {
    const intro = "Hi Coach,\n\nI'm Ava Stone, a 2028 outside hitter, 6'0\". ";
    const end = "\n\nFilm: https://youtu.be/Av12Ab34Cd5\n\nAva Stone";
    expect(clubOf(`${intro}Our first match is vs. Texas Legacy 17 Black on court 4 Saturday at 9am.${end}`)).toBeNull();
    expect(clubOf(`${intro}Last weekend we beat Texas Legacy 17 Black in the final.${end}`)).toBeNull();
    expect(clubOf(`${intro}We lost to Texas Legacy 17 Black in the semis, but I play for Lakeshore Power.${end}`)).toBe("Lakeshore Power");
  });

  it("reads the club in a club coach's signature title ('Club Director, Bayou Elite')", () => {
    const coach = { address: "amy@bayouelite.example", name: "Amy Cruz" };
    expect(clubOf("Coach,\n\nI want to introduce Jada Hill, a 2028 setter, 5'10\". Film: https://youtu.be/Jh12Ab34Cd5\n\nAmy Cruz\nClub Director, Bayou Elite", coach)).toBe("Bayou Elite");
  });

  it("reads the club from a club coach's note above the forwarded athlete when she does not name it", () => {
    const coach = { address: "lrowan@marlowstate.edu", name: "Lee Rowan" };
    const body =
      "FYI\n\n---------- Forwarded message ---------\nFrom: Amy Cruz <amy@bayouelite.example>\nDate: Tue, Nov 17, 2026\nSubject: Fwd: Recruiting\nTo: Lee Rowan <lrowan@marlowstate.edu>\n\nCoach,\n\nForwarding a note from one of our Bayou Elite 16 Black players. She's legit.\n\nAmy Cruz\n\n---------- Forwarded message ---------\nFrom: Jada Hill <jadahill28@gmail.com>\nDate: Mon, Nov 16, 2026\nSubject: Recruiting\nTo: Amy Cruz <amy@bayouelite.example>\n\nHi Coach, I'm Jada Hill, a 2028 setter, 5'10\". Here's my film: https://youtu.be/Jh12Ab34Cd5\nThanks, Jada";
    const athlete = read(body, coach).athlete;
    expect(athlete?.firstName?.value).toBe("Jada");
    expect(athlete?.clubTeam?.value).toBe("Bayou Elite 16 Black");
  });

  it("reads a label that opens a sentence as one that opens a line ('… setter. Club: A5 Mizuno 16 Elite. School: Lakeview.')", () => {
    const athlete = read("Hi Coach,\n\nMy name is Ava Stone. Position: setter. Grad year: 2028. School: Lakeview. Club: A5 Mizuno 16 Elite. Height: 5'10\".\n\nThanks,\nAva Stone", { address: "avastone28@gmail.com", name: "Ava Stone" }).athlete;
    expect([athlete?.clubTeam?.value, athlete?.highSchool?.value]).toEqual(["A5 Mizuno 16 Elite", "Lakeview"]);
  });

  it("reads a club whose team is its class year and colour, written anywhere ('Long Island Yellow Jackets 2027 Blue'), and no person inside it", () => {
    const email = read("Coach -\n\nQuick intro: Sam Ortega, 2027 attack, Long Island Yellow Jackets 2027 Blue, Garden City HS. 3.7 GPA.\nFilm: https://youtu.be/So12Ab34Cd5\n\nSam", { address: "samortega.lax@gmail.com", name: "Sam Ortega" });
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value, email.athlete?.clubTeam?.value, email.athlete?.highSchool?.value]).toEqual(["Sam", "Ortega", "Long Island Yellow Jackets 2027 Blue", "Garden City HS"]);
  });

  it("reads no age group from a rating with decimals ('a UTR of 11.2')", () => {
    const body = "Dear Coach,\n\nI am Mira Patel, a 2027 tennis player from Cary, NC with a UTR of 11.2. I train at the Cary Tennis Academy.\n\nMira Patel";
    expect(read(body, { address: "mirapatel27@gmail.com", name: "Mira Patel" }, "UTR 11.2 - class of 2027").athlete?.clubTeam?.value).toBe("Cary Tennis Academy");
  });
});
