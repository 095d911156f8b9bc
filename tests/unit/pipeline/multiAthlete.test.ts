import { describe, expect, it } from "vitest";
import { ATHLETE_FIELDS, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { MAX_ATHLETES_PER_EMAIL, type ProcessedEmail } from "@machines/inbox/processedEmail";
import { processTextEmail, toExtractLine } from "../../../functions/src/pipeline/index";

const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });
const DIRECTOR = { address: "mokafor@riverbendvbc.org", name: "Marisol Okafor" };

const names = (email: ProcessedEmail) => (email.athletes ?? []).map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`);

/** Every span of the athlete's fields, but the sport and what is said of all, lies on her own lines of the text. */
function expectSpansWithin(email: ProcessedEmail, athlete: ExtractedAthlete, own: string, shared: readonly string[] = []) {
  const start = email.text.indexOf(own);
  expect(start).toBeGreaterThan(-1);
  for (const key of ATHLETE_FIELDS) {
    const field = athlete[key];
    if (!field || key === "sport") continue;
    const { source } = field;
    const inShared = shared.some((line) => email.text.indexOf(line) <= source.start && source.end <= email.text.indexOf(line) + line.length);
    if (!inShared) expect({ key, start: source.start, end: source.end }).toEqual({ key, start: expect.toSatisfy((at: number) => at >= start), end: expect.toSatisfy((at: number) => at <= start + own.length) });
  }
}

const LIST = [
  "Coach Reyes,",
  "",
  "I'm the club director at Riverbend VBC. Three of my 17 Premier players are uncommitted:",
  "",
  "1. Talia Brennan - 2028 - Outside Hitter - 6'0\" - Westlake Commons HS (Dayton, OH) - 3.7 GPA - taliabrennan28@gmail.com",
  "2. Josephine Marsh - 2028 - Setter - 5'9\" - Oakwood Hollow HS (Kettering, OH) - 3.95 GPA - jojomarsh.vb@gmail.com",
  "3. Priya Natarajan - 2029 - Libero - 5'4\" - Centerville Park HS (Centerville, OH) - 4.0 GPA - https://youtu.be/Pn4tR8wLk2Q",
  "",
  "All three play for Riverbend VBC 17 Premier.",
  "",
  "Marisol Okafor",
  "Club Director, Riverbend VBC",
  "mokafor@riverbendvbc.org | 937-555-0121",
].join("\n");

describe("an email introducing several athletes", () => {
  it("reads a one-letter position right after each player's class year ('Mia Brooks: 2028 S, 5'9\"', '(2028 S)')", () => {
    const email = processTextEmail(
      { subject: "Players to watch", body: "Coach,\n\nAva Chen: 2028 OH, 6'0\", 3.8 GPA\nMia Brooks: 2028 S, 5'9\", 4.0 GPA\n\nPlease also watch Lily Tran (2027 MB); Jade Ortiz (2028 S).\n\nDana Ruiz\nClub Director, Summit Peak VBC", from: { address: "dana.ruiz@summitpeakvbc.example", name: "Dana Ruiz" } },
      { receivedAt: new Date("2026-11-20T12:00:00Z") },
    );
    expect((email.athletes ?? []).map((athlete) => [athlete.firstName?.value, athlete.positions?.value])).toEqual([["Ava", ["OH"]], ["Mia", ["S"]], ["Lily", ["MB"]], ["Jade", ["S"]]]);
  });
  it("gives each athlete of a director's numbered list with her own details, the club named once for all", () => {
    const email = read("Riverbend 17 Premier - three uncommitted players", LIST, DIRECTOR);
    expect(email.isRecruiting).toBe(true);
    expect(names(email)).toEqual(["Talia Brennan", "Josephine Marsh", "Priya Natarajan"]);
    const [talia, josephine, priya] = toExtractLine(email, null).athletes;
    expect(talia).toMatchObject({ grad_year: 2028, positions: ["OH"], height_inches: 72, high_school: "Westlake Commons HS", city: "Dayton", gpa: 3.7, email: "taliabrennan28@gmail.com", club_team: "Riverbend VBC 17 Premier" });
    expect(josephine).toMatchObject({ grad_year: 2028, positions: ["S"], height_inches: 69, high_school: "Oakwood Hollow HS", city: "Kettering", gpa: 3.95, email: "jojomarsh.vb@gmail.com", club_team: "Riverbend VBC 17 Premier", video_urls: null });
    expect(priya).toMatchObject({ grad_year: 2029, positions: ["L/DS"], height_inches: 64, high_school: "Centerville Park HS", gpa: 4, email: null, club_team: "Riverbend VBC 17 Premier", video_urls: ["https://youtu.be/Pn4tR8wLk2Q"] });
    // Each one's evidence points at her own list item (the club at the line said of all).
    const shared = ["All three play for Riverbend VBC 17 Premier."];
    expectSpansWithin(email, email.athletes![0]!, LIST.split("\n")[4]!, shared);
    expectSpansWithin(email, email.athletes![1]!, LIST.split("\n")[5]!, shared);
    expectSpansWithin(email, email.athletes![2]!, LIST.split("\n")[6]!, shared);
    expect(email.athlete).toBe(email.athletes![0]);
  });

  it("never gives the director's own address or phone to the athletes", () => {
    const email = read("Riverbend 17 Premier - three uncommitted players", LIST, DIRECTOR);
    for (const athlete of toExtractLine(email, null).athletes) {
      expect(athlete.email).not.toBe("mokafor@riverbendvbc.org");
      expect(athlete.phone).toBeNull();
    }
  });

  it("reads a high-school coach's paragraphs, one per player, each with her own contact", () => {
    const body = [
      "Coach Greer,",
      "",
      "I'm the head softball coach at Pinecrest High School and I have two seniors who deserve a look.",
      "",
      "Savannah Leblanc is a 2027 right-handed pitcher, 5'9\", with a 3.6 GPA. You can reach her at savleblanc27@gmail.com or 985-555-0172.",
      "",
      "Gracie Thibault is our 2027 shortstop, 5'6\", with a 3.3 GPA. Her email is gracie.thibault@gmail.com.",
      "",
      "Both play summer ball for Louisiana Lightning 18U Gold.",
      "",
      "Coach Dale Whitcombe",
      "Head Softball Coach, Pinecrest High School",
      "985-555-0160",
    ].join("\n");
    const email = read("Two of my seniors", body, { address: "dwhitcombe@pinecrestschools.org", name: "Coach Dale Whitcombe" });
    const [savannah, gracie] = toExtractLine(email, null).athletes;
    expect(email.senderRole).toBe("high_school_coach");
    expect(savannah).toMatchObject({ first_name: "Savannah", last_name: "Leblanc", positions: ["P"], height_inches: 69, gpa: 3.6, email: "savleblanc27@gmail.com", phone: "+19855550172", club_team: "Louisiana Lightning 18U Gold" });
    expect(gracie).toMatchObject({ first_name: "Gracie", last_name: "Thibault", positions: ["SS"], height_inches: 66, gpa: 3.3, email: "gracie.thibault@gmail.com", phone: null, club_team: "Louisiana Lightning 18U Gold" });
  });

  it("reads each row of a club's table as its own athlete", () => {
    const body = [
      "Coach Castellano,",
      "",
      "Here are three 2029s from our Harbor Point 16 Blue team:",
      "",
      "Name | Grad | Pos | Ht | High School | GPA |",
      "",
      "Delaney Furst | 2029 | MB | 6'1\" | Severn Ridge HS | 3.8 |",
      "",
      "Keira Odom | 2030 | OH | 5'11\" | Annapolis Bay HS | 3.5 |",
      "",
      "Noelle Park | 2029 | RS | 5'8\" | Arundel Crossing HS | 4.0 |",
      "",
      "Thanks,",
      "Coach Gwen Albright",
      "Harbor Point Volleyball Club",
      "410-555-0133",
    ].join("\n");
    const email = read("Harbor Point 16 Blue", body, { address: "galbright@harborpointvolleyball.org", name: "Gwen Albright" });
    const athletes = toExtractLine(email, null).athletes;
    expect(athletes.map((athlete) => [athlete.first_name, athlete.grad_year, athlete.positions, athlete.height_inches, athlete.high_school, athlete.gpa])).toEqual([
      ["Delaney", 2029, ["MB"], 73, "Severn Ridge HS", 3.8],
      ["Keira", 2030, ["OH"], 71, "Annapolis Bay HS", 3.5],
      ["Noelle", 2029, ["RS/OPP"], 68, "Arundel Crossing HS", 4],
    ]);
    expectSpansWithin(email, email.athletes![1]!, "Keira Odom | 2030 | OH | 5'11\" | Annapolis Bay HS | 3.5 |", ["Here are three 2029s from our Harbor Point 16 Blue team:", "Harbor Point Volleyball Club"]);
  });

  it("tells twins apart: a parent's paragraph about each daughter", () => {
    const body = [
      "Hello Coach,",
      "",
      "My twin daughters are juniors and very interested in your program.",
      "",
      "Ava Calloway is a 2028 setter, 5'10\", with a 3.8 GPA. Her email is avacalloway28@gmail.com.",
      "",
      "Ella Calloway is a 2028 middle blocker, 6'2\", with a 3.6 GPA. Her email is ellacalloway28@gmail.com.",
      "",
      "Thank you,",
      "Renata Calloway (mom)",
      "734-555-0158",
    ].join("\n");
    const email = read("Twins - 2028 setter and 2028 middle", body, { address: "renata.calloway@gmail.com", name: "Renata Calloway" });
    const [ava, ella] = toExtractLine(email, null).athletes;
    expect(ava).toMatchObject({ first_name: "Ava", positions: ["S"], height_inches: 70, email: "avacalloway28@gmail.com", phone: null });
    expect(ella).toMatchObject({ first_name: "Ella", positions: ["MB"], height_inches: 74, email: "ellacalloway28@gmail.com", phone: null });
  });

  it(`keeps the first ${MAX_ATHLETES_PER_EMAIL} of seven athletes and warns that the rest were not read`, () => {
    const players = ["Aubrey Lang", "Bianca Soto", "Carys Whitman", "Dalia Frost", "Emery Quill", "Faye Donnelly", "Greta Halvorsen"];
    const body = ["Coach,", "", "My 17 Elite players still looking for a home:", "", ...players.map((name, index) => `${index + 1}) ${name} - 2028 - MB - 6'${index}" - 3.${index} GPA`), "", "Thanks,", "Coach Pat Rowan", "Summit Juniors VBC"].join("\n");
    const email = read("Summit Juniors 17 Elite uncommitted", body, { address: "prowan@summitjuniorsvbc.org", name: "Pat Rowan" });
    expect(email.isRecruiting).toBe(true);
    expect(names(email)).toEqual(players.slice(0, MAX_ATHLETES_PER_EMAIL));
    expect(email.warnings).toContain(`the email introduces 7 athletes: only ${MAX_ATHLETES_PER_EMAIL} were read`);
    expect(toExtractLine(email, null).warnings).toEqual(email.warnings);
  });

  it("keeps a recruiting service's digest of five filtered, with no athletes and no warning", () => {
    const body = [
      "Your weekly uncommitted prospects digest",
      "",
      "Five Class of 2028 athletes matching your search this week. Upgrade now to message athletes directly.",
      "",
      "1. Brooke Ainsley - 2028 OH - 6'0\" - Tulsa, OK",
      "2. Marina Castell - 2028 S - 5'9\" - Wichita, KS",
      "3. Jada Whitmore - 2028 MB - 6'2\" - Omaha, NE",
      "4. Sierra Tolliver - 2028 L/DS - 5'5\" - Springfield, MO",
      "5. Quinn Delacroix - 2028 OPP - 6'1\" - Little Rock, AR",
      "",
      "Search our database for more uncommitted athletes. Unsubscribe | Manage preferences",
    ].join("\n");
    const email = read("5 uncommitted Class of 2028 prospects this week", body, { address: "digest@preppathrecruiting.com", name: "PrepPath Recruiting" });
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "recruiting_service", athlete: null, athletes: [], warnings: [] });
    expect(toExtractLine(email, null)).toMatchObject({ is_recruiting: false, athlete: null, athletes: [], warnings: [] });
    // The coach says it is recruiting after all ('This is recruiting'): every athlete in it comes out.
    const rescued = processTextEmail({ subject: "5 uncommitted Class of 2028 prospects this week", body, from: { address: "digest@preppathrecruiting.com", name: "PrepPath Recruiting" } }, { receivedAt: when, coachSaysRecruiting: true });
    expect(names(rescued)).toEqual(["Brooke Ainsley", "Marina Castell", "Jada Whitmore", "Sierra Tolliver", "Quinn Delacroix"]);
    expect(toExtractLine(rescued, null).athletes.map((athlete) => [athlete.height_inches, athlete.state])).toEqual([[72, "OK"], [69, "KS"], [74, "NE"], [65, "MO"], [73, "AR"]]);
  });

  it("gives an email about one athlete exactly that athlete, as `athlete` and alone in `athletes`", () => {
    const body = "Hi Coach, my name is Maya Thompson and I'm a 2027 outside hitter (6'1\") from Lexington, KY. I play club for KJV 17 Elite.\n\nMaya Thompson\n859-555-0142";
    const email = read("2027 OH", body, { address: "maya.thompson.vb@gmail.com", name: "Maya Thompson" });
    expect(email.athletes).toEqual([email.athlete]);
    expect(email.athlete).toMatchObject({ firstName: { value: "Maya" }, gradYear: { value: 2027 }, phone: { value: "+18595550142" } });
    const line = toExtractLine(email, null);
    expect(line.athletes).toEqual([line.athlete]);
    expect(line.forwarded_from).toBeNull();
  });
  it("reads each player of a list whose name is followed by a position code that is no state's ('Leilani Begay, SS/2B', 'Kamryn Dutch, OF')", () => {
    const email = read(
      "Three juniors from Copper Basin HS",
      "Coach Oduya,\n\nI coach softball at Copper Basin High School in Globe, AZ. I have three 2028s for you:\n\n- Leilani Begay, SS/2B, hit .438 for us last spring, leilanibegay28@gmail.com\n- Rosalind Fierro, P, 5'9\", righty with a rise and a drop\n- Kamryn Dutch, OF, fastest kid in our program, 3.8 GPA\n\nDarnell Pruitt\nHead Softball Coach, Copper Basin High School",
      { address: "dpruitt@copperbasinusd.example", name: "Darnell Pruitt" },
    );
    expect(names(email)).toEqual(["Leilani Begay", "Rosalind Fierro", "Kamryn Dutch"]);
    const [leilani, rosalind, kamryn] = email.athletes ?? [];
    expect([leilani?.positions?.value, leilani?.email?.value, rosalind?.email ?? null, kamryn?.positions?.value, kamryn?.gpa?.value.value]).toEqual([["SS", "2B"], "leilanibegay28@gmail.com", null, ["OF"], 3.8]);
    // A state's code after the comma is still her town's, not a position: "Springfield, MO" names no player.
    expect(names(read("Two 2028s", "Coach,\n\nTwo of my 2028s:\n\n- Ava Chen, 2028 setter from Springfield, MO\n- Mia Park, 2028 libero\n\nJo Lane\nDirector, Ozark VBC", DIRECTOR))).toEqual(["Ava Chen", "Mia Park"]);
  });
});
