import { describe, expect, it } from "vitest";
import type { AthleteListRow } from "@machines/portal/athletes";
import { buildAthleteIndex, editDistance, queryAthletes, wordScore } from "@machines/portal/athleteSearch";

const row = (id: string, extra: Partial<AthleteListRow>): AthleteListRow => ({
  id,
  firstName: null,
  lastName: null,
  sport: "volleyball",
  positions: [],
  heightInches: null,
  gradYear: null,
  clubTeam: null,
  highSchool: null,
  city: null,
  state: null,
  gpa: null,
  email: null,
  phone: null,
  hasVideo: false,
  rating: null,
  tags: [],
  note: "",
  lastContact: "2026-11-01T00:00:00.000Z",
  createdAt: "2026-11-01T00:00:00.000Z",
  ...extra,
});

describe("athlete search", () => {
  it("counts edits with swaps as one and stops early past the limit", () => {
    expect(editDistance("jonhson", "johnson", 2)).toBe(1);
    expect(editDistance("thompsen", "thompson", 2)).toBe(1);
    expect(editDistance("abc", "xyzuvw", 2)).toBe(3);
  });

  it("scores the whole word above its start, and its start above a typo; short words need the exact start", () => {
    expect(wordScore("maya", "maya")).toBe(4);
    expect(wordScore("may", "maya")).toBe(3);
    expect(wordScore("mayo", "maya")).toBe(1);
    expect(wordScore("thomsp", "thompson")).toBe(1);
    expect(wordScore("ox", "oh")).toBe(0);
  });

  it("needs every typed word, ranks better matches first and leaves athletes without a sorted value last", () => {
    const index = buildAthleteIndex([
      row("a", { firstName: "Maya", lastName: "Thompson", city: "Lexington", heightInches: 72 }),
      row("b", { firstName: "Mayra", lastName: "Thomas", city: "Austin" }),
      row("c", { firstName: "Ava", lastName: "Lee", clubTeam: "Maya Elite", heightInches: 66 }),
    ]);
    const ids = (query: string) => queryAthletes(index, { query }, { by: "relevance", direction: "desc" }, { lastReportAt: null }).rows.map((r) => r.id);
    // Whole words (Maya, the club "Maya Elite") tie and go by name; the typo (Mayra) comes last.
    expect(ids("maya")).toEqual(["c", "a", "b"]);
    expect(ids("maya lexington")).toEqual(["a"]);
    const byHeight = (direction: "asc" | "desc") => queryAthletes(index, {}, { by: "height", direction }, { lastReportAt: null }).rows.map((r) => r.id);
    expect(byHeight("asc")).toEqual(["c", "a", "b"]);
    expect(byHeight("desc")).toEqual(["a", "c", "b"]);
  });
});
