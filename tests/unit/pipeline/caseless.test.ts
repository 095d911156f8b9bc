import { describe, expect, it, vi } from "vitest";
import { caseless, fold, FOLDS_AS_IT_LOWERCASES } from "../../../functions/src/pipeline/text";

/** Every character FOLDS_AS_IT_LOWERCASES admits, one string each (astral ones as their surrogate pair). */
function admitted(): string[] {
  const characters: string[] = [];
  for (let code = 0; code <= 0x1fbff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const character = String.fromCodePoint(code);
    if (FOLDS_AS_IT_LOWERCASES.test(character)) characters.push(character);
  }
  return characters;
}

const escaped = (character: string) => character.replace(/[.*+?^${}()|[\]\\/-]/gu, "\\$&");

describe("caseless on text beyond ASCII", () => {
  const characters = admitted();

  it("admits only characters whose lowercase is one character and matches case-insensitively exactly what the i flag matches", () => {
    // What a pattern may spell to be run without its i flag: lowercase letters, and the punctuation the engine's patterns use.
    const spellable = characters.filter((character) => character === character.toLowerCase() && (/\p{L}/u.test(character) || "’‘“”–—•·：…".includes(character)));
    for (const character of characters) {
      const lower = character.toLowerCase();
      expect(lower.length, `U+${character.codePointAt(0)!.toString(16)}`).toBe(character.length);
      expect(/\w/iu.test(character)).toBe(/\w/u.test(lower));
    }
    for (const letter of spellable) {
      const withI = new RegExp(`^${escaped(letter)}$`, "iu");
      for (const character of characters) {
        if (withI.test(character) !== (character.toLowerCase() === letter)) throw new Error(`U+${letter.codePointAt(0)!.toString(16)} against U+${character.codePointAt(0)!.toString(16)}`);
      }
    }
  });

  it("leaves out the characters that fold otherwise than they lowercase", () => {
    for (const character of ["\u00b5", "\u0130", "\u017f", "\u212a", "\u03a3", "\u24b6", "\uff21"]) expect(FOLDS_AS_IT_LOWERCASES.test(character)).toBe(false);
  });

  it("finds what the i flag finds in accented text, at the same offsets", () => {
    const pattern = /\b(?:entrenadora?|t[ée]l[ée]phone|équipe|numéro)\b/giu;
    const text = "ÉQUIPE — Numéro 7 · Entrenadora: Ana Peña ’26 • TÉLÉPHONE ✔ 🏐";
    const fast = caseless(pattern, text);
    expect(fast.pattern.flags).not.toContain("i");
    const found = (run: { pattern: RegExp; text: string }) => [...run.text.matchAll(run.pattern)].map((match) => [match.index, match[0].length]);
    expect(found(fast)).toEqual(found({ pattern, text }));
    // "ÉQUIPE" opens the text: no \b before a letter outside ASCII, with or without the i flag.
    expect(found(fast)).toEqual([[9, 6], [20, 11], [48, 9]]);
  });

  it("keeps the i flag for a pattern spelling a capital or a range beyond ASCII, and for text it cannot lowercase", () => {
    const text = "Équipe Élan";
    expect(caseless(/\béquipe [É]lan\b/giu, text).pattern.flags).toContain("i");
    expect(caseless(/[!-é]+/giu, text).pattern.flags).toContain("i");
    expect(caseless(/\béquipe\b/giu, "ÉQUIPE \u017fpeed").pattern.flags).toContain("i");
  });
});

describe("fold", () => {
  it("decomposes a long text once when it is folded again in a row", () => {
    const text = "Entrenadora Peña: Sofía Núñez, líbero 2028, Club Voleibol Álamo. ".repeat(5);
    const normalize = vi.spyOn(String.prototype, "normalize");
    try {
      const first = fold(text);
      expect(fold(text)).toBe(first);
      expect(first).toContain("sofia nunez, libero 2028");
      expect(normalize).toHaveBeenCalledTimes(1);
    } finally {
      normalize.mockRestore();
    }
  });
});
