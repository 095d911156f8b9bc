import { describe, expect, it } from "vitest";
import { processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";

const when = new Date("2025-03-03T12:00:00Z");
const line = (subject: string, body: string, from?: { address: string; name: string }) => toExtractLine(processTextEmail({ subject, body, from: from ?? null }, { receivedAt: when }), null);
const athlete = (subject: string, body: string, from?: { address: string; name: string }) => line(subject, body, from).athlete;

describe("height", () => {
  const cases: [string, number][] = [
    [`5'10"`, 70],
    ["5’10”", 70],
    ["5-10", 70],
    ["5 ft 10", 70],
    ["5ft 10in", 70],
    [`5'10½"`, 70.5],
    [`5' 10 1/2"`, 70.5],
    ["178 cm", 70],
    ["1.78 m", 70],
    ["1,78 m", 70],
    [`6'0"`, 72],
  ];
  for (const [written, inches] of cases) {
    it(`reads ${written} as ${inches} inches`, () => {
      expect(athlete("2027 setter", `Hi Coach, my name is Lena Park, a 2027 setter. Height: ${written}. Club: Elevation 17 Gold.`)?.height_inches).toBe(inches);
    });
  }
  it("reads a height in inches alone after its label ('Ht: 71 in') and inches written as a word ('5 foot eleven')", () => {
    expect(athlete("2027 setter", "Hi Coach, my name is Lena Park, a 2027 setter.\nHt: 71 in\nClub: Elevation 17 Gold.")?.height_inches).toBe(71);
    expect(athlete("2027 setter", "Hi Coach, my name is Lena Park. I'm a 2027 setter, five foot eleven, and I play for Elevation 17 Gold.")?.height_inches).toBe(71);
    expect(athlete("2027 setter", "Hi Coach, my name is Lena Park. I'm a 2027 setter, 5 foot eleven, and I play for Elevation 17 Gold.")?.height_inches).toBe(71);
  });
  it("ignores reach and jump measurements", () => {
    expect(athlete("2027 MB", "My name is Tara Lopez, 2027 middle blocker. Standing reach 7'9\", approach jump 9'10\". I play for Vision 17 Black.")?.height_inches).toBeNull();
  });
});

describe("the year she finishes school", () => {
  const year = (sentence: string) => athlete("Recruiting", `Dear Coach,\n\nMy name is Ana Ruiz. ${sentence}\n\nAna Ruiz`)?.grad_year ?? null;
  it("reads it from 'graduate', 'finish' or 'me gradúo' … 'in' a year, its month allowed", () => {
    expect(year("I will finish at Greenwood Heights International School in May 2027 and play tennis.")).toBe(2027);
    expect(year("She play volleyball like setter. She finish the school in 2028.")).toBe(2028);
    expect(year("Soy de Monterrey y juego en Rayadas Sub-17. Me gradúo de la preparatoria en 2027.")).toBe(2027);
  });
  it("reads it after a shortened label ('Grad Yr - '28') and with the month she graduates ('Graduation year: June 2028')", () => {
    expect(year("I play volleyball.\nGrad Yr - '28\nPosition: setter")).toBe(2028);
    expect(year("I play volleyball.\nGraduation year: June 2028\nPosition: setter")).toBe(2028);
    expect(year("I play volleyball.\nGrad: 6/2027\nPosition: setter")).toBe(2027);
    expect(year("I play volleyball.\nHS Graduation Date: 05/2027\nPosition: setter")).toBe(2027);
  });
  it("does not read a past result ('finished 3rd in 2025') as her class", () => {
    expect(year("I finished 3rd in 2025 at the state meet in the 400m.")).toBeNull();
  });
});

describe("a home abroad", () => {
  const home = (sentence: string) => {
    const read = athlete("2027 recruit", `Dear Coach,\n\nMy name is Petra Horvat, class of 2027. ${sentence}\n\nPetra Horvat`);
    return { city: read?.city ?? null, state: read?.state ?? null };
  };
  it("reads the city before a country's name, in English or the athlete's language, with no state", () => {
    expect(home("I live in Zagreb, Croatia and play for VK Mladost.")).toEqual({ city: "Zagreb", state: null });
    expect(home("I am a backstroker from Auckland, New Zealand.")).toEqual({ city: "Auckland", state: null });
    expect(home("Soy de Monterrey, Nuevo León, México y juego de portera.")).toEqual({ city: "Monterrey", state: null });
  });
  it("reads the state her school is in ('Grand Ledge Central High School in Michigan')", () => {
    expect(home("I'm an outside hitter at Grosse Pointe Harbor High School in Michigan.")).toEqual({ city: null, state: "MI" });
  });
  it("keeps a US state whose name is also a country's ('Atlanta, Georgia')", () => {
    expect(home("I live in Atlanta, Georgia and play for A5 17 Royal.")).toEqual({ city: "Atlanta", state: "GA" });
  });
});

describe("traps", () => {
  it("reads a capitalised pair after 'from' or 'in' as a place, not the athlete ('from Nova Scotia (2028)')", () => {
    const result = athlete("Distance runner from Nova Scotia (2028)", "Hello Coach,\n\nI'm a grade 11 distance runner from Halifax, Nova Scotia. 1500m - 4:31.6\n\nThanks for your time,\nMaeve Doucet\n902-555-0118", { address: "maeve.doucet@gmail.com", name: "Maeve Doucet" });
    expect(result).toMatchObject({ first_name: "Maeve", last_name: "Doucet" });
  });
  it("reads names, clubs and links written with right-to-left overrides or zero-width characters without them", () => {
    const result = athlete("2027 OH \u202EMaya Thompson", "Hi Coach! My name is Maya Th\u202Eomp\u200Bson, a 2027 outside hitter. I play for KJV \u2067\u202E17 Elite\u2069. Film: https://youtu.be/abc\u202E123");
    expect(result).toMatchObject({ first_name: "Maya", last_name: "Thompson", club_team: "KJV 17 Elite", video_urls: ["https://youtu.be/abc123"] });
  });

  it("does not read a club team named '17 National' as the class", () => {
    const result = athlete("Volleyball recruit", "Hello Coach, my name is Jess Wong. I play for Mintonette 17 National and I am an outside hitter, class of 2028.");
    expect(result?.grad_year).toBe(2028);
    expect(result?.club_team).toBe("Mintonette 17 National");
  });

  it("reads a GPA written with its verb or as a 'grade point' ('carries a 3.95', 'her grade point is 3.5'), never a pitcher's ERA", () => {
    expect(athlete("2027 swimmer", "Coach,\n\nEmma Lee is a 2027 swimmer at West Bend High School. Emma carries a 3.95 and wants to study nursing.\n\nDoug Pelletier")?.gpa).toBe(3.95);
    expect(athlete("volleyball for my daughter", "My daughter name is Valentina Ruiz, she play volleyball like setter, class of 2028. Her grade point is 3.5.")?.gpa).toBe(3.5);
    expect(athlete("2028 RHP", "My name is Kara Diaz, a 2028 pitcher. This summer I held a 1.42 ERA over 98 innings.")?.gpa).toBeNull();
  });
  it("prefers the unweighted GPA when both are given", () => {
    expect(athlete("2027 libero", "My name is Kara Diaz, 2027 libero from Austin, TX. GPA: 4.4 weighted, 3.8 unweighted.")?.gpa).toBe(3.8);
    expect(athlete("2027 libero", "My name is Kara Diaz, 2027 libero from Austin, TX. I carry a 4.2 weighted GPA and a 3.7 UW GPA.")?.gpa).toBe(3.7);
  });

  it("takes the athlete, not the parent who writes, nor the parent's contact", () => {
    const result = line(
      "My daughter - 2028 pitcher",
      "Hello Coach,\n\nI am writing on behalf of my daughter, Brooke Adams, a 2028 right-handed pitcher for Texas Glory 16U. She attends Plano West High School in Plano, TX and has a 3.95 GPA.\nHer email is brooke.adams28@gmail.com.\n\nThank you,\nLaura Adams\nlaura.adams@yahoo.com\n(972) 555-0188",
      { address: "laura.adams@yahoo.com", name: "Laura Adams" },
    );
    expect(result.sender_role).toBe("parent");
    expect(result.athlete).toMatchObject({ first_name: "Brooke", last_name: "Adams", grad_year: 2028, positions: ["P"], state: "TX", email: "brooke.adams28@gmail.com", phone: null });
  });

  it("takes the athlete a club coach introduces, not the coach's own name and signature", () => {
    const result = line(
      "Setter to watch",
      "Coach,\n\nI'd like to recommend one of my players, Nora Quinn (2027, 5'11\", S). She runs our 17s offense. Her teammate Ella Brooks is also worth a look later.\n\nBest,\nMike Davis\nClub Director, Munciana Volleyball\nmdavis@munciana.example\n317-555-0100",
      { address: "mdavis@munciana.example", name: "Mike Davis" },
    );
    expect(result.sender_role).toBe("club_coach");
    expect(result.athlete).toMatchObject({ first_name: "Nora", last_name: "Quinn", grad_year: 2027, positions: ["S"], height_inches: 71, email: null, phone: null });
  });

  it("never takes a template placeholder as the athlete's name", () => {
    const result = athlete("Recruiting", "Dear Coach ( COACH'S NAME ),\n\nMy name is [Name] and I am a 2027 outside hitter from Denver, CO. I play for Colorado Juniors 17 Black.\n\nThank you,\n( ATHLETE'S NAME )");
    expect(result?.first_name ?? null).toBeNull();
    expect(result?.last_name ?? null).toBeNull();
  });

  it("reads phone-typed lowercase mail", () => {
    expect(athlete("2028 setter", "hi coach my name is ava chen im a 2028 setter from cincinnati oh and i play for tristate 16 elite. gpa 4.0")).toMatchObject({
      first_name: "Ava",
      last_name: "Chen",
      grad_year: 2028,
      positions: ["S"],
      state: "OH",
      gpa: 4,
    });
  });

  it("reads Spanish and French introductions", () => {
    expect(athlete("Jugadora 2027", "Hola entrenador, me llamo Lucía Fernández, armadora de la promoción 2027. Mido 1,75 m y juego para el club Ponce Lions 17.")).toMatchObject({
      first_name: "Lucía",
      last_name: "Fernández",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
    });
    expect(athlete("Joueuse 2028", "Bonjour Coach, je m'appelle Camille Roy, passeuse, classe de 2028, de Montréal, QC. Taille : 1,80 m.")).toMatchObject({
      first_name: "Camille",
      last_name: "Roy",
      grad_year: 2028,
      positions: ["S"],
      state: "QC",
      height_inches: 71,
    });
  });

  it("reads softball positions and a Canadian province", () => {
    expect(athlete("2027 SS/2B", "My name is Rae Tran, a 2027 shortstop / second base from Winnipeg, MB. Travel team: Manitoba Fury 18U.")).toMatchObject({
      positions: ["SS", "2B"],
      state: "MB",
      city: "Winnipeg",
    });
  });

  it("reads a one-line stat block with inline labels", () => {
    expect(athlete("Recruit", "Coach,\n\nBrianna O'Neil | Class: 2026 | Pos: OH/DS | Ht: 5'11\" | Club: Louisville Fury 18 Gold | HS: Assumption High School | GPA 3.72\n\nI'm very interested in Midwest.")).toMatchObject({
      first_name: "Brianna",
      last_name: "O'Neil",
      grad_year: 2026,
      positions: ["OH", "L/DS"],
      height_inches: 71,
      club_team: "Louisville Fury 18 Gold",
      high_school: "Assumption High School",
      gpa: 3.72,
    });
  });

  it("reads a club named by its age group, and the sport with its evidence", () => {
    const email = processTextEmail({ subject: "2028 catcher", body: "Coach, our daughter Piper Ellison is a 2028 catcher for Indiana Magic Gold 16U. She is 5'7\"." }, { receivedAt: when });
    expect(email.athlete?.clubTeam?.value).toBe("Indiana Magic Gold 16U");
    expect(email.athlete?.sport).toMatchObject({ value: "softball", source: { snippet: expect.stringContaining("catcher") } });
  });

  it("reads German and Portuguese introductions", () => {
    expect(athlete("Volleyball - Jahrgang 2027", "Sehr geehrter Coach,\n\nich heiße Lena Hoffmann und bin Zuspielerin, Abschlussjahr 2027. Ich bin 1,84 m groß und spiele für den SC Potsdam U18.")).toMatchObject({
      first_name: "Lena",
      last_name: "Hoffmann",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 72,
      club_team: "SC Potsdam U18",
    });
    expect(athlete("Atleta de vôlei", "Olá treinador, meu nome é Beatriz Costa, sou ponteira da turma de 2028. Tenho 1,80 m.")).toMatchObject({ first_name: "Beatriz", last_name: "Costa", grad_year: 2028, positions: ["OH"], height_inches: 71 });
  });

  it("skips an older sibling's class and height, keeps the athlete's", () => {
    const result = line("my younger daughter", "Hi Coach, you recruited my older daughter Megan (class of 2023, she is 6'1\"). Now her sister Abby Wallace is a 2028 setter, 5'9\", playing for Lakeshore Juniors 16 Black. Abby's email is abbywallace28@gmail.com.\n\nJen Wallace", { address: "jwallace@gmail.com", name: "Jen Wallace" });
    expect(result.sender_role).toBe("parent");
    expect(result.athlete).toMatchObject({ first_name: "Abby", last_name: "Wallace", grad_year: 2028, height_inches: 69, email: "abbywallace28@gmail.com" });
  });

  it("reads the class from 'graduating in', not from tournament dates", () => {
    expect(athlete("Spring 2026 schedule", "I'm Nia Brooks, a catcher graduating in 2028. June 12-14, 2026 - Colorado Sparkler - Denver, CO")?.grad_year).toBe(2028);
  });

  it("keeps an athlete's half-filled template as recruiting, with no placeholder values", () => {
    const result = line("Prospective Student-Athlete", "Dear Coach [Coach's Last Name],\n\nMy name is Harper Ames and I am a 2028 [POSITION] from Tampa, FL. I play for [CLUB TEAM NAME] and attend Plant High School.\n\nSincerely,\nHarper Ames", { address: "harper.ames28@gmail.com", name: "Harper Ames" });
    expect(result.is_recruiting).toBe(true);
    expect(result.athlete).toMatchObject({ first_name: "Harper", last_name: "Ames", grad_year: 2028, positions: null, club_team: null, high_school: "Plant High School", state: "FL" });
  });

  it("takes the first of several athletes a club director introduces, without mixing in the second one's details", () => {
    const result = line(
      "Fwd: Tri-State 16s - two setters",
      "Coach, sharing two setters from our 16s team:\n\nAva Chen (2028, 5'10\", Cincinnati, OH, 4.0) - https://youtu.be/avachen28\nLily Park (2028, 5'8\", Covington, KY, GPA 3.6) - https://youtu.be/lilypark28\n\nBoth play at the Bluegrass qualifier next weekend.\n\nDana Ortiz\nClub Director, Tri-State VBC",
      { address: "dana@tristateclub.example", name: "Dana Ortiz" },
    );
    expect(result.sender_role).toBe("club_coach");
    expect(result.athlete).toMatchObject({ first_name: "Ava", last_name: "Chen", grad_year: 2028, height_inches: 70, city: "Cincinnati", state: "OH", gpa: 4, video_urls: ["https://youtu.be/avachen28"] });
  });

  it("reads GPAs however they are phrased, unweighted first", () => {
    const gpa = (sentence: string) => athlete("2027 setter", `My name is Kara Diaz, a 2027 setter from Austin, TX. ${sentence}`)?.gpa;
    expect(gpa("Weighted GPA 4.4, unweighted 3.9.")).toBe(3.9);
    expect(gpa("She has a 3.2 grade point average.")).toBe(3.2);
    expect(gpa("I'm a 3.6 student.")).toBe(3.6);
    expect(gpa("Academics: 3.88 UW / 4.52 W")).toBe(3.88);
  });

  it("reads states written in full, two words included", () => {
    expect(athlete("2029 OH", "My name is Jorie McCoy - 2029 outside hitter, 6'0\", Sioux Falls, South Dakota.")).toMatchObject({ city: "Sioux Falls", state: "SD" });
    expect(athlete("2028 SS", "My name is Maya Whitehorse, a 2028 shortstop from Albuquerque, New Mexico.")).toMatchObject({ city: "Albuquerque", state: "NM" });
    expect(athlete("Joueuse 2028", "Je m'appelle Élise Roy, passeuse, classe de 2028.\n- Ville : Laval (Québec)")).toMatchObject({ city: "Laval", state: "QC" });
  });

  it("reads the class from 'a senior' or 'a junior' in the school year the email was sent", () => {
    const grad = (date: string, sentence: string) => toExtractLine(processTextEmail({ subject: "Catcher", body: `Hi Coach, I'm Morgan Teague, ${sentence} from Athens, Georgia.` }, { receivedAt: new Date(date) }), null).athlete?.grad_year;
    expect(grad("2026-10-05T12:00:00Z", "a senior catcher")).toBe(2027);
    expect(grad("2026-03-05T12:00:00Z", "a senior catcher")).toBe(2026);
    expect(grad("2026-10-05T12:00:00Z", "a junior catcher")).toBe(2028);
    expect(grad("2026-06-05T12:00:00Z", "a rising junior catcher")).toBe(2028);
  });

  it("reads lowercase position codes in a slash list or after 'play', and beach positions only on the sand", () => {
    expect(athlete("ss 2029", "hey coach im jaylee harjo a 2029 shortstop from broken arrow ok. i can also play 2b. thanks")?.positions).toEqual(["SS", "2B"]);
    expect(athlete("beach", "Hi Coach, my name is Sara Lund, a 2027 beach volleyball blocker from Monterey, CA.")?.positions).toEqual(["blocker"]);
    expect(athlete("indoor", "Hi Coach, my name is Sara Lund, a 2027 middle blocker from Monterey, CA. I'm a strong blocker.")?.positions).toEqual(["MB"]);
  });

  it("keeps the height next to 'blocker', skips reach and jumps, and skips the club coach's phone", () => {
    const result = athlete("Resume", "Athletics: 2027 middle blocker, 6'2\", standing reach 8'1\", approach 9'10\".\nMy club coach is Mike Davis (mdavis@clubfusion.org, 314-555-0100).\n\nSydney Okoro\n+1 (573) 555-0144");
    expect(result).toMatchObject({ height_inches: 74, phone: "+15735550144" });
  });

  it("reads a one-line dash-separated intro", () => {
    expect(athlete("Interested!", "Hi! Bri Santos - 2027 libero - Arizona Storm 17 Adidas - Chandler AZ - 3.8 - hudl.com/profile/12345/bri-santos")).toMatchObject({
      first_name: "Bri",
      last_name: "Santos",
      grad_year: 2027,
      positions: ["L/DS"],
      club_team: "Arizona Storm 17 Adidas",
      city: "Chandler",
      state: "AZ",
      gpa: 3.8,
      video_urls: ["hudl.com/profile/12345/bri-santos"],
    });
  });

  it("reads club names written in capitals, with a region, a German prefix or 'Beach Academy'", () => {
    expect(athlete("MY DAUGHTER", "COACH, MY DAUGHTER KYLIE ROURKE IS A 2029 CATCHER FOR GEORGIA ACES 16U AND NORTH HALL CROSSING HS IN GAINESVILLE GA.", { address: "rourke@aol.com", name: "Dan Rourke" })?.club_team).toBe("GEORGIA ACES 16U");
    expect(athlete("Libero", "My name is Josie Green, a 2027 libero.\n\nJosie Green\nLakes Region VBC 18 Elite\nGilford High School, Laconia NH")?.club_team).toBe("Lakes Region VBC 18 Elite");
    expect(athlete("Beach", "My name is Sara Lund, a 2027 beach volleyball blocker from Monterey, CA. I train with Monterey Bay Beach Academy.")?.club_team).toBe("Monterey Bay Beach Academy");
  });

  it("reads the athlete from a profile block under a parent's sign-off, and from 'is one of the best'", () => {
    const parent = line("Volleyball recruit", "Good evening Coach,\n\nOur daughter would really like to play for you. Her info is below.\n\nThank you!\nLisa Grant\n\nElla Grant\nClass of 2028 | Outside Hitter | 6'0\"\nOmaha Skyline 16 Black / Millard North High School\nOmaha, Nebraska\nellagrant28@gmail.com", { address: "lisagrant@hotmail.com", name: "Lisa Grant" });
    expect(parent.sender_role).toBe("parent");
    expect(parent.athlete).toMatchObject({ first_name: "Ella", last_name: "Grant", grad_year: 2028, positions: ["OH"], height_inches: 72, email: "ellagrant28@gmail.com", state: "NE" });
    const coach = line("Senior SS", "Coach,\n\nAva Delgado is one of the best shortstops I've had. She's a senior (2026), 5'6\". Her email: avadelgado26@gmail.com, cell 972-555-0188.\n\nRita Gomez\nHead Softball Coach, McKinney North High School", { address: "rgomez@mckinneyisd.net", name: "Coach Rita Gomez" });
    expect(coach.sender_role).toBe("high_school_coach");
    expect(coach.athlete).toMatchObject({ first_name: "Ava", last_name: "Delgado", grad_year: 2026, positions: ["SS"], email: "avadelgado26@gmail.com", phone: "+19725550188" });
    expect(athlete("2027 C", "My name is Delaney Shaw and I catch for Tennessee Mojo 18U Premier. I'm a 2027 grad from Knoxville, TN.")?.positions).toEqual(["C"]);
  });
});


describe("events", () => {
  const body =
    "Hi Coach! My name is Maya Thompson and I'm a 2027 outside hitter (6'1\") from Lexington, KY. I play for KJV 17 Elite. " +
    "I will be playing at the Bluegrass Qualifier on March 14-16, 2027 in Louisville, KY. We are on Court 12 and I wear #7.";

  it("completes an event named in the subject from the body's mention: dates, the place after its name, court, jersey", () => {
    const [event, ...others] = processTextEmail({ subject: "2027 OH at the Bluegrass Qualifier", body }, { receivedAt: when }).events;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      name: "Bluegrass Qualifier",
      startDate: "2027-03-14",
      endDate: "2027-03-16",
      location: "Louisville, KY",
      team: "KJV 17 Elite",
      jerseyNumber: "7",
      court: "Court 12",
    });
  });

  it("does not take 'on March 14-16' for a team", () => {
    expect(processTextEmail({ subject: "Schedule", body }, { receivedAt: when }).events[0]?.team).toBe("KJV 17 Elite");
  });
});
