import { LINE_SPLIT_LOOKBACK, MAX_LINE_CHARS, type Warnings } from "../limits";
import { splitLongLines } from "../text";
import { readableRepairedText } from "./doubleEncoding";
import { boundedPart } from "./parseMime";

/**
 * Line endings, non-breaking and zero-width spaces, soft hyphens: the forms mail clients disagree on;
 * UTF-8 that was decoded in the wrong charset read again;
 * and no line longer than MAX_LINE_CHARS, so that no pattern downstream runs over an unbounded line.
 */
export function normaliseText(text: string, warnings: Warnings): string {
  const normalised = readableRepairedText(boundedPart(text, warnings), warnings)
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2007\u202f]/g, " ")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    // Only from the start of a run of blanks: from inside one the match would fail again (quadratic).
    .replace(/(?<![ \t])[ \t]+\n/g, "\n");
  const split = splitLongLines(normalised, MAX_LINE_CHARS, LINE_SPLIT_LOOKBACK);
  if (split === null) return normalised;
  warnings.add(`lines longer than ${MAX_LINE_CHARS} characters were split`);
  return split;
}
