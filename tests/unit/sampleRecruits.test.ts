import { describe, expect, it } from "vitest";
import { SAMPLE_EMAILS, SAMPLE_RECRUITS, countBy } from "@machines/demo/sampleRecruits";

describe("before/after demo data", () => {
  it("turns three emails into four athletes (one email names two)", () => {
    expect(SAMPLE_EMAILS).toHaveLength(3);
    expect(SAMPLE_RECRUITS).toHaveLength(4);
    for (const recruit of SAMPLE_RECRUITS) {
      expect(SAMPLE_EMAILS.some((email) => email.body.includes(recruit.name) || email.from.includes(recruit.name))).toBe(true);
    }
  });

  it("counts by position, class and state, most common first", () => {
    expect(countBy(SAMPLE_RECRUITS, "position")).toEqual([
      { value: "Setter", count: 2 },
      { value: "Libero/DS", count: 1 },
      { value: "Outside Hitter", count: 1 },
    ]);
    expect(countBy(SAMPLE_RECRUITS, "classYear")).toEqual([
      { value: "2027", count: 2 },
      { value: "2028", count: 2 },
    ]);
    expect(countBy(SAMPLE_RECRUITS, "state")).toEqual([
      { value: "KY", count: 2 },
      { value: "IN", count: 1 },
      { value: "OH", count: 1 },
    ]);
  });
});
