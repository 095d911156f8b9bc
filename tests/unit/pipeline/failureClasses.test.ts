import { describe, expect, it } from "vitest";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Issue 16's failure classes as the tuning split's fourth batch met them: sports outside volleyball and
 * softball (their verbs, clubs, age groups and "Events:" lines), a nickname in quotes, a coach's own
 * title and address, and a club coach's list of swimmers whose entries carry marks instead of positions.
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });
const club = (body: string, from = { address: "athlete28@gmail.com", name: "Sam Lindgren" }) => read("Prospective student-athlete", body, from).athlete?.clubTeam?.value ?? null;
const fullNames = (email: ProcessedEmail) => (email.athletes ?? []).map((athlete) => `${athlete.firstName?.value ?? "?"} ${athlete.lastName?.value ?? "?"}`);

describe("issue 16 failure classes (fourth tuning batch)", () => {
  it("reads a club after any sport's verb ('I dive for', 'train at', 'training at'), not a gymnast's level or the word 'program'", () => {
    expect(club("Hi Coach,\n\nMy name is Sam Lindgren, a 2028 diver. I dive for Coral Springs Dive Team and for Taravella Ridge High School.\n\nSam Lindgren")).toBe("Coral Springs Dive Team");
    expect(club("Coach,\n\nI'm Sam Lindgren, I wrestle 130 and train at Ohio Valley Grappling Club. I'm a 2027 grad.\n\nSam")).toBe("Ohio Valley Grappling Club");
    expect(club("Hello Coach,\n\nI am a Level 10 gymnast training at Twin Cities Twisters in Eagan, Minnesota. I will graduate in 2029.\n\nSam Lindgren")).toBe("Twin Cities Twisters");
    expect(club("Dear Coach,\n\nMy name is Sam Lindgren and I am a defenseman in the class of 2028. I currently play for the Minnesota Whitecaps U16 program and for my high school.\n\nSam Lindgren")).toBe("Minnesota Whitecaps U16");
  });

  it("reads hockey's and field hockey's oldest age groups (19U, U19) as part of a club's name", () => {
    expect(club("Sam Lindgren | 2027 | Forward | North Star 19U | Woodbury, MN\n\nHi Coach, I'd love to play hockey for you.\n\nSam Lindgren")).toBe("North Star 19U");
    expect(club("Sam Lindgren | 2027 | Forward | Worcester Shamrocks U19 | Worcester, MA\n\nHi Coach, I'd love to play for you.\n\nSam Lindgren")).toBe("Worcester Shamrocks U19");
  });

  it("takes a nickname in quotes for the name the email calls her, with her surname: 'Isabella \"Izzy\" Delacruz'", () => {
    const email = read(
      "My daughter - 2028 pitcher",
      'Coach Whitlock,\n\nI am reaching out for my daughter, Isabella "Izzy" Delacruz. She is a 2028 right-handed pitcher for Oklahoma Athletics 16U Premier. Izzy has a 3.97 GPA.\n\nThank you,\nMonique Delacruz',
      { address: "mdelacruz@ridgelinelogistics.com", name: "Monique Delacruz" },
    );
    expect(fullNames(email)).toEqual(["Izzy Delacruz"]);
  });

  it("reads a runner's 'Events:' line whole, keeping only the sport's own events", () => {
    const email = read(
      "XC/Track - 2028",
      "Coach,\n\nI just finished my junior cross country season and ran 18:41 for 5k at regionals. I'm hoping to break 5:10 in the 1600m this spring.\n\nEvents: 5k (XC), 1600m, 3200m\nGPA: 3.82\n\nHallie Brandvold\nClass of 2028",
      { address: "hbrandvold28@gmail.com", name: "Hallie Brandvold" },
    );
    expect(email.athlete?.positions?.value).toEqual(["5k", "1600m", "3200m"]);
  });

  it("knows a club coach by a club's address even when 'hs' hides in its name (northstarhockeyclub.org)", () => {
    const email = read(
      "Forward you should see - Brooke Tallman",
      "Ingrid,\n\nI have a forward I think fits what you do: Brooke Tallman, a 2027 from Woodbury, MN. She plays her high school hockey at Woodbury East Ridge High School and is a good student (3.8).\n\nRick Desjardins",
      { address: "rdesjardins@northstarhockeyclub.org", name: "Rick Desjardins" },
    );
    expect(email.senderRole).toBe("club_coach");
  });

  it("knows a high-school coach by a signature title naming any sport ('Rowing Coach, Ballard Crest HS')", () => {
    const email = read(
      "Recommendation",
      "Coach Mwangi,\n\nRenata Okonkwo rows in our varsity eight and has pulled a 7:31 2k as a senior (class of 2027). She's 6'0\" and carries a 3.75.\n\nBest,\nPatricia Oduya\nRowing Coach, Ballard Crest HS\n206-555-0163",
      { address: "poduya@gmail.com", name: "Patricia Oduya" },
    );
    expect(email.senderRole).toBe("high_school_coach");
  });

  it("reads each swimmer of a club coach's list whose entries give marks and a GPA, and no 'Three Tidewater' from the subject", () => {
    const email = read(
      "Three Tidewater swimmers for your 2027 class",
      [
        "Coach Fairweather,",
        "",
        "I am the head coach at Tidewater Aquatics and three of my seniors have asked me to reach out. All three are class of 2027.",
        "",
        "Maddie Chu - sprint free/fly. 50 free 23.41, 100 fly 55.90. 3.9 GPA. maddiechu.swims@gmail.com",
        "Rosalind Achebe - breaststroke. 100 breast 1:03.88, 200 breast 2:18.02. 3.6 GPA. roz.achebe@gmail.com",
        "Kaia Montgomery - distance free. 500 free 4:55.12, 1650 free 17:02.40. 4.0 GPA. kaiamontgomery27@gmail.com",
        "",
        "Carla Benedetti",
        "Head Coach, Tidewater Aquatics",
      ].join("\n"),
      { address: "cbenedetti@gmail.com", name: "Carla Benedetti" },
    );
    expect(email.senderRole).toBe("club_coach");
    expect(fullNames(email)).toEqual(["Maddie Chu", "Rosalind Achebe", "Kaia Montgomery"]);
    expect((email.athletes ?? []).map((athlete) => athlete.email?.value)).toEqual(["maddiechu.swims@gmail.com", "roz.achebe@gmail.com", "kaiamontgomery27@gmail.com"]);
  });

  it("reads 'my name is' in the languages athletes write in, never a club or 'and I' as her name", () => {
    const name = (body: string, from: { address: string; name: string }) => fullNames(read("Volleyball", body, from));
    expect(name("Beste coach,\n\nMijn naam is Lotte Jansen en ik ben een spelverdeler uit Rotterdam. Ik speel bij Sliedrecht Sport en ik ben 1,82 m. Klas van 2027.\n\nLotte Jansen", { address: "lotte.j@gmail.com", name: "Lotte Jansen" })).toEqual(["Lotte Jansen"]);
    expect(name("Dzień dobry Trenerze,\n\nNazywam się Zofia Nowak, gram na pozycji libero w klubie UKS Wrocław. Matura: 2027.\n\nZofia Nowak", { address: "zofia.nowak@wp.pl", name: "Zofia Nowak" })).toEqual(["Zofia Nowak"]);
  });

  it("takes the sport an athlete says she plays as a detail of her introduction ('I am 17-year-old tennis player')", () => {
    const email = read("Tennis", "Dear Coach,\n\nI am 17-year-old tennis player from Prague, Czech Republic. My UTR is 10.2 and I will graduate in June 2027.\n\nBest regards,\nHana Novak", { address: "hana.novak@seznam.cz", name: "Hana Novak" });
    expect({ isRecruiting: email.isRecruiting, role: email.senderRole, name: fullNames(email) }).toEqual({ isRecruiting: true, role: "athlete", name: ["Hana Novak"] });
  });

  it("does not take an organisation's bulletin that greets nobody for an introduction ('Athlete of the week: …', unsubscribe footer)", () => {
    const email = read(
      "Athlete of the Week",
      "METRO VOLLEYBALL WEEKLY\n\nATHLETE OF THE WEEK: Jordan Pike, 2027 OH, Metro 17 Elite\nJordan had 42 kills across three matches at the Gateway Classic. She attends Kirkwood Lakes High School.\n\nYou are receiving this because you subscribed. Unsubscribe",
      { address: "news@metrovb.example", name: "Metro Spotlight" },
    );
    expect(email.isRecruiting).toBe(false);
  });

  it("never takes a teammate she names ('my teammate Ava Chen (2027 OH) and I') for her, nor the teammate's details", () => {
    const email = read("Interested", "Hi Coach,\n\nMy teammate Ava Chen (2027 OH) and I both play for Lakeshore 17 Blue. I'm a 2028 libero and I'd love to come to your camp.\n\nThanks!\nKara", { address: "karalind@gmail.com", name: "Kara Lind" });
    expect({ name: fullNames(email), year: email.athlete?.gradYear?.value, positions: email.athlete?.positions?.value }).toEqual({ name: ["Kara Lind"], year: 2028, positions: ["L/DS"] });
  });

  it("reads 'Club coach: …' in an athlete's signature as her coach's contact, not as the writer's title", () => {
    const email = read(
      "Recruiting",
      "Coach Reyes,\n\nI am a 2027 middle blocker, 6'2\", playing for Houston Skyline 17 Royal. Highlights: https://youtu.be/Nb27MbHlT5x\n\nNia Brooks\nParents: Mark & Dana Brooks (713) 555-0190\nClub coach: Tasha Green, tgreen@skylinevb.org",
      { address: "niabrooks@gmail.com", name: "Nia Brooks" },
    );
    expect({ role: email.senderRole, name: fullNames(email) }).toEqual({ role: "athlete", name: ["Nia Brooks"] });
  });

  it("never takes a recommender's training academy ('Dorsey Hitting Academy') for the athlete's high school", () => {
    const email = read(
      "Introduction - Brynn Keller",
      "Coach,\n\nI'm Brynn's hitting instructor. Brynn Keller is a 2028 SS/2B with Texas Bombers Gold 16U. She hits .450 and is a 3.9 student.\n\nMike Dorsey\nDorsey Hitting Academy",
      { address: "mdorsey@gmail.com", name: "Mike Dorsey" },
    );
    expect(email.athlete?.highSchool).toBeNull();
  });

  it("takes an organisation's results post, press release or platform alert for news about athletes, not an introduction", () => {
    const recruiting = (subject: string, body: string, from: { address: string; name: string }) => read(subject, body, from).isRecruiting;
    expect(recruiting("Tournament results", "Final standings, 17 Open:\n1. Metro 17 Elite\n2. Rockwood 17 Black\n\nAll-tournament team: Jordan Pike (Metro), Abby Lutz (Rockwood)\nMVP: Jordan Pike, 2027 OH\n\nThanks to all teams", { address: "results@gatewayregion.example", name: "Gateway Region" })).toBe(false);
    expect(recruiting("Profile view", "Maya Thompson (2027, OH, KJV 17 Elite) viewed your program page 3 times this week.\n\nSee her profile: https://fieldpro.example/a/88123\n\nManage notification settings", { address: "alerts@fieldpro.example", name: "FieldPro Alerts" })).toBe(false);
    expect(recruiting("Signing Day", "FOR IMMEDIATE RELEASE\n\nEla Park (Dublin, OH), a 6'2\" middle blocker from Columbus Elite 17 Black, has signed with the Hawks for fall 2027.", { address: "sid@cresthaven.edu", name: "Cresthaven Athletics" })).toBe(false);
  });

  it("reads a letter that opens 'Coach - Casey Morgan, 2028 catcher, Corona Centennial HS …' as the athlete's, not a coach's signature", () => {
    const email = read("Recruiting", "Coach - Casey Morgan, 2028 catcher, Corona Centennial HS (Corona, CA), So Cal Athletics 16U Gold. Video below.\n\nCasey", { address: "caseymorgan28@gmail.com", name: "Casey Morgan" });
    expect({ role: email.senderRole, name: fullNames(email) }).toEqual({ role: "athlete", name: ["Casey Morgan"] });
  });

  it("reads her school from 'a junior at Westview' and a club with 'High' in its name ('play club at Sky High Volleyball')", () => {
    const athlete = read("Recruiting", "Hi Coach,\n\nMy name is Casey Morgan and I'm a 2028 setter. I'm a junior at Westview and I play club at Sky High Volleyball.\n\nCasey Morgan", { address: "caseymorgan28@gmail.com", name: "Casey Morgan" }).athlete;
    expect({ school: athlete?.highSchool?.value, club: athlete?.clubTeam?.value }).toEqual({ school: "Westview", club: "Sky High Volleyball" });
  });

  it("leaves a sentence's article out of a school's name in any language ('estudio en el Colegio Americano de Monterrey')", () => {
    const athlete = read("Hola", "Hola Coach,\n\nMe llamo Sofía Márquez, soy armadora de la clase 2028. Estudio en el Colegio Americano de Monterrey.\n\nSofía", { address: "sofimarquez@gmail.com", name: "Sofía Márquez" }).athlete;
    expect(athlete?.highSchool?.value).toBe("Colegio Americano de Monterrey");
  });

  it("reads her name from a one-line note signed with a dash ('-Sarah Kim') from an address with no display name", () => {
    const email = processTextEmail({ subject: "2028 OH", body: "Hi coach, 2028 OH, 6'1, Club: Lakeshore 16 Blue. Video: https://youtu.be/Sk28OhVd9Lm\n-Sarah Kim", from: { address: "sk.volley28@gmail.com", name: null } }, { receivedAt: when });
    expect(fullNames(email)).toEqual(["Sarah Kim"]);
  });

  it("never introduces an athlete given as an example ('athletes like Mia Lopez (2027 setter)'), nor her details", () => {
    const email = read("Partnership", "Hi Coach,\n\nI run a company that helps athletes like Mia Lopez (2027 setter, 5'11\") get seen by college coaches. Would you be open to a 15 min call?\n\nBrandon Lee\nFounder, AthleteReels", { address: "brandon@athletereels.example", name: "Brandon Lee" });
    expect(email.isRecruiting).toBe(false);
  });

  it("ends a name at a possessive ('Mackenzie Hale's mom')", () => {
    const email = read("Volunteer", "Hi Coach Reyes,\n\nI'm Mackenzie Hale's mom (2027, libero on your camp roster). I'd love to volunteer at the youth clinic next month.\n\nKaren", { address: "khale@gmail.com", name: "Karen Hale" });
    expect(fullNames(email)).toEqual(["Mackenzie Hale"]);
  });
});
