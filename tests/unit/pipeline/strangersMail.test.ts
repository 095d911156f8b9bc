import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";
import { clubCandidates, highSchoolCandidates } from "../../../functions/src/pipeline/extract/teams";

/** Rules for mail written by strangers: classes of mistakes the tuning split's third batch exposed, each general. */
const when = new Date("2026-11-03T12:00:00Z");
const athleteOf = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;
const fullName = (athlete: ReturnType<typeof athleteOf>) => (athlete ? `${athlete.firstName?.value ?? ""} ${athlete.lastName?.value ?? ""}`.trim() : null);

describe("mail written by strangers", () => {
  it("never takes a sport named in a subject for the athlete's name ('Field Hockey Recruit - Class of 20XX')", () => {
    const body = "Hello Coach Delacroix,\n\nI am writing to express my interest in playing field hockey at Wyndham. I am a midfielder for Mainline Field Hockey Club U17.\n\nGPA: X.XX\nGrad year: 2028\n\nThank you,\nTessa Brightwater\nClass of 2028";
    expect(fullName(athleteOf("Field Hockey Recruit - Class of 20XX", body, { address: "tessa.b@gmail.com", name: "Tessa Brightwater" }))).toBe("Tessa Brightwater");
    expect(fullName(athleteOf("Water Polo Player - Class of 2028", body.replace("field hockey", "water polo"), { address: "tessa.b@gmail.com", name: "Tessa Brightwater" }))).toBe("Tessa Brightwater");
  });
  it("reads a club with no club word after 'training with' or 'racing with', never a college she hopes to play for", () => {
    const club = (body: string) => athleteOf("Distance runner (2028)", body, { address: "md28@gmail.com", name: "Maeve Doucet" })?.clubTeam?.value ?? null;
    expect(club("Hello Coach,\n\nI'm a grade 11 distance runner from Halifax, Nova Scotia, training with Halifax Harriers and racing for Citadel Heights High School.\n\nMaeve Doucet")).toBe("Halifax Harriers");
    expect(club("Hello Coach,\n\nMy name is Maeve Doucet, a 2028 runner racing with Bluenose Athletics in the summer.\n\nMaeve Doucet")).toBe("Bluenose Athletics");
    expect(club("Hello Coach,\n\nMy name is Maeve Doucet, a 2028 runner. I am interested in running for Wyndham and I look forward to racing for your team.\n\nMaeve Doucet")).toBeNull();
  });
  it("keeps 'Team' at the start of a club's name ('Team Rise 17U')", () => {
    const club = athleteOf("highlights", "Hi Coach, 5'9 combo guard, class of 2027, Team Rise 17U (Tulsa). GPA 3.4.\n\nDani Okafor", { address: "do27@gmail.com", name: "Dani Okafor" })?.clubTeam?.value;
    expect(club).toBe("Team Rise 17U");
  });
  it("reads her town said with no state: 'here in Albuquerque', her school's town ('High School, in Chicago'), never a state or a month", () => {
    const place = (body: string) => {
      const athlete = athleteOf("My daughter Brooke - 2028 forward", body, { address: "greg.halvey@halveyplumbing.com", name: "Greg Halvey" });
      return { city: athlete?.city?.value ?? null, state: athlete?.state?.value ?? null };
    };
    expect(place("Coach,\n\nI'm reaching out on behalf of my daughter Brooke Halvey. She is a 2028 forward and plays varsity at Cibola Vista High School here in Albuquerque.\n\nGreg Halvey")).toEqual({ city: "Albuquerque", state: null });
    expect(place("Coach,\n\nMy daughter name is Brooke Halvey, she play soccer. She study in Lincoln Park High School, in Chicago. She finish the school in 2028.\n\nGreg Halvey")).toEqual({ city: "Chicago", state: null });
    expect(place("Coach,\n\nMy daughter Brooke Halvey is a 2028 forward at Grand Ledge High School in Michigan.\n\nGreg Halvey")).toEqual({ city: null, state: "MI" });
    expect(place("Coach,\n\nMy daughter Brooke Halvey is a 2028 forward at Cibola Vista High School in March and April.\n\nGreg Halvey")).toEqual({ city: null, state: null });
  });
  it("keeps a phone abroad written with its country code, though its national number is under ten digits", () => {
    const phone = (number: string) => athleteOf("Water polo - 2027", `Dear Coach,\n\nI am Petra Horvat, class of 2027. I play water polo as a driver for VK Mladost.\n\nPetra Horvat\n${number}`, { address: "ph27@gmail.com", name: "Petra Horvat" })?.phone?.value ?? null;
    expect(phone("+385 91 555 0142")).toBe("+385915550142");
    expect(phone("+45 20 55 01 42")).toBe("+4520550142");
    // Without a country code, a short run of digits is no phone.
    expect(phone("91 555 0142")).toBeNull();
  });
  it("reads schools abroad: numbered, compound, Portuguese, Mexican, and a 'College' where she finishes secondary school", () => {
    const school = (sentence: string) => athleteOf("Recruiting - 2027", `Dear Coach,\n\nMy name is Petra Horvat, class of 2027. ${sentence}\n\nPetra Horvat`, { address: "ph27@gmail.com", name: "Petra Horvat" })?.highSchool?.value ?? null;
    expect(school("I will graduate from XV. Gimnazija Zagreb in June 2027.")).toBe("XV. Gimnazija Zagreb");
    expect(school("Im Frühjahr 2027 mache ich Abitur am Käthe-Kollwitz-Gymnasium in Berlin.")).toBe("Käthe-Kollwitz-Gymnasium");
    expect(school("Termino o ensino médio em dezembro de 2027 no Colégio Catarinense Norte.")).toBe("Colégio Catarinense Norte");
    expect(school("Me gradúo de la preparatoria en 2027 (Prepa Tec Valle Alto).")).toBe("Prepa Tec Valle Alto");
    expect(school("I am finishing secondary school at Rangitoto Heights College in 2027.")).toBe("Rangitoto Heights College");
  });
  it("reads those shapes in time linear in the text: a 30,000-letter word, a 30,000-blank run", () => {
    const timed = (read: () => unknown) => {
      const started = performance.now();
      read();
      return performance.now() - started;
    };
    expect(timed(() => highSchoolCandidates("A".repeat(30_000), false))).toBeLessThan(500);
    expect(timed(() => clubCandidates(`in${" ".repeat(30_000)}training with Halifax Harriers`, false))).toBeLessThan(500);
  });
  it("reads the club after 'and swims for' (her subject said before), and never a date as a club ('on Dec 12')", () => {
    const club = (body: string) => athleteOf("Backstroker Emily Whitford - Class of 2027", body, { address: "danawhitford@comcast.net", name: "Dana Whitford" })?.clubTeam?.value ?? null;
    expect(club("Hello Coach,\n\nOur daughter Emily Whitford is a junior backstroker at Madison Lakeshore High School and swims for Madison Aquatic Club.\n\nDana Whitford")).toBe("Madison Aquatic Club");
    expect(club("Hello Coach,\n\nOur daughter Emily Whitford is a 2027 guard. Come to a game; we play Christian County on Dec 12.\n\nDana Whitford")).toBeNull();
    expect(club("Hello Coach,\n\nOur daughter Emily Whitford is a 2029 pitcher for Sun City Stingers 16U.\n\nDana Whitford")).toBe("Sun City Stingers 16U");
  });
  it("reads a code between her name and her class year as her position, not her state ('Mira Lindgren OH 2028')", () => {
    const athlete = athleteOf("Winter schedule - Mira Lindgren OH 2028", "Hi Coach,\n\nHere is my winter schedule. I play for North Star 17 Black.\n\nMira Lindgren", { address: "miralindgren.oh@gmail.com", name: "Mira Lindgren" });
    expect({ city: athlete?.city?.value ?? null, state: athlete?.state?.value ?? null, positions: athlete?.positions?.value ?? null }).toEqual({ city: null, state: null, positions: ["OH"] });
  });
});
