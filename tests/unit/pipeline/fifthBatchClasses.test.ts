import { describe, expect, it } from "vitest";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Issue 16's failure classes as the tuning split's fifth batch met them: strangers' own layouts (dot leaders,
 * a mid-dot list, one event or mark per line), names shared by sisters ("Ava and Chloe Marchetti"), clubs the
 * engine's patterns did not expect ("Club Atlético …", "… SC 09/10"), a school with "St." in its name, and the
 * athlete's phone after her mother's ("my mom's cell is …, mine is …").
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });
const fullNames = (email: ProcessedEmail) => (email.athletes ?? []).map((athlete) => `${athlete.firstName?.value ?? "?"} ${athlete.lastName?.value ?? "?"}`);

describe("issue 16 failure classes (fifth tuning batch)", () => {
  it("reads a profile written with dot leaders ('Club .......... Bayside Crush 2027 Navy') as labelled lines, never a label's value as her name", () => {
    const email = read(
      "Class of 2027 midfielder",
      "Coach,\n\nMarin Holt here. I'm a 2027 midfielder and I'd love to be on your radar.\n\nHome town ..... Easton, MD\nSchool ........ Talbot Ridge High School\nClub .......... Bayside Crush 2027 Navy\nGPA ........... 3.45\n\nThanks,\nMarin Holt",
      { address: "marinholt27@gmail.com", name: "Marin Holt" },
    );
    expect(fullNames(email)).toEqual(["Marin Holt"]);
    expect(email.athlete?.clubTeam?.value).toBe("Bayside Crush 2027 Navy");
    expect(email.athlete?.highSchool?.value).toBe("Talbot Ridge High School");
    expect(email.athlete?.city?.value).toBe("Easton");
  });

  it("takes a sign-up form's notice from a no-reply address that says what was paid for a record of a sale, not an introduction", () => {
    const email = read(
      "New registration: Winter Lacrosse Clinic",
      "New registration received\n\nEvent: Winter Lacrosse Clinic (Jan 10, 2027)\n\nCamper name: Eliza Brandt\nGrad year: 2029\nPosition: Defense\nShirt size: YL\n\nAmount paid: $125.00 (Visa ending 4418)\n\nView all registrations: https://campform.example/org/registrations",
      { address: "noreply@campform.example", name: "CampForm" },
    );
    expect(email.isRecruiting).toBe(false);
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("takes a service's list of athletes whose details are set off by middle dots ('Kayla Benning · 5'10\" · …') for a mailing", () => {
    const email = read(
      "5 uncommitted 2027 setters",
      "Coach, here are five uncommitted 2027 setters our scouts flagged this month:\n\nKayla Benning · 5'10\" · Tidewater Tides 17 Elite · 3.8 GPA\nMarisol Ortiz · 5'8\" · Blue Ridge VBC 17 Teal · 4.0 GPA\nAddie Schultz · 6'0\" · Bayside 17 Black · 3.5 GPA\nHope Nakamura · 5'9\" · Capital City 17 Royal · 3.9 GPA\n\nFull profiles are available to Pro members.",
      { address: "scouting@nextscout.example", name: "NextScout Recruiting" },
    );
    expect(email.isRecruiting).toBe(false);
  });

  it("reads sisters named with one surname ('twins, Ava and Chloe Marchetti') as two athletes, each with her own line and what is said of both", () => {
    const email = read(
      "Ava & Chloe Marchetti, 2028",
      "Coach,\n\nI'm the mom of twins, Ava and Chloe Marchetti, juniors at Hanover Mill High School. Both play for Richmond Elite 17 Gold.\n\nAva is our setter, 5'9\", 3.81 GPA. Email ava.marchetti28@gmail.com.\nChloe plays right side, 6'0\", 3.67 GPA. Email chloe.marchetti28@gmail.com.\n\nThank you,\nDenise Marchetti",
      { address: "dmarchetti.home@comcast.net", name: "Denise Marchetti" },
    );
    expect(fullNames(email)).toEqual(["Ava Marchetti", "Chloe Marchetti"]);
    const [ava, chloe] = email.athletes ?? [];
    expect([ava?.positions?.value, ava?.gpa?.value.value, ava?.highSchool?.value, ava?.clubTeam?.value]).toEqual([["S"], 3.81, "Hanover Mill High School", "Richmond Elite 17 Gold"]);
    expect([chloe?.positions?.value, chloe?.gpa?.value.value, chloe?.highSchool?.value, chloe?.email?.value]).toEqual([["RS/OPP"], 3.67, "Hanover Mill High School", "chloe.marchetti28@gmail.com"]);
  });

  it("keeps 'St.' inside a school's name ('HS: St. Amant High School') and reads a club named 'Club …' or '… SC 09/10 ECNL-RL', whose 'SC' is no state", () => {
    const maya = read("Maya Thibodeaux - 2028 PG", "AAU: Bayou Elite 16U\nHS: St. Amant High School, Gonzales, LA\nGPA: 3.3\n\nHi Coach, I'm Maya and I run the point for St. Amant.\n\nMaya Thibodeaux", { address: "mthibodeaux28@gmail.com", name: "Maya Thibodeaux" });
    expect(maya.athlete?.highSchool?.value).toBe("St. Amant High School");
    const ximena = read(
      "Mi hija Ximena - portera 2028",
      "Buenas tardes Coach,\n\nLe escribo para presentarle a mi hija, Ximena Almanza Duarte. Ella es portera en el equipo Trinity Sol SC 09/10 ECNL-RL y estudia en Lakewood Heights High School aquí en Dallas, TX. Se gradúa en 2028.\n\nGracias,\nRocío Almanza",
      { address: "rocio.almanza71@hotmail.com", name: "Rocío Almanza" },
    );
    expect([ximena.athlete?.clubTeam?.value, ximena.athlete?.city?.value, ximena.athlete?.state?.value]).toEqual(["Trinity Sol SC 09/10 ECNL-RL", "Dallas", "TX"]);
    const valentina = read(
      "Jugadora de hockey - Valentina Ferreyra (2027)",
      "Estimado entrenador:\n\nMe llamo Valentina Ferreyra y vivo en Rosario, Argentina. Juego al hockey sobre césped en el Club Atlético Fisherton, en la primera división juvenil.\n\nValentina Ferreyra",
      { address: "valen.ferreyra.hockey@gmail.com", name: "Valentina Ferreyra" },
    );
    expect(valentina.athlete?.clubTeam?.value).toBe("Club Atlético Fisherton");
  });

  it("reads a club a coach names with 'Beach Club' or a training academy after 'train … with' ('train in the off-season with Black Hills Throws Academy')", () => {
    const lena = read("Beach - Lena Hoffmeister", "Remy,\n\nLena Hoffmeister (2028) is the best young defender in our program. Plays indoor at Landstown Bay High School and trains beach with us at Sandpipers Beach Club year-round.\n\nMarco", { address: "marco@sandpipersbeach.com", name: "Marco Ilic" });
    expect(lena.athlete?.clubTeam?.value).toBe("Sandpipers Beach Club");
    const brynn = read("Thrower - 2028", "Coach Grant -\n\nMy name is Brynn Eagleheart, I'm a junior thrower out of Rapid City, SD. I throw for Stevens High School and train in the off-season with Black Hills Throws Academy.\n\nBrynn Eagleheart", { address: "brynn.eagleheart@gmail.com", name: "Brynn Eagleheart" });
    expect([brynn.athlete?.clubTeam?.value, brynn.athlete?.highSchool?.value]).toEqual(["Black Hills Throws Academy", "Stevens High School"]);
  });

  it("reads every event of a list written one per line with its mark ('500 free  4:58.31', '- Discus: 128' 2\"')", () => {
    const swimmer = read("Prospective swimmer - Class of 2028", "Dear Coach,\n\nMy name is Quinn Halloway and I am a junior distance swimmer. My best times (SCY):\n\n500 free  4:58.31\n1000 free  10:21.07\n400 IM  4:29.88\n\nQuinn Halloway", { address: "qhalloway.swims@yahoo.com", name: "Quinn Halloway" });
    expect(swimmer.athlete?.positions?.value).toEqual(["500 free", "1000 free", "400 im"]);
    const thrower = read("Thrower - 2028", "Coach -\n\nMy name is Brynn Eagleheart, a junior thrower.\n\nPRs:\n- Shot put: 41' 6\"\n- Discus: 128' 2\"\n- Hammer (club only): 139' 0\"\n\nBrynn Eagleheart", { address: "brynn.eagleheart@gmail.com", name: "Brynn Eagleheart" });
    expect(thrower.athlete?.positions?.value).toEqual(["shot put", "discus", "hammer"]);
  });

  it("keeps a position once, in its fullest words ('shooting guard', not also 'guard'), and leaves filler out of a labelled one ('Striker (can also play attacking mid)')", () => {
    const guard = read("Senior guard - Aaliyah Summers", "Coach,\n\nAaliyah Summers is a 2027 shooting guard, 5'10\", who averaged 17.8 points for us in basketball.\n\nDarnell Whitby\nHead Girls Basketball Coach", { address: "dwhitby@millbrookisd.org", name: "Darnell Whitby" });
    expect(guard.athlete?.positions?.value).toEqual(["shooting guard"]);
    const striker = read("2028 Striker", "Hi Coach,\n\n• Name: Talia Brandvold\n• Grad year: 2028\n• Position: Striker (can also play attacking mid)\n• Club: Lakeshore FC ECNL U17\n\nTalia", { address: "taliabrandvold09@gmail.com", name: "Talia Brandvold" });
    expect(striker.athlete?.positions?.value).toEqual(["striker", "attacking mid"]);
  });

  it("takes the position she moved to, not the one she moved from ('I moved from DS to outside')", () => {
    const email = read("Re: summer camp", "Hi Coach,\n\nSome updates: I moved from DS to outside for my 17s volleyball season and I'm now with Coastal Storm VBC 17 Elite.\n\nSienna Kowalski-Reyes\nClass of 2027", { address: "siennakr.vb@gmail.com", name: "Sienna Kowalski-Reyes" });
    expect(email.athlete?.positions?.value).toEqual(["OH"]);
  });

  it("reads a one-letter position code standing between a list's separators ('Hannah Sorensen - 2028 - S - 5'10\"', a table's 'C' cell)", () => {
    const email = read(
      "17 Elite - three to watch",
      "Coach,\n\nThree of our volleyball players still open in recruiting:\n\n1) Mackenna Doyle - 2027 - OH - 6'0\" - First Colonial Bay High School - 3.7 GPA\n2) Hannah Sorensen - 2028 - S - 5'10\" - Cox Landing High School - 4.0 GPA\n3) Tia Langford - 2027 - L/DS - 5'5\" - Kempsville Grove High School - 3.9 GPA\n\nTamsin Whitcombe\nClub Director",
      { address: "tamsin@northcoastjuniors.org", name: "Tamsin Whitcombe" },
    );
    expect((email.athletes ?? []).map((athlete) => athlete.positions?.value)).toEqual([["OH"], ["S"], ["L/DS"]]);
  });

  it("takes her own number after her mother's ('My mom's cell is … (Danielle) and mine is …') and a coach's 'She's at <email>, <phone>'", () => {
    const maya = read("Maya Thibodeaux - 2028 PG", "Hi Coach, I'm Maya Thibodeaux, a 2028 point guard for Bayou Elite 16U in basketball.\n\nMy mom's cell is 225-555-0171 (Danielle) and mine is 225-555-0143.\n\nThank you!\nMaya", { address: "mthibodeaux28@gmail.com", name: "Maya Thibodeaux" });
    expect(maya.athlete?.phone?.value).toBe("+12255550143");
    const lena = read("Beach - Lena Hoffmeister", "Remy,\n\nLena Hoffmeister (2028) is the best young beach defender in our program.\n\nShe's at lenahoffmeister28@gmail.com, 757-555-0152.\n\nMarco Ilic\nSandpipers Beach Club | 757-555-0150", { address: "marco@sandpipersbeach.com", name: "Marco Ilic" });
    expect(lena.athlete?.phone?.value).toBe("+17575550152");
  });

  it("gives a daughter named by her first name alone her parent's surname when her own address carries it ('my daughter Harper' … harperlindqvist@)", () => {
    const email = read(
      "My daughter Harper - 2028 SS/2B",
      "Coach,\n\nMy daughter Harper is a 2028 middle infielder who plays her travel softball with Arizona Firecrackers Premier 16U.\n\nHer email is harperlindqvist@gmail.com.\n\nRespectfully,\nGreg Lindqvist",
      { address: "glindqvist@lindqvistplumbing.com", name: "Greg Lindqvist" },
    );
    expect(fullNames(email)).toEqual(["Harper Lindqvist"]);
    const other = read("My daughter Harper", "Coach,\n\nMy daughter Harper is a 2028 middle infielder.\n\nHer email is harper.h28@gmail.com.\n\nGreg Lindqvist", { address: "glindqvist@lindqvistplumbing.com", name: "Greg Lindqvist" });
    expect(fullNames(other)).toEqual(["Harper ?"]);
  });

  it("reads a bare GPA said of her schooling ('a senior at Conejo Ridge High School in Thousand Oaks, CA, with a 3.85', 'Good student, 3.8'), never an ERA", () => {
    const gpa = (body: string) => read("Recommendation", body, { address: "drourke@riverbendunited.org", name: "Declan Rourke" }).athlete?.gpa?.value.value ?? null;
    expect(gpa("Hi Nkechi,\n\nImogen Farrow is a center back, class of 2027. She's a senior at Conejo Ridge High School in Thousand Oaks, CA, with a 3.85.\n\nDeclan")).toBe(3.85);
    expect(gpa("Ines -\n\nCallie Rutherford, 2029 lefty pitcher from Tucson, AZ. Plays at Sabino Canyon High School. Good student, 3.8.\n\nLorna")).toBe(3.8);
    expect(gpa("Ines -\n\nCallie Rutherford, 2029 pitcher at Sabino Canyon High School, finished the season with a 1.84 ERA.\n\nLorna")).toBeNull();
  });

  it("never takes a stat's label with a number in it for a club ('Best 18: 68 (Hill Country Junior Classic)')", () => {
    const email = read("Junior golfer - 2028", "Dear Coach Abbott,\n\nI am a junior golfer at Lake Travis Ridge High School in Austin, Texas.\n\nTournament scoring average: 73.9\nBest 18: 68 (Hill Country Junior Classic, June 2026)\nClass: 2028\n\nLucy Tran", { address: "lucytrangolf@gmail.com", name: "Lucy Tran" });
    expect(email.athlete?.clubTeam).toBeNull();
  });

  it("filters, rather than asks about, a bulk mailer's broadcast that greets nobody, though it names players with their details", async () => {
    const campAd = [
      "COASTAL ELITE VOLLEYBALL ACADEMY",
      "Winter Skills Camp · Jan 3-4, 2027 · Bayside Field House · Ages 12-18 · $189 early bird",
      "",
      "Our alumni are playing everywhere: Grace Whitley (OH, Class of 2025) is now at Tidewater State and Jordan Pike (MB, 6'2\") starts at Old Bay College.",
      "",
      "Register: https://coastaleliteva.example/camps/winter",
      "Unsubscribe: https://coastaleliteva.example/u",
    ].join("\r\n");
    const delivered = (bulkHeaders: string) =>
      processRawEmail(
        `From: Coastal Elite Volleyball Academy <camps@coastaleliteva.example>\r\nTo: remy.delacroix@scout.inboxscout.app\r\nSubject: WINTER SKILLS CAMP - Jan 3-4\r\nDate: Sun, 1 Nov 2026 06:00:00 -0500\r\nMessage-ID: <camp-${bulkHeaders.length}@coastaleliteva.example>\r\n${bulkHeaders}MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${campAd}\r\n`,
      );
    const bulk = await delivered("List-Unsubscribe: <https://coastaleliteva.example/u>\r\nPrecedence: bulk\r\n");
    expect([bulk.isRecruiting, (bulk.confidence ?? 0) >= 0.7]).toEqual([false, true]);
    // The same words without a bulk mailer's headers (as a coach's forward would carry them) stay for the coach to look at.
    const unmarked = await delivered("");
    expect([unmarked.isRecruiting, (unmarked.confidence ?? 1) < 0.7]).toEqual([false, true]);
  });

  it("reads a phone-typed note's club after 'i pitch for' and her town after 'out of' ('out of yuma az')", () => {
    const email = read("Prospective Student Athlete", "hey coach its mia torres, class of 2029 pitcher out of yuma az. i pitch for arizona heat 14u and go to cibola high. 5'7 and my gpa is 3.7. thx", { address: "miat29@gmail.com", name: "mia torres" });
    expect([email.athlete?.clubTeam?.value, email.athlete?.city?.value, email.athlete?.state?.value]).toEqual(["Arizona Heat 14u", "Yuma", "AZ"]);
  });

  it("knows a club coach by a signature line that starts with the title 'Director' ('Director, Idaho Crush VBC')", () => {
    const email = read("Two from our club", "Coach Moreno,\n\nJordan Ames is a 2027 outside hitter, 6'0\", who attends Summit Grove High School in Nampa, Idaho.\n\nSam Pruett\nDirector, Idaho Crush VBC", { address: "sam@idahocrush.org", name: "Sam Pruett" });
    expect(email.senderRole).toBe("club_coach");
  });

  it("recognises a player a coach names in full and then describes by her first name ('I coach Carly Jensen at … Carly is a 2028 catcher')", () => {
    const email = read(
      "Softball - a catcher for you",
      "Hello Coach,\n\nI coach Carly Jensen at Ridgefield High School in Ridgefield, WA. Carly is a 2028 catcher who also plays 3B. She plays travel ball for NW Bullets 16U - Garcia.\n\nCoach Dave Rios\nRidgefield Softball",
      { address: "drios@ridgefieldsd.org", name: "Dave Rios" },
    );
    expect(fullNames(email)).toEqual(["Carly Jensen"]);
  });

  it("ends each listed player's part where a sentence about all of them starts ('All three play for Garden State Juniors 17 Blue')", () => {
    const email = read(
      "Three for you",
      "Coach Hale,\n\nThree of my seniors are still looking: Ava Chen (2027, MB, 6'1\"); Lila Moreno (2027, setter, 5'9\"); and Jess Patel (2027, libero, 5'5\"). All three play for Garden State Juniors 17 Blue.\n\nThanks,\nMaria Keane",
      { address: "maria@gsjuniors.org", name: "Maria Keane" },
    );
    expect((email.athletes ?? []).map((athlete) => athlete.clubTeam?.value)).toEqual(["Garden State Juniors 17 Blue", "Garden State Juniors 17 Blue", "Garden State Juniors 17 Blue"]);
  });

  it("takes a club coach's 'our 2028 setter, Ella Brooks' for the athlete, never the coach who wrote", () => {
    const email = read(
      "2028 setter",
      "Coach,\n\nPlease take a look at our 2028 setter, Ella Brooks. She runs our 5-1 and has great hands. She attends Maple Grove Senior High and her email is ellabrooks28@gmail.com.\n\nThanks,\nJen Alvarez\nNorthern Lights 17 Mizuno",
      { address: "jen@nlvb.org", name: "Jen Alvarez" },
    );
    expect(fullNames(email)).toEqual(["Ella Brooks"]);
    expect(["club_coach", "high_school_coach"]).toContain(email.senderRole);
  });

  it("takes a class year said with a few words before the position ('a 2029 left-handed pitcher') over one reckoned from 'a freshman'", () => {
    const email = read("Our daughter", "Good evening Coach,\n\nWe wanted to introduce our daughter Sofia Bell, a 2029 left-handed pitcher. She is a freshman at Cypress Ridge High School.\n\nCarlos Bell", { address: "cbell@hotmail.com", name: "Carlos Bell" });
    expect(email.athlete?.gradYear?.value).toBe(2029);
  });

  it("takes mail that greets a group ('Parents,', 'Hi Sky Juniors families!') for a notice to many, not an introduction of the players it names", () => {
    const email = read(
      "Senior night",
      "Parents,\n\nSenior night is Thursday. We'll honor Kylie Dunn (OH), Rachel Ames (L) and Tori Blake (MB) before the match at 6:30. Please have flowers to the bench by 6:15.\n\nCoach Meyer\nWestview High School Volleyball",
      { address: "kmeyer@westviewhs.org", name: "Karen Meyer" },
    );
    expect(email.isRecruiting).toBe(false);
  });

  it("reads a club named after its age group ('I play 16 Black at Tulsa Elevation') and a coach's name after the age group before 'team' ('Firecrackers 14U - Rodriguez team')", () => {
    const club = (body: string) => read("2028 recruit", body, { address: "noraq@gmail.com", name: "Nora Quist" }).athlete?.clubTeam?.value ?? null;
    expect(club("Hi Coach,\n\nI'm Nora Quist, a 2028 outside hitter. I'm a junior at Lakeside Prep and I play 16 Black at Tulsa Elevation.\n\nNora Quist")).toBe("Tulsa Elevation");
    expect(club("Coach,\n\nMy name is Nora Quist and I am a 2029 catcher. I play for the Firecrackers 14U - Rodriguez team out of Orlando, FL.\n\nNora")).toBe("Firecrackers 14U - Rodriguez");
  });

  it("knows a coach by 'Jaylen Brooks played for me' whatever names the player, and reads her, never the coach who signs", () => {
    const email = read(
      "Recommendation: Jaylen Brooks",
      "Coach Kessler,\n\nJaylen Brooks played for me for three seasons. She is a 6'2\" post, class of 2027, averaging 14 points and 9 rebounds at Central Heights High School in Lawrence, KS.\n\nPatricia Moore\nCentral Heights Girls Basketball",
      { address: "pmoore@usd348.org", name: "Patricia Moore" },
    );
    expect(fullNames(email)).toEqual(["Jaylen Brooks"]);
    expect(email.senderRole).toBe("high_school_coach");
  });

  it("takes her full name from a profile signature under a nickname sign-off ('Addie' … 'Addison Reyes-Kim' / 'GK | 2028 | 5'9\"')", () => {
    const email = read(
      "Goalkeeper - 2028",
      "Coach Okafor,\n\nHi! I'm a 2028 goalkeeper from Naperville, IL and I'd love to play at Brightwater. I play ECNL for Eclipse Select 09.\n\nThank you,\nAddie\n\nAddison Reyes-Kim\nGK | 2028 | 5'9\"\n630-555-0112",
      { address: "addiegk@gmail.com", name: "Addie R" },
    );
    expect(fullNames(email)).toEqual(["Addison Reyes-Kim"]);
  });

  it("knows a high-school coach by a signature line naming a school's girls' or boys' team ('Girls Lacrosse, Severn Pointe School', 'Central Heights Girls Basketball')", () => {
    const role = (signature: string) =>
      read("Recommendation", `Coach,\n\nRae Collins is a 2028 midfielder and a hard worker; I'd vouch for her. Her email is raecollins28@gmail.com.\n\n${signature}`, { address: "gtorrance@severnpointe.org", name: "Gabe Torrance" }).senderRole;
    expect(role("Gabe Torrance\nGirls Lacrosse, Severn Pointe School")).toBe("high_school_coach");
    expect(role("Gabe Torrance\nCentral Heights Girls Basketball")).toBe("high_school_coach");
  });

  it("reads a base named by its ordinal after 'play' in softball ('im a 2029 catcher and i can play 3rd too'), never a place or an inning", () => {
    const positions = (body: string) => read("softball", body, { address: "jazruelas.c29@icloud.com", name: "Jaz Ruelas" }).athlete?.positions?.value ?? null;
    expect(positions("hi coach!! this is jazmin ruelas im a 2029 catcher and i can play 3rd too. i play softball for Desert Heat Gold 16U")).toEqual(["C", "3B"]);
    expect(positions("Hi Coach, I'm a 2029 catcher for Desert Heat Gold 16U softball and we play 3rd place game Sunday.")).toEqual(["C"]);
  });
});
