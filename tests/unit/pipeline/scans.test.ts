import { describe, expect, it } from "vitest";
import { caselessMatches, holdsAnyOf, matchesOf, matchesOfEach, matchesOnLinesWith } from "../../../functions/src/pipeline/text";

const TEXT = ["Hi Coach,", "", "I play for Tidewater Juniors 17 Royal and Harbor VBC.", "No club here, just words.", "Tidewater Juniors again", "Juniors"].join("\n");

/** Each match as its text, offset and capture offsets (d flag). */
const seen = (matches: Iterable<RegExpExecArray>) => [...matches].map((match) => ({ text: match[0], index: match.index, indices: match.indices?.map((span) => span && [...span]) }));

describe("matchesOnLinesWith", () => {
  it("finds what matchesOf finds, at the same offsets and capture offsets, trying only the lines with the hint", () => {
    const club = /(?<![\p{L}])((?:\p{Lu}\p{L}+ ){1,3})(Juniors|VBC)(?:[ ]\d{2}[ ]\p{Lu}\p{L}+)?(?![\p{L}\d])/dgu;
    expect(seen(matchesOnLinesWith(club, /Juniors|VBC/gu, TEXT))).toEqual(seen(matchesOf(club, TEXT)));
    expect(seen(matchesOf(club, TEXT)).map((match) => match.text)).toEqual(["Tidewater Juniors 17 Royal", "Harbor VBC", "Tidewater Juniors"]);
  });

  it("sees the line breaks around a line, as a pattern's lookarounds do in the whole text", () => {
    const wholeLine = /(?<=\n)Juniors(?=$|\n)/gu;
    expect(seen(matchesOnLinesWith(wholeLine, /Juniors/gu, TEXT))).toEqual(seen(matchesOf(wholeLine, TEXT)));
  });

  it("finds nothing when no line holds the hint", () => {
    expect([...matchesOnLinesWith(/Juniors/gu, /Academy/gu, TEXT)]).toEqual([]);
  });
});

describe("matchesOfEach", () => {
  const text = "Volleyball and softball: Ava plays volley-ball, SOFTBALL camp; beach volleyball too. Softballs!";
  /** Each match as its offset and length (caseless gives a lowered text's matches in lower case). */
  const spans = (matches: Iterable<RegExpExecArray>) => [...matches].map((match) => [match.index, match[0].length]);

  it("finds, in one scan, what each pattern finds scanning on its own: at a shared word edge, at none, and for '\\bA|B'", () => {
    const patterns = [/\b(?:volley-?ball|beach volleyball)\b/giu, /\bsoftball/giu, /ball\b/giu, /\bcamp|ball/giu];
    const each = matchesOfEach(patterns)(text);
    patterns.forEach((pattern, index) => expect(spans(each[index]!)).toEqual(spans(caselessMatches(pattern, text))));
    expect(spans(each[1]!)).toHaveLength(3);
  });

  it("finds nothing for a pattern that never matches, beside one that does", () => {
    const [none, some] = matchesOfEach([/\bhockey\b/giu, /\bbeach\b/giu])(text);
    expect(none).toEqual([]);
    expect(spans(some!)).toEqual(spans(matchesOf(/\bbeach\b/giu, text.toLowerCase())));
  });
});

describe("holdsAnyOf", () => {
  it("finds a lower-case word in a text written in any case, and none that is absent", () => {
    expect(holdsAnyOf("Proud MOTHER of a 2028 setter", ["father", "mother"])).toBe(true);
    expect(holdsAnyOf("Proud MOTHER of a 2028 setter", ["tochter", "filha"])).toBe(false);
  });
});
