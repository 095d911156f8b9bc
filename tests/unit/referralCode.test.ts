import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  PERSONAL_REFERRAL_CODE_PATTERN,
  REFERRAL_SUFFIX_ALPHABET,
  referralCodeStem,
  referralCodeSuffix,
} from "@machines/onboarding/referralCode";

describe("personal referral codes", () => {
  it("follows the spec's example shape", () => {
    expect(referralCodeStem("Jordan", "Reyes", new Date("2026-04-12T15:00:00Z"))).toBe("JREY0412");
    expect(referralCodeStem("élodie", "O'Brien-Smith", new Date("2026-12-01T00:00:00Z"))).toBe("EOBR1201");
    expect(referralCodeStem("Al", "Li", new Date("2026-01-09T00:00:00Z"))).toBe("ALIX0109");
  });

  it("never uses I, O, 0 or 1 in the random part", () => {
    expect(REFERRAL_SUFFIX_ALPHABET).not.toMatch(/[IO01]/);
    expect(new Set(REFERRAL_SUFFIX_ALPHABET).size).toBe(REFERRAL_SUFFIX_ALPHABET.length);
  });

  it("has the spec's format for any names, dates and suffix lengths", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2100-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (firstName, lastName, date, suffixLength, randomValue) => {
          const stem = referralCodeStem(firstName, lastName, date);
          const code = stem + referralCodeSuffix(suffixLength, () => randomValue);
          expect(code).toMatch(PERSONAL_REFERRAL_CODE_PATTERN);
          expect(code).toHaveLength(8 + suffixLength);
          expect(code.slice(4, 8)).toBe(`${String(date.getUTCMonth() + 1).padStart(2, "0")}${String(date.getUTCDate()).padStart(2, "0")}`);
          const firstLetter = firstName.normalize("NFD").replace(/[^A-Za-z]/g, "").slice(0, 1).toUpperCase();
          if (firstLetter) expect(code[0]).toBe(firstLetter);
        },
      ),
    );
  });
});
