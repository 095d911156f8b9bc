import { describe, expect, it } from "vitest";
import { BETA_SPORTS, DEFAULT_WAITLIST_SPORT, OTHER_SPORT, WAITLIST_SPORTS } from "@machines/sports";

describe("waitlist sports list", () => {
  it("offers Men and Women variants with an en dash where the spec gives them", () => {
    expect(WAITLIST_SPORTS).toContain("Basketball – Men");
    expect(WAITLIST_SPORTS).toContain("Basketball – Women");
    expect(WAITLIST_SPORTS).toContain("Volleyball – Women");
    expect(WAITLIST_SPORTS).toContain("Track & Field (Indoor) – Men");
  });

  it("has no variants for the sports the spec lists without them", () => {
    for (const sport of ["Baseball", "Beach Volleyball", "Bowling", "Equestrian", "Fencing", "Field Hockey", "Football", "Rifle", "Rowing", "Skiing", "Softball", "Squash"]) {
      expect(WAITLIST_SPORTS).toContain(sport);
      expect(WAITLIST_SPORTS.filter((label) => label.startsWith(`${sport} –`))).toEqual([]);
    }
  });

  it("offers Triathlon for women only", () => {
    expect(WAITLIST_SPORTS.filter((label) => label.startsWith("Triathlon"))).toEqual(["Triathlon – Women"]);
  });

  it("covers all 28 sports of the spec, alphabetically, with Other last and no duplicates", () => {
    const sports = new Set(WAITLIST_SPORTS.map((label) => label.split(" – ")[0]));
    expect(sports.size).toBe(28);
    expect(WAITLIST_SPORTS.at(-1)).toBe(OTHER_SPORT);
    expect(new Set(WAITLIST_SPORTS).size).toBe(WAITLIST_SPORTS.length);
    const withoutOther = WAITLIST_SPORTS.slice(0, -1).map((label) => label.split(" – ")[0]!);
    expect(withoutOther).toEqual([...withoutOther].sort((a, b) => a.localeCompare(b)));
  });

  it("stores the default sport with a plain hyphen, unlike the list entries", () => {
    expect(DEFAULT_WAITLIST_SPORT).toBe("Volleyball - Women");
    expect(WAITLIST_SPORTS).not.toContain(DEFAULT_WAITLIST_SPORT);
  });

  it("runs the beta for volleyball and softball", () => {
    expect(BETA_SPORTS).toEqual(["Volleyball", "Softball"]);
  });
});
