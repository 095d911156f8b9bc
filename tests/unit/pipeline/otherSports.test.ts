import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { WRAPPERS, rawMessage } from "./fixtures";

const when = new Date("2025-03-03T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string | null }) => {
  const email = processTextEmail({ subject, body, from }, { receivedAt: when });
  const athlete = email.athlete;
  return {
    isRecruiting: email.isRecruiting,
    role: email.senderRole,
    name: athlete ? `${athlete.firstName?.value ?? ""} ${athlete.lastName?.value ?? ""}`.trim() : null,
    sport: athlete?.sport?.value ?? null,
    positions: athlete?.positions?.value ?? null,
    gradYear: athlete?.gradYear?.value ?? null,
    email: athlete?.email?.value ?? null,
  };
};

describe("athletes of other sports", () => {
  it("reads a club team named by its class or birth year after 'for'", () => {
    const club = (body: string) => processTextEmail({ subject: "2027 attack", body, from: { address: "rc27@gmail.com", name: "Ryleigh Cutler" } }, { receivedAt: when }).athlete?.clubTeam?.value ?? null;
    expect(club("Coach -\n\nI'm Ryleigh Cutler, a 2027 attacker from Huntington, NY, playing for Long Island Sound 2027 Navy and Huntington Harbor HS.\n\nRyleigh")).toBe("Long Island Sound 2027 Navy");
    expect(club("Coach -\n\nI'm Ryleigh Cutler, a 2028 forward for Albuquerque Rush 09 Premier. I led the team with 19 goals.\n\nRyleigh")).toBe("Albuquerque Rush 09 Premier");
  });
  it("reads the club a rower rows for and a swimmer swims for", () => {
    const club = (body: string) => processTextEmail({ subject: "Recruiting inquiry, 2027", body, from: { address: "ih27@gmail.com", name: "Ingrid Hall" } }, { receivedAt: when }).athlete?.clubTeam?.value ?? null;
    expect(club("Dear Coach,\n\nMy name is Ingrid Hall, class of 2027. I row for Champlain Rowing Club, mostly port side in the eight.\n\n2k erg: 7:18.4\nGPA: 3.85\n\nIngrid Hall")).toBe("Champlain Rowing Club");
    expect(club("Hi Coach,\n\nI'm Ingrid Hall, a 2027 sprinter. I swim club for Naperville Marlins and my GPA is 3.8.\n\nIngrid")).toBe("Naperville Marlins");
  });
  it("reads the club when words of sport or manner stand between the verb and it, or she trains with it", () => {
    const club = (body: string) => processTextEmail({ subject: "2028 athlete", body, from: { address: "pw28@gmail.com", name: "Petra Wald" } }, { receivedAt: when }).athlete?.clubTeam?.value ?? null;
    expect(club("Dear Coach,\n\nI am Petra Wald, class of 2028. I play water polo as a driver for Mladost Zagreb in the junior league.\n\nPetra Wald")).toBe("Mladost Zagreb");
    expect(club("Hi Coach,\n\nI'm Petra Wald, a 2028 distance runner. I train with Halifax Harriers.\n\nPetra")).toBe("Halifax Harriers");
    expect(club("Hi Coach,\n\nI'm Petra Wald, a 2028 swimmer. I swim year round for Cedar Valley Aquatics.\n\nPetra")).toBe("Cedar Valley Aquatics");
  });
  it("reads a club of any sport named by its club word, wherever it is written", () => {
    const club = (body: string) => processTextEmail({ subject: "2027 prospect", body, from: { address: "hc27@gmail.com", name: "Hana Cole" } }, { receivedAt: when }).athlete?.clubTeam?.value ?? null;
    expect(club("Coach - 2027 center back, Tampa Bay United ECNL. Film below!\n\nHana Cole")).toBe("Tampa Bay United ECNL");
    expect(club("Hi Coach,\n\nI'm Hana Cole, a 2027 defender. Last summer at Chesapeake Lax Club 2027 Elite I started every game.\n\nHana")).toBe("Chesapeake Lax Club 2027 Elite");
    expect(club("Hi Coach,\n\nI'm Hana Cole, a 2027 backstroker, and North Shore Swim Club is my team.\n\nHana")).toBe("North Shore Swim Club");
    // "SC" after a city is South Carolina, not a soccer club.
    expect(club("Hi Coach,\n\nI'm Hana Cole, a 2027 golfer from Charleston SC with a 74 scoring average.\n\nHana")).toBeNull();
  });
  it("reads an ordinary word as a position after her school year or after 'as a' ('senior post', 'as a driver')", () => {
    expect(read("Senior - Kiara Banks", "Coach,\n\nMy senior post, Kiara Banks, is still open. She's 6'2\" and averages 12 rebounds for our basketball team. Class of 2027.\n\nVernon Ash", { address: "vash@hopkinsvilleschools.org", name: "Vernon Ash" }).positions).toEqual(["post"]);
    expect(read("Water polo - 2027", "Dear Coach,\n\nI am Petra Horvat, class of 2027. I play water polo as a driver for VK Mladost.\n\nPetra Horvat", { address: "ph27@gmail.com", name: "Petra Horvat" }).positions).toEqual(["driver"]);
  });
  it("reads the position an athlete's sign-off gives before her class ('Midfield | Class of 2027'), once", () => {
    const signOff = (line: string) => read("Lacrosse - 2027", `Dear Coach,\n\nMy name is Josie Marlowe and I play <<position>> for [Club Name]. 38 goals this spring in lacrosse.\n\nThank you,\nJosie Marlowe\n${line}`, { address: "jm27@gmail.com", name: "Josie Marlowe" }).positions;
    expect(signOff("Midfield | Class of 2027")).toEqual(["midfield"]);
    expect(read("highlights", "Hi Coach, 5'9 combo guard, class of 2027, Team Rise 17U basketball.\n\nDani Okafor", { address: "do27@gmail.com", name: "Dani Okafor" }).positions).toEqual(["combo guard"]);
  });
  it("reads a soccer player's position written in Spanish, and her sport from it", () => {
    expect(read("Portera - Generación 2027", "Hola Coach,\n\nMe llamo Ximena Garza y soy portera. Juego en Rayadas Sub-17.\n\nXimena Garza", { address: "xg27@gmail.com", name: "Ximena Garza" })).toMatchObject({ sport: "soccer", positions: ["portera"] });
  });
  it("keeps a soccer player's introduction, with her sport and position as written", () => {
    const result = read("Class of 2027 - interested in your program", "Hi Coach,\n\nMy name is Emma Lee and I am a 2027 center midfielder for Solar SC ECNL in Dallas, TX. I have a 3.9 GPA. Highlights: https://www.youtube.com/watch?v=abc123XYZ\n\nThank you,\nEmma Lee", { address: "emma.lee27@gmail.com", name: "Emma Lee" });
    expect(result).toMatchObject({ isRecruiting: true, role: "athlete", name: "Emma Lee", sport: "soccer", positions: ["center midfielder"], gradYear: 2027 });
  });
  it("reads a basketball guard", () => {
    expect(read("Point guard, 2026", "Coach,\n\nI'm Jada Williams, a 5'7\" point guard (class of 2026) at Central Catholic. I average 14 points and 6 assists for our varsity basketball team.\n\nJada", { address: "jkwilliams@gmail.com", name: "Jada Williams" })).toMatchObject({ isRecruiting: true, sport: "basketball", positions: ["point guard"] });
  });
  it("reads track events as her events", () => {
    expect(read("Recruiting - Sophia Reyes", "Hello Coach,\n\nI'm a junior sprinter at Lincoln High School (class of 2026). My PRs: 100m 11.9, 200m 24.5, 400m 56.2.\n\nSophia Reyes", { address: "sreyes@gmail.com", name: "Sophia Reyes" })).toMatchObject({ isRecruiting: true, sport: "track and field", positions: ["100m", "200m", "400m"] });
  });
  it("keeps a swimmer's introduction, with her events", () => {
    expect(read("Prospective swimmer", "Dear Coach,\n\nI am Kate Morgan, a 2027 swimmer with Aquatic Club of Denver. My best times: 100 fly 57.8, 200 IM 2:08.4, 50 free 24.9.\n\nBest,\nKate Morgan", { address: "kate.m@gmail.com", name: "Kate Morgan" })).toMatchObject({ isRecruiting: true, role: "athlete", name: "Kate Morgan", sport: "swimming", positions: ["100 fly", "200 im", "50 free"] });
  });
  it("reads a lacrosse attacker and a labelled water polo position in lower case", () => {
    expect(read("Recruiting - Riley Owens, class of 2028", "Coach,\n\nI'm a 2028 attacker for Capital Lacrosse Club and Wootton HS. 3.7 GPA.\nFilm: https://www.hudl.com/video/3/999/xyz\n\nRiley Owens", { address: "riley.owens@gmail.com", name: "Riley Owens" })).toMatchObject({ isRecruiting: true, sport: "lacrosse", positions: ["attacker"] });
    expect(read("Water polo recruit", "Name: Ana Ruiz\nGrad Year: 2027\nPosition: Driver\nClub: SoCal Water Polo 18U\n\nHi Coach, I'd love to play water polo for your program.\n\nAna", { address: "anaruiz@gmail.com", name: "Ana Ruiz" })).toMatchObject({ isRecruiting: true, sport: "water polo", positions: ["driver"] });
  });
  it("keeps a club coach recommending a player of any sport", () => {
    expect(read("Player you should see", "Coach,\n\nI coach the 17s at Lonestar FC and I'd like to recommend one of my players, Avery Cole. She is a 2027 goalkeeper who works harder than anyone. Reach her at avery.cole@gmail.com.\n\nDave Miller\nDirector of Coaching, Lonestar FC", { address: "dmiller@gmail.com", name: "Dave Miller" })).toMatchObject({ isRecruiting: true, role: "club_coach", name: "Avery Cole", sport: "soccer", positions: ["goalkeeper"], email: "avery.cole@gmail.com" });
  });
  it("keeps a very short introduction", () => {
    expect(read("Intro", "Hi Coach, I'm Lily Brown, class of 2027 goalkeeper. Hope to hear from you!", { address: "lbrown@gmail.com", name: "Lily Brown" })).toMatchObject({ isRecruiting: true, name: "Lily Brown", gradYear: 2027, positions: ["goalkeeper"] });
  });
  it("keeps an athlete's template with a slot left unfilled, without the placeholder", () => {
    const result = read("Prospective student-athlete", "Dear Coach [Last Name],\n\nMy name is Hannah Moss and I am a 2027 [POSITION] from Tulsa, OK. I play for Tulsa Elite 17 Black. My GPA is 3.8.\n\nSincerely,\nHannah Moss", { address: "hmoss@gmail.com", name: "Hannah Moss" });
    expect(result).toMatchObject({ isRecruiting: true, name: "Hannah Moss", positions: null, gradYear: 2027 });
  });
  it("reads another sport's position codes written in capitals ('GK', 'LB/RB', 'CDM', 'PG/SG'), as written in lower case", () => {
    const positions = (subject: string, body: string) => read(subject, body, { address: "tp28@gmail.com", name: "Tess Pruitt" }).positions;
    expect(positions("Soccer - GK, 2028", "Coach,\n\nI'm Tess Pruitt, class of 2028, and I'd love to keep goal for you.\n\nTess Pruitt")).toEqual(["gk"]);
    expect(positions("2028 soccer recruit", "Coach,\n\nI'm Tess Pruitt, a 2028 LB/RB for Tri-Cities FC 09G. I can also play LM.\n\nTess Pruitt")).toEqual(["lb", "rb", "lm"]);
    expect(positions("2027 basketball", "Coach,\n\nTess Pruitt here, 2027 PG/SG, 5'7\".\n\nTess")).toEqual(["pg", "sg"]);
  });
  it("reads no code where capitals mean something else: a weight, a time of day, a direct message", () => {
    const positions = (body: string) => read("2028 soccer recruit", body, { address: "tp28@gmail.com", name: "Tess Pruitt" }).positions;
    expect(positions("Coach,\n\nI'm Tess Pruitt, a 2028 goalkeeper, 5'9\" and 140 LB. Our game is at 9 AM, or DM me on Instagram.\n\nTess Pruitt")).toEqual(["goalkeeper"]);
  });
  it("reads a midfielder named by her side or role in short ('center mid', 'attacking mid') in soccer and field hockey", () => {
    const positions = (subject: string, body: string) => read(subject, body, { address: "tp28@gmail.com", name: "Tess Pruitt" }).positions;
    expect(positions("Field hockey, class of 2028", "Coach,\n\nI'm Tess Pruitt. I play center mid and can cover left back.\n\nTess Pruitt")).toEqual(["center mid", "left back"]);
    expect(positions("2028 soccer recruit", "Coach,\n\nI'm Tess Pruitt, a 2028 attacking mid for Tri-Cities FC 09G.\n\nTess Pruitt")).toEqual(["attacking mid"]);
  });
  it("reads a lacrosse or field hockey defender, who is no beach volleyball defender, and a position after a class year and its comma", () => {
    const positions = (subject: string, body: string) => read(subject, body, { address: "tp28@gmail.com", name: "Tess Pruitt" }).positions;
    expect(positions("2028 lacrosse", "Coach,\n\nI'm Tess Pruitt, a 2028 defender for Chesapeake Lax Club 2028 Elite.\n\nTess Pruitt")).toEqual(["defender"]);
    expect(positions("Field hockey recruit", "Coach,\n\nTess Pruitt\nClass of 2027, forward\nGPA 3.8\n\nTess")).toEqual(["forward"]);
  });
  it("reads an ordinary word as a position in a slash list with one of the sport's own ('Forward / Winger')", () => {
    expect(read("Soccer recruit", "Coach,\n\nEllie Brannigan\nClass of 2028 | Forward / Winger\n\nEllie", { address: "eb28@gmail.com", name: "Ellie Brannigan" }).positions).toEqual(["forward", "winger"]);
  });
  it("names a position once, in the first of its sport's words that was written ('goalie' in the subject, 'goaltender' in the letter; a stroke beside its events)", () => {
    const positions = (subject: string, body: string) => read(subject, body, { address: "tp28@gmail.com", name: "Tess Pruitt" }).positions;
    expect(positions("Tess Pruitt - goalie - 2029", "Hello Coach,\n\nI'm Tess Pruitt, a 2029 goaltender for North Star 19U in ice hockey.\n\nTess")).toEqual(["goaltender"]);
    expect(positions("Tess Pruitt | 2027 Attack", "Coach,\n\nI'm Tess Pruitt, a 2027 attacker in lacrosse.\n\nTess")).toEqual(["attack"]);
    expect(positions("Swimmer, class of 2028", "Coach,\n\nI'm Tess Pruitt, a 2028 swimmer: breaststroke, 100 breast 1:04.2, 200 breast 2:19.8.\n\nTess")).toEqual(["100 breast", "200 breast"]);
  });
  it("takes the sport of the coach's programme from her note above the forward when the athlete's own words name none", () => {
    const original = { fromName: "Tess Pruitt", fromAddress: "tp28@gmail.com", subject: "Recruiting", body: "Hi Coach,\n\nI'm Tess Pruitt, class of 2027, forward, and I'd love to visit.\n\nTess Pruitt" };
    const email = processRawEmail(rawMessage(WRAPPERS.gmail!(original, "Worth a look.\n\nJordan Ellis\nHead Field Hockey Coach")));
    return email.then((read) => {
      expect(read.athlete?.sport?.value).toBe("field hockey");
      expect(read.athlete?.positions?.value).toEqual(["forward"]);
    });
  });
  it("does not read ordinary words as another sport's positions", () => {
    expect(read("2027 OH", "Hi Coach, my name is Tara Lopez, a 2027 outside hitter for Vision 17 Black. I want to move forward with recruiting and get back to you at this point in the center of my season.", { address: "tara@gmail.com", name: "Tara Lopez" })).toMatchObject({ sport: "volleyball", positions: ["OH"] });
  });
  it("keeps a one-line introduction ('… here, 2027 goalkeeper'), her class year read with the sport's word", () => {
    const email = processTextEmail({ subject: "Hello", body: "Hi Coach! Lily Brown here, 2027 goalkeeper. Hope to hear from you!", from: { address: "lb@gmail.com", name: null } }, { receivedAt: when });
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.lastName?.value).toBe("Brown");
    expect(email.athlete?.gradYear?.confidence).toBeGreaterThanOrEqual(0.9);
  });
  it("keeps a distance runner's introduction, with her events", () => {
    expect(read("Runner", "Hello Coach, I'm Sophia Reyes, a 2026 distance runner. 1600m 5:02, 3200m 10:55. Sophia", { address: "sr@gmail.com", name: null })).toMatchObject({ isRecruiting: true, name: "Sophia Reyes", sport: "track and field", positions: ["1600m", "3200m"] });
  });
  it("records the sport of a wrestler, a fencer, a rugby player, a bowler, an acrobat and a rider, with their positions as written", () => {
    const athlete = (subject: string, body: string, name: string) => read(subject, body, { address: "athlete27@gmail.com", name });
    expect(athlete("2027 wrestler - 132 lbs", "Hi Coach,\n\nMy name is Tessa Whitcomb, a 2027 wrestler at Fremont High School. I wrestle at 132 and went 38-4 this season.\n\nTessa Whitcomb", "Tessa Whitcomb")).toMatchObject({ isRecruiting: true, sport: "wrestling", positions: null });
    expect(athlete("Class of 2028 fencer", "Dear Coach,\n\nI am Mira Castellanos, class of 2028, and I fence epee for Bay Cities Fencing Club.\n\nMira Castellanos", "Mira Castellanos")).toMatchObject({ isRecruiting: true, sport: "fencing", positions: ["epee"] });
    expect(athlete("2027 flanker", "Coach,\n\nI'm Jolene Ortiz, a 2027 flanker for Atlanta Old White U18. I also play sevens in the summer.\n\nJolene Ortiz", "Jolene Ortiz")).toMatchObject({ isRecruiting: true, sport: "rugby", positions: ["flanker"] });
    expect(athlete("2027 bowler", "Hello Coach,\n\nMy name is Kayla Brenner, a junior bowler at Round Lake HS with a 212 average.\n\nKayla Brenner\nClass of 2027", "Kayla Brenner")).toMatchObject({ isRecruiting: true, sport: "bowling" });
    expect(athlete("Acro recruit 2027", "Hi Coach,\n\nI'm Ariel Nguyen, class of 2027. I compete in acrobatics and tumbling as a base and tumbler.\n\nAriel Nguyen", "Ariel Nguyen")).toMatchObject({ isRecruiting: true, sport: "acrobatics and tumbling", positions: ["base", "tumbler"] });
    expect(athlete("Class of 2028 rider", "Dear Coach,\n\nMy name is Grace Holloway and I ride hunt seat. I'm class of 2028 and show on the IEA circuit.\n\nGrace Holloway", "Grace Holloway")).toMatchObject({ isRecruiting: true, sport: "equestrian", positions: ["hunt seat"] });
  });
  it("takes no sport from a word other languages use ('saber' is Portuguese and Spanish for 'to know')", () => {
    const athlete = read("Ponteira 2027", "Olá treinadora,\n\nMeu nome é Luana Reis e sou ponteira de vôlei, turma de 2027. Gostaria de saber se há interesse no meu perfil.\n\nLuana Reis", { address: "luana27@gmail.com", name: "Luana Reis" });
    expect(athlete).toMatchObject({ sport: "volleyball", positions: ["OH"] });
  });
});
