import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The failure classes the tuning split's eighth batch met in the club team and the home town: a club named after
 * its age group's team ("on the 17U team at …"), a team in parentheses or after a dash ("(17-Royal)", "- ECNL 2009G"),
 * a club's abbreviation before its full name, a club said by a name's possessive ("Ellie's club team is …"), a club
 * sentence sharing a line with an event sentence, a school's name before "(City, ST)", and a list in parentheses
 * whose last item looks like a province code.
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });
const athleteWrites = (body: string, subject = "Recruiting") => read(subject, body, { address: "player2028@gmail.com", name: "Dana Player" }).athlete;

describe("eighth tuning batch failure classes", () => {
  it("reads the club after an age group's team ('on the 17U team at Carolina Elite', 'on the 16U Premier team with Desert Sky Fastpitch')", () => {
    const setter = athleteWrites("Coach,\n\nI'm Dana Player, a 2027 setter. I'm on the 17U team at Carolina Elite, and I set a 6-2 in high school.\n\nDana");
    expect(setter?.clubTeam?.value).toBe("Carolina Elite");
    const fielder = athleteWrites("Coach,\n\nI'm on the 16U Premier team with Desert Sky Fastpitch and I play center field.\n\nDana Player");
    expect(fielder?.clubTeam?.value).toBe("Desert Sky Fastpitch");
    const lax = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 attacker. I play for the 2028 team at Capital Lax.\n\nDana");
    expect(lax?.clubTeam?.value).toBe("Capital Lax");
    const coached = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. I'm on Coach Amy's 17-2 team at Alamo Volleyball.\n\nDana");
    expect(coached?.clubTeam?.value).toBe("Alamo Volleyball");
  });

  it("keeps a team written in parentheses or after a dash with its club ('Tidewater Juniors (17-Royal)', 'North Coast FC - ECNL 2009G')", () => {
    const hitter = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 right side, and I play club for Tidewater Juniors (17-Royal). I'm 6'0\".\n\nDana");
    expect(hitter?.clubTeam?.value).toBe("Tidewater Juniors 17-Royal");
    const attacker = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 attacker. I play club for Skyline Lacrosse (2028 Elite) and I'm a junior.\n\nDana");
    expect(attacker?.clubTeam?.value).toBe("Skyline Lacrosse 2028 Elite");
    const keeper = athleteWrites("Coach,\n\nI'm Dana Player, a goalkeeper.\n\nClub team: North Coast FC - ECNL 2009G (coach: Ines Varga)\nGPA: 3.9\n\nDana");
    expect(keeper?.clubTeam?.value).toBe("North Coast FC - ECNL 2009G");
    // A place in parentheses is not a team, and a softball team's coach after its dash stays as it was.
    const place = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 setter, and I play for Dynasty 16 Black (Kansas City).\n\nDana");
    expect(place?.clubTeam?.value).toBe("Dynasty 16 Black");
  });

  it("takes a club's full name from the brackets or dashes after its abbreviation ('MPV (Mid-Plains Volleyball)', 'TCVC — Twin Cities Volleyball Club —')", () => {
    const setter = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 setter. I play for MPV (Mid-Plains Volleyball) on the 17 Red team.\n\nDana");
    expect(setter?.clubTeam?.value).toBe("Mid-Plains Volleyball");
    const dashes = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. I play for TCVC — Twin Cities Volleyball Club — on 17 Elite.\n\nDana");
    expect(dashes?.clubTeam?.value).toBe("Twin Cities Volleyball Club");
    // Parentheses that do not spell the abbreviation out are something else.
    const other = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 setter. I play for KJV (Kansas City Elite) on 17 Elite.\n\nDana");
    expect(other?.clubTeam?.value).toBe("KJV");
  });

  it("reads a club introduced by a name's possessive ('Ellie's club team is Old Line Lax 2029, coached by …')", () => {
    const parent = read(
      "Ellie Sloane, 2029 defender",
      "Hi Coach,\n\nOur daughter Ellie Sloane is a sophomore defender. Ellie's club team is Old Line Lax 2029, coached by Meg Turner. We live in Ellicott City, MD.\n\nMeredith Sloane",
      { address: "meredith.sloane@verizon.example", name: "Meredith Sloane" },
    );
    expect(parent.athlete?.clubTeam?.value).toBe("Old Line Lax 2029");
  });

  it("weakens a club only when its own sentence is about an event, not a neighbour sentence on the same line", () => {
    const athlete = athleteWrites(
      "Coach,\n\nI'm Dana Player, a 2027 center back, and I play for Cascade Rovers SC ECNL G09. Next month we play Oregon Surf ECNL and Tualatin Heat at the ECNL showcase in Phoenix.\n\nDana",
      "2027 center back - Cascade Rovers ECNL",
    );
    expect(athlete?.clubTeam?.value).toBe("Cascade Rovers SC ECNL G09");
    // Read outside an event sentence, her school named in full elsewhere and a numbered court are still no club.
    const guard = athleteWrites("AAU: Bayou Elite 16U\nHS: St. Amant High School\n\nHi Coach, I'm Dana Player, a 2028 point guard. I run the point for St. Amant and for Bayou Elite. Film from our last tournament in Memphis is below.\n\nDana");
    expect(guard?.clubTeam?.value).toBe("Bayou Elite 16U");
    const court = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero with Minneapolis Select 17 Rox and I'll be playing at the Northern Lights Qualifier this weekend. Our pool is on Court 12 Saturday at 8 AM.\n\nDana");
    expect(court?.clubTeam?.value).toBe("Minneapolis Select 17 Rox");
  });

  it("never reads a school's name before '(City, ST)' as the city ('Bishop Calloway Catholic (Virginia Beach, VA)')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a right side hitter at Bishop Calloway Catholic (Virginia Beach, VA).\n\nDana");
    expect([athlete?.city?.value, athlete?.state?.value]).toEqual(["Virginia Beach", "VA"]);
  });

  it("never reads the items of a list in parentheses as a city and a code ('predicted A*AA (Maths, Biology, PE)'), and reads a home in England or Scotland", () => {
    const athlete = athleteWrites("Dear Coach,\n\nI'm Dana Player, a midfielder from Bristol, England. I'm predicted A*AA (Maths, Biology, PE).\n\nDana");
    expect([athlete?.city?.value, athlete?.state?.value ?? null]).toEqual(["Bristol", null]);
    // A home in one of the United Kingdom's nations, which the runtime's country names leave out.
    const scot = athleteWrites("Dear Coach,\n\nI'm Dana Player, a 2027 goalkeeper, and I live in Stirling, Scotland.\n\nDana");
    expect([scot?.city?.value, scot?.state?.value ?? null]).toEqual(["Stirling", null]);
  });

  it("takes this season's club over last season's, whichever comes first ('Last year I played for Horizon 16 Blue; now I'm with Summit Peak 17 Elite')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. Last year I played for Horizon 16 Blue; now I'm with Summit Peak 17 Elite.\n\nDana");
    expect(athlete?.clubTeam?.value).toBe("Summit Peak 17 Elite");
    const previously = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. I previously played for Horizon 16 Blue. This season my club team is Summit Peak 17 Elite.\n\nDana");
    expect(previously?.clubTeam?.value).toBe("Summit Peak 17 Elite");
  });

  it("never reads a soccer club's 'SC' or league 'GA' as a state ('Solar SC ECNL 09G', 'FC Wisconsin GA 2010')", () => {
    const back = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 center back playing for Solar SC ECNL 09G and Hebron Ridge High School.\n\nDana");
    expect([back?.city ?? null, back?.state ?? null]).toEqual([null, null]);
    const mid = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 midfielder for the FC Wisconsin GA 2010 team.\n\nDana");
    expect([mid?.city ?? null, mid?.state ?? null]).toEqual([null, null]);
  });

  it("ends a school's name at its school word when lowercase words follow it ('I attend Laurel Springs School online')", () => {
    const online = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero, and I attend Laurel Springs School online so I can train.\n\nDana");
    expect(online?.highSchool?.value).toBe("Laurel Springs School");
  });

  it("reads the town of a school named with 'High' or 'Catholic' alone ('a junior at Mater Dei High in Santa Ana')", () => {
    const high = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. I'm a junior at Mater Dei High in Santa Ana.\n\nDana");
    expect([high?.highSchool?.value, high?.city?.value]).toEqual(["Mater Dei High", "Santa Ana"]);
    const catholic = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero at Bishop Kelly Catholic in Boise.\n\nDana");
    expect(catholic?.city?.value).toBe("Boise");
  });

  it("gives the club in its fullest form written anywhere ('Queen City 17 Elite' beside 'Queen City Volleyball 17 Elite'), never last season's team", () => {
    const coach = read(
      "Queen City 17 Elite - Dana Player (2028 OH)",
      "Coach,\n\nI want to put one of our Queen City Volleyball 17 Elite players on your radar: Dana Player, a 2028 outside hitter at Ridge High School.\n\nKim Fox\nClub Director | Queen City Volleyball",
      { address: "kim@queencityvb.example", name: "Kim Fox" },
    );
    expect(coach.athlete?.clubTeam?.value).toBe("Queen City Volleyball 17 Elite");
    const switched = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. Last year I played for Horizon 16 Blue. My club team is now Horizon.\n\nDana");
    expect(switched?.clubTeam?.value).toBe("Horizon");
  });

  it("never reads a college's class or an event after 'for' or 'with' as her club ('considered for Cresthaven's 2027 class')", () => {
    const athlete = athleteWrites("Dana Player | 2027 | OH | 6'1\" | Lakeshore 17 Blue | 3.82 GPA\n\nCoach,\n\nI'm an outside hitter and I'd love to be considered for Cresthaven's 2027 class.\n\nDana");
    expect(athlete?.clubTeam?.value).toBe("Lakeshore 17 Blue");
  });

  it("reads an academy's birth-year team and a sport's club with its class year as clubs ('Colorado Rush Academy 2010G', 'Yorktown Lightning Lacrosse 2028 Black')", () => {
    const keeper = athleteWrites("Coach,\n\nMy name is Dana Player, I'm a goalkeeper in the class of 2028 and I play for Colorado Rush Academy 2010G in Denver, Colorado.\n\nDana");
    expect(keeper?.clubTeam?.value).toBe("Colorado Rush Academy 2010G");
    const goalie = athleteWrites("Dana Player | Goalkeeper | 2028\nYorktown Lightning Lacrosse 2028 Black / Yorktown Heights High School\n\nCoach, I'm a sophomore goalie.\n\nDana");
    expect(goalie?.clubTeam?.value).toBe("Yorktown Lightning Lacrosse 2028 Black");
  });

  it("reads a tennis player's 'Current academy:' as her club, and never a season and its year ('join a college team for Fall 2027')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a tennis player. I will finish school in May 2027, so I am looking to join a college team for Fall 2027.\n\nUTR: 9.8 (singles)\nCurrent academy: Karnataka Tennis Academy\n\nDana");
    expect(athlete?.clubTeam?.value).toBe("Karnataka Tennis Academy");
    const season = athleteWrites("Coach,\n\nI'm Dana Player, a 2027 setter, and I am looking to join a college team for Fall 2027.\n\nDana");
    expect(season?.clubTeam ?? null).toBeNull();
  });

  it("gives the athlete the number a coach or parent labels as hers ('Sienna's contact: …@gmail.com, 410-…', 'Her contact: …', 'Player: Maya … | 505-…' under 'Mom: …')", () => {
    const coach = (body: string) => read("2028 defender", body, { address: "coach@riverhawks.example", name: "Pat Lane" }).athlete;
    const possessive = coach("Coach,\n\nSienna Marchetti is a 2028 defender on our 17s. Sienna's contact: siennamarchetti27@gmail.com, 410-555-0176\n\nPat Lane\nRiverhawks Lacrosse\n410-555-0170");
    expect(possessive?.phone?.value).toBe("+14105550176");
    const hers = coach("Coach,\n\nHannah Oyelowo is a 2027 outside back for our ECNL team. Her contact: hannah.oyelowo27@gmail.com, 502-555-0111.\n\nPat Lane\n502-555-0199");
    expect(hers?.phone?.value).toBe("+15025550111");
    const parent = read(
      "Maya Whitehorse - 2028 SS",
      "Coach,\n\nOur daughter Maya Whitehorse is a 2028 shortstop.\n\nMom: Carla Whitehorse | 505-555-0121 | carla.w@nmsu-alumni.example\nPlayer: Maya Whitehorse | 505-555-0122 | mayawhitehorse.ss@gmail.com",
      { address: "carla.w@nmsu-alumni.example", name: "Carla Whitehorse" },
    ).athlete;
    expect(parent?.phone?.value).toBe("+15055550122");
  });

  it("never takes a place on a dated schedule line for her home ('- Dec 6-7 Frostbite Fastpitch, Joplin MO')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 pitcher. Here is my fall schedule:\n\n- Nov 15-16 Turkey Shoot, Springfield MO\n- Dec 6-7 Frostbite Fastpitch, Joplin MO\n12/13 Holiday Bash - Branson, MO\n\nDana");
    expect([athlete?.city ?? null, athlete?.state ?? null]).toEqual([null, null]);
  });

  it("reads a home abroad written the writer's way ('vivo a Bergamo', 'am Gymnasium Altona-Nord in Hamburg', 'à l'École … , à Sherbrooke', 'from Utrecht, the Netherlands')", () => {
    const home = (body: string) => {
      const athlete = athleteWrites(`Coach,\n\nI'm Dana Player, a 2027 setter. ${body}\n\nDana`);
      return [athlete?.city?.value ?? null, athlete?.state?.value ?? null];
    };
    expect(home("Ho 17 anni e vivo a Bergamo. Gioco come palleggiatrice.")).toEqual(["Bergamo", null]);
    expect(home("Ich mache mein Abitur am Gymnasium Altona-Nord in Hamburg und möchte studieren.")).toEqual(["Hamburg", null]);
    expect(home("Elle étudie à l'École secondaire des Sources, à Sherbrooke. Elle joue au club.")).toEqual(["Sherbrooke", null]);
    expect(home("I am a central defender from Utrecht, the Netherlands.")).toEqual(["Utrecht", null]);
  });

  it("keeps a club she calls hers in a sentence about an event ('My club, Rocky Mountain Thunder, just qualified for nationals'), and reads 'my 17 Black team at …'", () => {
    const owned = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero.\n\nMy club, Rocky Mountain Thunder, just qualified for nationals.\n\nDana Player");
    expect(owned?.clubTeam?.value).toBe("Rocky Mountain Thunder");
    const ours = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero.\n\nMy 17 Black team at Rocky Mountain Thunder went 6-1 last weekend.\n\nDana Player");
    expect(ours?.clubTeam?.value).toBe("Rocky Mountain Thunder");
  });

  it("leaves her class year off a labelled school ('School: Regis Jesuit HS '28')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero.\n\nSchool: Regis Jesuit HS '28\n\nDana Player");
    expect(athlete?.highSchool?.value).toBe("Regis Jesuit HS");
  });

  it("reads whose number it is from the words around it in her signature ('H: … C: …', '… (Dad - Rob)', 'Contact: …', 'My parents' numbers are … and …')", () => {
    const phone = (tail: string) => athleteWrites(`Coach,\n\nI'm Dana Player, a 2028 libero and I'd love to play for you.\n\n${tail}`)?.phone?.value;
    expect(phone("Dana Player\nH: 303-555-0161\nC: 303-555-0160")).toBe("+13035550160");
    expect(phone("Dana Player\n303-555-0161 (Dad - Rob)\n303-555-0160 (me)")).toBe("+13035550160");
    expect(phone("Dana Player\nContact: 303-555-0160\nMom Sue: 303-555-0161")).toBe("+13035550160");
    expect(phone("My parents' numbers are 303-555-0161 and 303-555-0162.\n\nDana Player\n303-555-0160")).toBe("+13035550160");
  });

  it("reads a school said to be hers without a school word ('my high school is Cinco Ranch')", () => {
    const athlete = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 libero. My high school is Cinco Ranch and my club is Katy Storm 17 Elite.\n\nDana Player");
    expect([athlete?.highSchool?.value, athlete?.clubTeam?.value]).toEqual(["Cinco Ranch", "Katy Storm 17 Elite"]);
  });

  it("reads a lower-case mail's town, school, club and phone as a capitalised one's ('in katy tx. my cell …', 'the 16u team at …', 'my moms number is … and mine is …')", () => {
    const read = (body: string) => processTextEmail({ subject: "recruiting", body, from: { address: "dplayer28@gmail.com", name: "dana player" } }, { receivedAt: when }).athlete;
    const katy = read("hi coach im dana player, 2028 libero. i play for katy storm 17 elite and go to cinco ranch high school in katy tx. my cell is 281 555 0160");
    expect([katy?.highSchool?.value, katy?.city?.value, katy?.state?.value]).toEqual(["Cinco Ranch High School", "Katy", "TX"]);
    const dakota = read("hi coach, im dana player, a 2029 opp. i play on the 16u team at dakota juniors. my moms number is 605-555-0161 and mine is 605-555-0160");
    expect([dakota?.clubTeam?.value, dakota?.phone?.value]).toEqual(["Dakota Juniors", "+16055550160"]);
    const impact = read("hi coach my name is dana player and im a 2027 pitcher for georgia impact premier 18u - watts. i go to flat creek high school. 770-555-0160");
    expect(impact?.clubTeam?.value).toBe("Georgia Impact Premier 18u - Watts");
    const season = read("hi coach my name is dana player, a 2027 pitcher, and im looking for a team for the 2027 season. 770-555-0160");
    expect(season?.clubTeam ?? null).toBeNull();
  });

  it("reads the club after what she is ('im a 2029 midfielder for baltimore crabs 2029') and a sand academy she trains at, never the coach's own team ('a setter for your program')", () => {
    const lower = processTextEmail(
      { subject: "2029 midfielder", body: "hi coach my name is dani whitaker im a 2029 midfielder for baltimore crabs 2029 and towson hills hs in towson md. heres my video", from: { address: "daniw29@gmail.com", name: "dani whitaker" } },
      { receivedAt: when },
    ).athlete;
    expect(lower?.clubTeam?.value).toBe("Baltimore Crabs 2029");
    const pitcher = athleteWrites("Coach,\n\nI'm Dana Player, and I'm a left-handed pitcher for Gulf Coast Hurricanes in the class of 2027.\n\nDana");
    expect(pitcher?.clubTeam?.value).toBe("Gulf Coast Hurricanes");
    const yours = athleteWrites("Coach,\n\nI'm Dana Player. I'm a 2027 setter for your program if you will have me.\n\nDana");
    expect(yours?.clubTeam ?? null).toBeNull();
    const sand = athleteWrites("Coach,\n\nI'm Dana Player, a 2027 beach defender, and I train at First Coast Sand Academy. I play indoor for Ponte Vedra Shores High School.\n\nDana");
    expect([sand?.clubTeam?.value, sand?.highSchool?.value]).toEqual(["First Coast Sand Academy", "Ponte Vedra Shores High School"]);
  });

  it("reads a paragraph written all in lower case as lower-case mail even under a capitalised forward (club, school, town)", () => {
    const email = processTextEmail(
      {
        subject: "Fwd: 2029 midfielder",
        body: "Coach Kowalczyk - see below. Nice kid.\n\nBegin forwarded message:\n\n> hi coach my name is dani whitaker im a 2029 midfielder for baltimore crabs 2029 and towson hills hs in towson md. heres my video https://youtu.be/Dw7kP3rTx2m",
        from: { address: "asst@haldencollege.edu", name: "Pat Assistant" },
      },
      { receivedAt: when },
    ).athlete;
    expect([email?.clubTeam?.value, email?.highSchool?.value, email?.city?.value, email?.state?.value]).toEqual(["Baltimore Crabs 2029", "Towson Hills HS", "Towson", "MD"]);
  });

  it("keeps a capitalised 'Team' inside a club's name ('I PLAY FOR TENNESSEE TEAM PERFORMANCE 17 NATIONAL')", () => {
    const athlete = athleteWrites("COACH,\n\nI'M DANA PLAYER, A 2028 SETTER. I PLAY FOR TENNESSEE TEAM PERFORMANCE 17 NATIONAL AND ATTEND FARRAGUT RIDGE HIGH SCHOOL.\n\nDANA PLAYER");
    expect(athlete?.clubTeam?.value.toUpperCase()).toBe("TENNESSEE TEAM PERFORMANCE 17 NATIONAL");
    const dynasty = athleteWrites("Coach,\n\nI'm Dana Player, a 2028 setter. I play for the Dynasty team in Kansas City.\n\nDana");
    expect(dynasty?.clubTeam?.value).toBe("Dynasty");
  });

  it("gives a coach the number written after the coach's address ('My coach, Mr. Lindqvist, can be reached at jl@… or 262-…')", () => {
    const athlete = athleteWrites("Dear Coach,\n\nI'm Dana Player, a 2027 distance runner. My coach, Mr. Lindqvist, can be reached at jlindqvist@brookfieldeast.k12.example or 262-555-0140.\n\nDana Player\n262-555-0166");
    expect(athlete?.phone?.value).toBe("+12625550166");
  });

  it("reads a Catholic school named by its patron, no school from 'Homeschool', no club from 'Year 12', no town from a school's name", () => {
    const school = (tail: string) => athleteWrites(`Coach,\n\nI'm Dana Player, a 2028 libero and I'd love to play for you.\n\n${tail}\n\nDana Player`);
    expect(school("I go to Bishop Gorman.")?.highSchool?.value).toBe("Bishop Gorman");
    expect(school("School: Homeschool\nClub: Boise Peaks 16 Black")?.highSchool ?? null).toBeNull();
    const abroad = school("I'm in Year 12 at St Mary's College, Melbourne, Australia.");
    expect([abroad?.clubTeam ?? null, abroad?.city?.value ?? null]).toEqual([null, null]);
  });

  it("gives the athlete's letter's 'her cell' to whoever 'her' is, and 'or me (…)' to the writer", () => {
    const phone = (tail: string) => athleteWrites(`Coach,\n\nI'm Dana Player, a 2028 libero and I'd love to play for you.\n\n${tail}`)?.phone?.value;
    expect(phone("Dana Player\nMy mom's email is sue.player@gmail.com and her cell is 303-555-0161.\nMy cell: 303-555-0160")).toBe("+13035550160");
    expect(phone("Please contact my club coach Lisa Ng (lisa@rmj.example, 303-555-0172) or me (303-555-0160).\n\nDana Player")).toBe("+13035550160");
  });
});

