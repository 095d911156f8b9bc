import type { Height } from "@machines/inbox/extractedAthlete";
import { type Candidate, caselessMatches, lineAround, matchesOf } from "../text";
import { ATHLETE_NOUNS } from "./sports";

const FEET = `([4-7])`;
const INCH = `(1[01]|0?\\d)(?:(?:\\.(5|25|75))|[ \\t]*(½|¼|¾|1/2|1/4|3/4|and a half))?`;
const QUOTE_FT = `['’′´\`]`;
// Québec's "5 pi 9 po" (pieds, pouces) and Spanish "5 pies 4 pulgadas" name the units too.
const QUOTE_IN = `(?:"|”|″|''|’’|in\\.?|inches|po\\.?(?![\\p{L}])|pouces?|pulgadas?)?`;

/** Words after which a measurement is a reach or a jump, not the athlete's height ("I stand at", "measured in at" are hers). */
// "Standing 6'0\"" beside an approach touch is her height; a standing reach says "reach".
const NOT_HEIGHT = /\b(?:reach|approach|touch(?:es)?|jump|vert(?:ical)?|block (?:jump|touch|reach)|span|wingspan|broad|attack|spike|(?<!\b(?:stand(?:s|ing)?|measured|in)[ \t]{1,3})at|alcance|saut)\b[^\n\d]{0,12}$/iu;
// "She grew to 6'0\"", "I've grown an inch to 5'6\"": an update's new height, as sure as its "Height:" line.
const HEIGHT_CONTEXT = /(?:height|ht\.?|tall|stands?|measur|gr(?:ew|own)(?:[ \t]+(?:an?|one|two|half an?)[ \t]+inch(?:es)?)?[ \t]+to|altura|estatura|mide|mido|taille|mesure|grande|gr(?:ö|oe)(?:ß|ss)e|gro(?:ß|ss)|tenho)[^\n\d]{0,14}$/iu;
/** Someone else's measurement: a sister's, a teammate's or a beach partner's height is not the athlete's. */
const SOMEONE_ELSE = /\b(?:sister|brother|sibling|mom|mother|dad|father|parents?|teammate|partner|twin|cousin|(?:older|younger|oldest|other) (?:daughter|son))\b[^.\n]{0,50}$/iu;

/** Her own measurement said after someone else's, the clause turning to her: "Her dad is 6'4\" and she's 5'11\"", "…; she is 5'9\"" ("Megan (class of 2023, she is 6'1\")" stays Megan's). */
const HERS_AFTER_ALL = /(?:\b(?:and|but|while|whereas)|;)[ \t]+she(?:['’]s|[ \t]+(?:is|stands|measures))(?:[ \t]+(?:already|now|about|at))?[ \t]*$/iu;
/** A dashed height as one item of her profile line ("5-9, 3.67 GPA", "OH | 5-11 | 2028"): the line's start or a separator before it, one after it. */
const ITEM_START = /(?:^[ \t*•>-]*|[,|·][ \t]*|[.!?;][ \t]+|[ \t][-–—/][ \t]+)$/u;
const ITEM_END = /^[ \t]*(?:[,|·)]|[-–—/][ \t]|\.?(?:\r?\n|$)|\.[ \t])/u;
const PROFILE_LINE = /\b(?:gpa|grad|class|20[2-3]\d)\b|['’]\d{2}\b/iu;
/** "I'm 5-10", "she is 5-6": a dashed number said of the athlete herself is her height (a team "is 5-10" in league play is not). */
const SAID_OF_HERSELF = /\b(?:i['’]?m|i am|(?:she|he)(?:['’]s|[ \t]+is)|and is)[ \t]+(?:(?:about|almost|now|already|just)[ \t]+)?$/iu;
/** "Addison is 6-1", "Tori is 5-11": her name (a capitalised word) and "is" before the dashed number. */
const NAME_IS = /(?:^|[\s(])\p{Lu}\p{Ll}{1,20}[ \t]+is[ \t]+$/u;
/** A position or athlete word right after, her standing between or not: "a 5-6 point guard", "6-1 OH", "a 6-1 junior forward". */
const POSITION_AFTER = new RegExp(String.raw`^[ \t]*(?:tall|\(|,?[ \t]*(?:(?:junior|senior|sophomore|freshman|combo|left-handed|right-handed)[ \t]+)?(?:OH|MB|S|setter|outside|middle|libero|DS|RS|OPP|pitcher|catcher|forward|guard|post|center|wing|${ATHLETE_NOUNS})\b)`, "iu");
/** A height label alone on the line above, as a pasted profile lays label and value out ("Height" / "5-11"). */
const HEIGHT_LABEL_ABOVE = /(?:^|\n)[ \t*•-]{0,3}(?:height|ht)\b[^\n\d]{0,14}\n[ \t]{0,3}$/iu;

const FRACTIONS: Readonly<Record<string, number>> = { "5": 0.5, "25": 0.25, "75": 0.75, "½": 0.5, "¼": 0.25, "¾": 0.75, "1/2": 0.5, "1/4": 0.25, "3/4": 0.75, "and a half": 0.5 };

// "5-foot-10" hyphenates the words as an adjective.
const FEET_INCHES = new RegExp(`(?=[4-7])(?<![\\d.])${FEET}(?:-|[ \\t]*)(?:${QUOTE_FT}|ft\\.?|feet|foot|pies|pieds?|pi(?![\\p{L}]))(?:-|[ \\t]*)(?:${INCH}[ \\t]*${QUOTE_IN}(?:[ \\t]*(and a half|½))?)?(?![\\d])`, "giu");
// "Ht/Wt: 6-1/165": a weight may follow the height after a slash; a date or a score ("6-1/25-20") may not.
const DASHED = new RegExp(`(?=[4-7])(?<![\\d./-])${FEET}[ \\t]*[-–][ \\t]*${INCH}(?![\\d-]|/(?![ \\t]*\\d{2,3}(?![\\d/-])))`, "giu");
const METRIC = /(?<![\d.,])(?:(1)[.,](\d{2})[ \t]*m(?:ts?|eters?|ètres?|etros?)?\b|(1)[ \t]*m[ \t]*(\d{2})\b|(1\d{2})[ \t]*cm\b)/giu;
// "in" without its full stop only after a height word ("Ht: 71 in"), as every inches-only height is, or before "tall" ("71 inches tall").
const INCHES_ONLY = /(?<![\d.])(\d{2})[ \t]*(?:inches|in\.?)(?![\p{L}])/giu;
const TALL_AFTER = /^[ \t]+tall\b/iu;
/** "Height: 1.83", "Altura: 1,76": metres with no unit after a height label (no one is 1 foot tall); group 1 the centimetres past the metre. */
const LABELLED_METRES = /(?=1[.,]\d)(?<=\b(?:height|ht|altura|estatura|taille|gr(?:ö|oe)(?:ß|ss)e)\.?[ \t]{0,3}[:：-][ \t]{0,3})1[.,](\d{2})(?![\d.,'’′"”]|[ \t]*(?:m|cm|ft|in|inches|meters?|metres?|metros?|mètres?)(?![\p{L}]))/giu;
/** "Height (in): 71", "Height (cm): 180": a bare number after a height label that gives its unit; group 1 the unit, group 2 the number. */
const UNIT_IN_LABEL = /\b(?:height|ht)\.?[ \t]*\([ \t]*(in|inches|cm)\.?[ \t]*\)[ \t]*[:：-]?[ \t]*(\d{2,3})(?![\d.,'’′"”])/giu;
/** "Height: 5 11": feet and inches apart by a space only, read after a height label. */
const LABELLED_SPACED = /(?=[4-7])(?<=\b(?:height|ht)\.?(?:[ \t]{0,3}\/[ \t]{0,3}(?:weight|wt)\.?)?[ \t]{0,3}[:：-][ \t]{0,3})([4-7])[ \t]{1,2}(1[01]|\d)(?![\d.,'’′"”/-])/giu;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11 };
/** "five foot eleven", "5 foot eleven", "six feet even", "6' even": inches written as a word. */
const WORDED = /(?=[4-7fs])(?<![\p{L}\d.])([4-7]|four|five|six|seven)[ \t-]*(?:foot|feet|ft\.?|['’′])[ \t-]*(one|two|three|four|five|six|seven|eight|nine|ten|eleven|even)(?![\p{L}])/giu;

const WORDED_INCHES_AFTER = /^[ \t-]*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|even)(?![\p{L}])/iu;

/** Heights as written, with inches: 5'10", 5-10, 5 ft 10, 5'10½", 178 cm, 1.78 m, 1m78, 70 inches. */
export function heightCandidates(text: string, athleteFirstName: string | null): Candidate<Height>[] {
  const candidates: Candidate<Height>[] = [];
  const push = (written: string, inches: number, start: number, confidence: number) => {
    const before = text.slice(Math.max(0, start - 30), start);
    if (NOT_HEIGHT.test(before) || isSomeoneElse(text.slice(Math.max(0, start - 60), start), athleteFirstName)) return;
    const rounded = Math.round(inches * 4) / 4;
    if (rounded < 54 || rounded > 84) return;
    const boosted = HEIGHT_CONTEXT.test(before) ? Math.max(confidence, 0.95) : confidence;
    candidates.push({ value: { written: written.trim(), inches: rounded }, confidence: boosted, start, end: start + written.length });
  };
  for (const match of matchesOf(WORDED, text)) {
    const feet = Number(match[1]) || NUMBER_WORDS[match[1]!.toLowerCase()]!;
    push(match[0], feet * 12 + (NUMBER_WORDS[match[2]!.toLowerCase()] ?? 0), match.index, 0.9);
  }
  for (const match of matchesOf(FEET_INCHES, text)) {
    // "5 foot eleven" is read whole above.
    if (match[2] === undefined && WORDED_INCHES_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 8))) continue;
    const inches = Number(match[1]) * 12 + Number(match[2] ?? 0) + fraction(match[3] ?? match[4] ?? match[5]);
    push(match[0], inches, match.index, match[2] === undefined ? 0.75 : 0.9);
  }
  for (const match of matchesOf(DASHED, text)) {
    // "5-10" is also a score or a date: only with a height word before it or "tall" after it.
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 24);
    const { line, start: lineStart } = lineAround(text, match.index);
    const profileItem = ITEM_START.test(text.slice(lineStart, match.index)) && ITEM_END.test(after) && PROFILE_LINE.test(line);
    const context = profileItem || HEIGHT_CONTEXT.test(before) || SAID_OF_HERSELF.test(before) || NAME_IS.test(before) || HEIGHT_LABEL_ABOVE.test(before) || POSITION_AFTER.test(after);
    if (!context) continue;
    push(match[0], Number(match[1]) * 12 + Number(match[2]) + fraction(match[3] ?? match[4]), match.index, 0.85);
  }
  for (const match of matchesOf(METRIC, text)) {
    const centimetres = match[5] ? Number(match[5]) : Number(`${match[1] ?? match[3]}${match[2] ?? match[4]}`);
    push(match[0], inchesOf(centimetres), match.index, 0.85);
  }
  for (const match of matchesOf(INCHES_ONLY, text)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 8);
    if (HEIGHT_CONTEXT.test(before) || TALL_AFTER.test(after)) push(match[0], Number(match[1]), match.index, 0.8);
  }
  for (const match of caselessMatches(LABELLED_METRES, text)) push(match[0], inchesOf(100 + Number(match[1])), match.index, 0.85);
  for (const match of caselessMatches(UNIT_IN_LABEL, text)) {
    const number = Number(match[2]);
    const start = match.index + match[0].length - match[2]!.length;
    push(match[2]!, match[1]!.toLowerCase() === "cm" ? inchesOf(number) : number, start, 0.9);
  }
  for (const match of caselessMatches(LABELLED_SPACED, text)) {
    push(match[0], Number(match[1]) * 12 + Number(match[2]), match.index, 0.85);
  }
  return candidates;
}

/** A sibling or parent named just before, unless the athlete's own name comes after them ("her sister Abby … 5'9""). */
function isSomeoneElse(before: string, athleteFirstName: string | null): boolean {
  const match = SOMEONE_ELSE.exec(before);
  if (!match || HERS_AFTER_ALL.test(before)) return false;
  return !(athleteFirstName && match[0].toLowerCase().includes(athleteFirstName.toLowerCase()));
}

/** A coach reads a metric height in whole inches (180 cm is 5'11"): the centimetre is finer than anyone measured her. */
function inchesOf(centimetres: number): number {
  return Math.round(centimetres / 2.54);
}

function fraction(written: string | undefined): number {
  return written ? (FRACTIONS[written] ?? 0) : 0;
}
