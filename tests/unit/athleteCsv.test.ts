import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { ATHLETE_CSV_COLUMNS, athletesCsv } from "@machines/inbox/athleteCsv";
import type { AthleteCard } from "@machines/inbox/dailyReport";

const card = (overrides: Partial<AthleteCard> = {}): AthleteCard => ({
  athleteId: "a1",
  firstName: "Zoë",
  lastName: "Müller",
  positions: ["OH", "RS/OPP"],
  height: { written: "5-11", inches: 71 },
  gradYear: 2027,
  clubTeam: "KJV 17 Elite",
  highSchool: null,
  city: "Lexington",
  state: "KY",
  gpa: { value: 3.9, scale: 4, weighted: false },
  email: "zoe@example.com",
  phone: "+18595550143",
  videoUrls: ["https://youtu.be/abc", "hudl.com/v/1"],
  missing: ["high school"],
  ...overrides,
});

describe("the athletes CSV", () => {
  it("is UTF-8 with a BOM, a header row and one row per athlete", () => {
    const csv = athletesCsv([card()]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual([...ATHLETE_CSV_COLUMNS]);
    expect(rows[1]).toEqual(["Zoë Müller", "Zoë", "Müller", "OH, RS/OPP", `5'11"`, "2027", "KJV 17 Elite", "", "Lexington", "KY", "3.9/4", "zoe@example.com", "(859) 555-0143", "https://youtu.be/abc hudl.com/v/1", "high school", "", "", ""]);
  });

  it("gives the parent's name, email and phone in their own columns", () => {
    const rows = parse(athletesCsv([card({ parent: { name: "Lisa Müller", email: "lisa@example.com", phone: "+18595550177" } })]).slice(1)) as string[][];
    expect(rows[0]!.slice(-3)).toEqual(["Parent name", "Parent email", "Parent phone"]);
    expect(rows[1]!.slice(-3)).toEqual(["Lisa Müller", "lisa@example.com", "(859) 555-0177"]);
  });

  it.each(["=HYPERLINK(\"http://evil.example\",\"click\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])("neutralises a cell that starts a formula (%j)", (hostile) => {
    const rows = parse(athletesCsv([card({ clubTeam: hostile, lastName: hostile, parent: { name: hostile, email: null, phone: null } })]).slice(1), { relax_quotes: true }) as string[][];
    for (const cell of [rows[1]![2]!, rows[1]![6]!, rows[1]![15]!]) expect(cell.startsWith("'")).toBe(true);
  });
});
