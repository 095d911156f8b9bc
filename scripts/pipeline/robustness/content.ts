import type { GoldLabel } from "../../../machines/inbox/extractLine";
import { coachMessage } from "./message";
import type { CorpusEmail, Transform, Variant } from "./transform";

export type Athlete = NonNullable<GoldLabel["athlete"]>;

/** A rewrite of the forward's words (applied to its text and subject alike), and the athlete's label as the new words state it. */
export interface Rewrite {
  words: (text: string) => string;
  athlete: Athlete;
}

/**
 * The emails a content change is measured on: one labelled athlete whose facts are in the forward's text (an
 * attachment, lost when the text is rebuilt, could hold them).
 */
function rewritableAthlete({ label, message, raw }: CorpusEmail): Athlete | null {
  if (!label.athlete || label.athletes || !message.text || message.attachments.length || !hasPlainText(raw)) return null;
  return label.athlete;
}

/** Whether the sender wrote a plain-text part: the text mailparser makes of an HTML-only email runs table cells together. */
const hasPlainText = (raw: Buffer) => /^content-type:[ \t]*text\/plain/im.test(raw.toString("latin1"));

/** The email again as the coach's plain-text forward, from the coach who sent it, with the rewritten words. */
function rebuilt(email: CorpusEmail, transformName: string, rewrite: Rewrite): Variant | null {
  const text = rewrite.words(email.message.text ?? "");
  const subject = rewrite.words(email.message.subject ?? "");
  if (rewrite.words !== unchanged && text === email.message.text && subject === (email.message.subject ?? "")) return null;
  const slug = transformName.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  const raw = coachMessage(subject, text, { messageId: `${slug}-${email.label.file}@robustness.example`, date: email.message.date });
  // coachMessage writes from a fixed coach: keep the one who forwarded this email (her name may be in her note's signature).
  const sender = email.message.from ? `From: ${rewrite.words(email.message.from.text)}` : null;
  return { raw: sender ? raw.replace(/^From: .*/, sender) : raw, label: { ...email.label, athlete: rewrite.athlete } };
}

const unchanged = (text: string) => text;

export function contentTransform(name: string, why: string, rewriteFor: (athlete: Athlete, email: CorpusEmail) => Rewrite | null): Transform {
  return {
    name,
    why,
    apply: (email) => {
      const athlete = rewritableAthlete(email);
      const rewrite = athlete && rewriteFor(athlete, email);
      return rewrite ? rebuilt(email, name, rewrite) : null;
    },
  };
}

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A literal as a whole word: letters (accented ones too) and digits may not touch it. */
export const wholeWord = (literal: string, flags = "gu") => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(literal)}(?![\\p{L}\\p{N}])`, flags);

// ---------------------------------------------------------------------------------------------------------------
// Height: the labelled height where it is written in feet and inches (5'10", 5’10, 5 ft 10 in, 5 foot 10).

const FEET_AND_INCHES = /(?<![\d.'’])([4-7]) ?(?:'|’|′|ft\.?|feet|foot) ?(\d{1,2}(?:\.5|½)?)(?: ?(?:"|”|″|''|’’|in\b\.?|inches\b))?(?![\d'’])/g;

function inchesOf(feet: string, inches: string): number {
  return Number(feet) * 12 + Number(inches.replace("½", ".5"));
}

/** A profile's height label right before a value: where a bare number of inches reads naturally ("Height: 70 inches"). */
const HEIGHT_LABEL_BEFORE = /\b(?:height|ht)\.?[ \t]*[:-]?[ \t]*$/i;

function heightTransform(name: string, write: (feet: number, inches: number, total: number) => { written: string; height: number }, onlyAfterLabel = false): Transform {
  return contentTransform(name, "Athletes and parents write a height in whatever form their phone or habit gives.", (athlete) => {
    const height = athlete.height_inches;
    if (!height) return null;
    const feet = Math.floor(height / 12);
    const form = write(feet, height - feet * 12, height);
    return {
      words: (text) =>
        text.replace(FEET_AND_INCHES, (match, f: string, i: string, offset: number) =>
          inchesOf(f, i) === height && (!onlyAfterLabel || HEIGHT_LABEL_BEFORE.test(text.slice(Math.max(0, offset - 20), offset))) ? form.written : match,
        ),
      athlete: { ...athlete, height_inches: form.height },
    };
  });
}

const HEIGHT_TRANSFORMS = [
  heightTransform("height as 5-10", (feet, inches, height) => ({ written: `${feet}-${inches}`, height })),
  heightTransform("height as 5 ft 10 in", (feet, inches, height) => ({ written: `${feet} ft ${inches} in`, height })),
  heightTransform("height in curly quotes 5’10”", (feet, inches, height) => ({ written: `${feet}’${inches}”`, height })),
  heightTransform("height in inches (Height: 70 inches)", (_feet, _inches, height) => ({ written: `${height} inches`, height }), true),
  heightTransform("height in centimetres (178 cm)", (_feet, _inches, height) => {
    const centimetres = Math.round(height * 2.54);
    return { written: `${centimetres} cm`, height: Math.round((centimetres / 2.54) * 10) / 10 };
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// Graduation year: "class of 2027" in a sentence, or a profile line "Grad Year: 2027".

const CLASS_OF = /\bclass of (20\d\d)\b/gi;
const GRAD_YEAR_LINE = /^([ \t]*(?:[-•*][ \t]*)?)(?:grad(?:uation)?[ \t]*(?:year|yr)\.?|grad|class|class of|yr|year)[ \t]*[:-][ \t]*(20\d\d)\b/gim;

function gradYearTransform(name: string, inSentence: (year: number) => string, asLine: (year: number) => string): Transform {
  return contentTransform(name, "Strangers write the class year as they would on social media or a form.", (athlete) => {
    const year = athlete.grad_year;
    if (!year) return null;
    return {
      words: (text) =>
        text
          .replace(GRAD_YEAR_LINE, (match, indent: string, written: string) => (Number(written) === year ? `${indent}${asLine(year)}` : match))
          .replace(CLASS_OF, (match, written: string) => (Number(written) === year ? inSentence(year) : match)),
      athlete,
    };
  });
}

const shortYear = (year: number) => `'${String(year).slice(2)}`;
const GRAD_YEAR_TRANSFORMS = [
  gradYearTransform("grad year as '27", (year) => `class of ${shortYear(year)}`, (year) => `Grad Year: ${shortYear(year)}`),
  gradYearTransform("grad year as c/o 2027", (year) => `c/o ${year}`, (year) => `c/o ${year}`),
  gradYearTransform("grad year as 2027 grad / Class: 2027", (year) => `${year} grad`, (year) => `Class: ${year}`),
];

// ---------------------------------------------------------------------------------------------------------------
// GPA: the labelled number where it is written (not inside a longer number, not the scale after a slash).

function gpaTransform(name: string, write: (written: string, after: string) => string | null): Transform {
  return contentTransform(name, "Students write a GPA with its scale, its weighting or another number of decimals.", (athlete) => {
    const gpa = athlete.gpa;
    if (!gpa || gpa > 4) return null;
    const written = /(?<![\d.$/])([1-4]\.\d{1,2})(?![\d%]|\.\d)/g;
    return {
      words: (text) =>
        text.replace(written, (match, value: string, offset: number) => {
          if (Number(value) !== gpa) return match;
          return write(value, text.slice(offset + match.length, offset + match.length + 16)) ?? match;
        }),
      athlete,
    };
  });
}

const GPA_TRANSFORMS = [
  gpaTransform("GPA with two decimals (3.80)", (written) => (/^\d\.\d$/.test(written) ? `${written}0` : null)),
  gpaTransform("GPA out of 4.0 (3.8/4.0)", (written, after) => (/^ ?(?:\/|out of|on a)/.test(after) ? null : `${written}/4.0`)),
  gpaTransform("GPA then the word (3.8 GPA unweighted)", (written, after) => (/^[ )]*(?:\/|\(|out of|on a|un|weighted|w\b|uw\b|gpa|cum)/i.test(after) ? null : `${written} GPA unweighted`)),
];

// ---------------------------------------------------------------------------------------------------------------
// Phone: the athlete's own US number, wherever it is written, in another usual format.

const US_PHONE = /(?<![\d+])(?:\+?1[ .-]?)?\(?(\d{3})\)?[ .-]?(\d{3})[ .-]?(\d{4})(?!\d)/g;

function phoneTransform(name: string, write: (area: string, exchange: string, line: string) => string): Transform {
  return contentTransform(name, "People type a number as their phone shows it or as they were taught to.", (athlete) => {
    const digits = /^\+1(\d{10})$/.exec(athlete.phone ?? "")?.[1];
    if (!digits) return null;
    return {
      words: (text) => text.replace(US_PHONE, (match, area: string, exchange: string, line: string) => (`${area}${exchange}${line}` === digits ? write(area, exchange, line) : match)),
      athlete,
    };
  });
}

const PHONE_TRANSFORMS = [
  phoneTransform("phone as (555) 010-1234", (a, e, l) => `(${a}) ${e}-${l}`),
  phoneTransform("phone as 555.010.1234", (a, e, l) => `${a}.${e}.${l}`),
  phoneTransform("phone as +1 555 010 1234", (a, e, l) => `+1 ${a} ${e} ${l}`),
  phoneTransform("phone as 5550101234", (a, e, l) => `${a}${e}${l}`),
];

// ---------------------------------------------------------------------------------------------------------------
// Names: the athlete's first or last name replaced everywhere by a name of another shape (her family's surname and
// the addresses made of her name change with it).

/** A name as it is spelled inside an email address. */
const addressForm = (name: string) =>
  name
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** Links and addresses, which keep their spelling when the words around them change. */
export const LINK_OR_ADDRESS = /(?:https?:\/\/|www\.)\S{1,400}|[\w.-]{1,200}\.(?:com|org|net|be|ly|app|example)\/\S{0,400}|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/gi;
const PERSONAL_ADDRESS = /@(?:gmail|yahoo|outlook|icloud|hotmail|aol|me)\./i;

/** The text with `words` changed outside links and addresses, and `link` applied to each link or address. */
function aroundLinks(text: string, words: (text: string) => string, link: (link: string) => string = (kept) => kept): string {
  let result = "";
  let last = 0;
  for (const kept of text.matchAll(LINK_OR_ADDRESS)) {
    result += words(text.slice(last, kept.index)) + link(kept[0]);
    last = kept.index + kept[0].length;
  }
  return result + words(text.slice(last));
}

const withoutLinks = (text: string) => aroundLinks(text, (words) => words, () => " ");

/**
 * Every spelling of `from` (as written, in capitals, in lower case, inside the personal addresses made of it)
 * replaced by `to`'s, or null when that is ambiguous.
 */
function nameReplacer(text: string, from: string, to: string): ((text: string) => string) | null {
  const words = withoutLinks(text);
  // A lower-case name beside a capitalised one may be a word ("hope", "summer"): not unambiguously her name.
  if (from !== from.toLowerCase() && wholeWord(from.toLowerCase()).test(words) && wholeWord(from).test(words)) return null;
  const inAddress = new RegExp(escapeRegex(addressForm(from)), "g");
  const renamed = (written: string) =>
    written
      .replace(wholeWord(from), to)
      .replace(wholeWord(from.toUpperCase()), to.toUpperCase())
      .replace(wholeWord(from.toLowerCase()), to.toLowerCase());
  return (written) => aroundLinks(written, renamed, (link) => (PERSONAL_ADDRESS.test(link) ? link.replace(inAddress, addressForm(to)) : link));
}

function nameTransform(name: string, replacement: { first?: string; last?: string }): Transform {
  return contentTransform(name, "Athletes' names come in every shape; the engine must read any of them the same way.", (athlete, email) => {
    const { first_name: first, last_name: last } = athlete;
    if (!first || !last || first.length < 3 || last.length < 3) return null;
    const text = `${email.message.subject ?? ""}\n${email.message.text ?? ""}`;
    // Her name inside another labelled value (a school or town named like her) would change that value too.
    const others = [athlete.club_team, athlete.high_school, athlete.city].filter(Boolean).join(" ").toLowerCase();
    const swaps: Array<[string, string]> = [];
    if (replacement.first) swaps.push([first, replacement.first]);
    if (replacement.last) swaps.push([last, replacement.last]);
    if (swaps.some(([from]) => others.includes(from.toLowerCase()) || addressForm(from).length < 3)) return null;
    const replacers = swaps.map(([from, to]) => nameReplacer(text, from, to));
    if (replacers.some((replacer) => !replacer)) return null;
    const words = (written: string) => replacers.reduce((result, replacer) => replacer!(result), written);
    return {
      words,
      athlete: { ...athlete, first_name: replacement.first ?? first, last_name: replacement.last ?? last, email: athlete.email ? words(athlete.email) : null },
    };
  });
}

const NAME_TRANSFORMS = [
  nameTransform("name: hyphenated surname (Marsh-Okonkwo)", { last: "Marsh-Okonkwo" }),
  nameTransform("name: apostrophe (O'Connor)", { last: "O'Connor" }),
  nameTransform("name: particle (de la Cruz)", { last: "de la Cruz" }),
  nameTransform("name: particle (Van Dyke)", { last: "Van Dyke" }),
  nameTransform("name: accented (Zoë Núñez)", { first: "Zoë", last: "Núñez" }),
  nameTransform("name: two-part first name (Mary Kate)", { first: "Mary Kate" }),
  nameTransform("name: common words (Hope Young)", { first: "Hope", last: "Young" }),
  nameTransform("name: common words (Summer Brooks)", { first: "Summer", last: "Brooks" }),
  nameTransform("name: short surname (Li)", { last: "Li" }),
  nameTransform("name: short surname (Ng)", { last: "Ng" }),
];

// ---------------------------------------------------------------------------------------------------------------
// Case: the forwarded message typed in lower case or capitals (a phone, a hurried writer), its headers, links and
// addresses as the mail client wrote them.

const HEADER_LINE = /^[ \t>]*(?:from|to|cc|sent|date|subject|reply-to|de|para|à|a|objet|envoyé|asunto|enviado|fecha|von|an|gesendet|betreff|datum|assunto|data|oggetto|da|inviato|van|aan|verzonden|onderwerp)[ \t]?:/i;
const SEPARATOR_LINE = /^[ \t>]*(?:[-_=]{5,}|begin forwarded|.{0,200}\bwrote:[ \t]*$)/i;

function caseTransform(name: string, change: (text: string) => string): Transform {
  return contentTransform(name, "Phones and hurried writers type whole messages in lower case or capitals.", (athlete, email) => {
    const text = email.message.text ?? "";
    // The forwarded message starts after the forward's first header block (its Subject line).
    const forwarded = /^[ \t]*(?:subject|objet|asunto|betreff|assunto|oggetto|onderwerp)[ \t]?:.*$/im.exec(text);
    if (!forwarded) return null;
    const start = forwarded.index + forwarded[0].length;
    const changeLine = (line: string) => {
      if (HEADER_LINE.test(line) || SEPARATOR_LINE.test(line)) return line;
      return aroundLinks(line, change);
    };
    return {
      words: (written) => (written === text ? text.slice(0, start) + text.slice(start).split("\n").map(changeLine).join("\n") : written),
      athlete,
    };
  });
}

const CASE_TRANSFORMS = [caseTransform("forwarded message in lower case", (text) => text.toLowerCase()), caseTransform("forwarded message in capitals", (text) => text.toUpperCase())];

// ---------------------------------------------------------------------------------------------------------------
// Positions: the labelled positions abbreviated, spelled out or shortened to the everyday word.

interface PositionSpelling {
  code: string;
  abbreviation: string;
  spelled: string;
  everyday?: string;
}

const POSITION_SPELLINGS: readonly PositionSpelling[] = [
  { code: "OH", abbreviation: "OH", spelled: "outside hitter", everyday: "outside" },
  { code: "MB", abbreviation: "MB", spelled: "middle blocker", everyday: "middle" },
  { code: "RS/OPP", abbreviation: "RS", spelled: "right side hitter", everyday: "right side" },
  { code: "RS/OPP", abbreviation: "OPP", spelled: "opposite hitter", everyday: "opposite" },
  { code: "L/DS", abbreviation: "DS", spelled: "defensive specialist" },
  { code: "P", abbreviation: "RHP", spelled: "right-handed pitcher" },
  { code: "P", abbreviation: "LHP", spelled: "left-handed pitcher" },
  { code: "SS", abbreviation: "SS", spelled: "shortstop" },
  { code: "1B", abbreviation: "1B", spelled: "first base" },
  { code: "3B", abbreviation: "3B", spelled: "third base" },
  { code: "2B", abbreviation: "2B", spelled: "second base" },
  { code: "OF", abbreviation: "OF", spelled: "outfielder" },
  { code: "OF", abbreviation: "CF", spelled: "center fielder" },
  { code: "UT", abbreviation: "UT", spelled: "utility player" },
];

/** A position code standing alone: in a slash pair ("L/DS", "RS/OPP") it is half of another code. */
const CODE = (code: string) => new RegExp(`(?<![\\p{L}\\p{N}/])${code}(?![\\p{L}\\p{N}/])`, "gu");

/** An abbreviation right after a capitalised word is a state or province ("Columbus, OH"), not a position. */
export const AFTER_PLACE = /[A-Z][a-z]{1,30},? ?$/;

function positionTransform(name: string, from: (spelling: PositionSpelling) => string | undefined, to: (spelling: PositionSpelling) => string | undefined): Transform {
  return contentTransform(name, "Writers abbreviate a position, spell it out or use the everyday word for it.", (athlete) => {
    const spellings = POSITION_SPELLINGS.filter((spelling) => athlete.positions?.includes(spelling.code) && from(spelling) && to(spelling));
    if (!spellings.length) return null;
    const replace = (text: string, spelling: PositionSpelling) => {
      const written = from(spelling)!;
      const abbreviated = written === spelling.abbreviation;
      return text.replace(abbreviated ? CODE(written) : wholeWord(written, "giu"), (match: string, offset: number) =>
        abbreviated && AFTER_PLACE.test(text.slice(Math.max(0, offset - 32), offset)) ? match : to(spelling)!,
      );
    };
    return { words: (text) => spellings.reduce(replace, text), athlete };
  });
}

const POSITION_TRANSFORMS = [
  positionTransform("positions spelled out (OH → outside hitter)", (s) => s.abbreviation, (s) => s.spelled),
  positionTransform("positions abbreviated (outside hitter → OH)", (s) => s.spelled, (s) => s.abbreviation),
  positionTransform("positions as everyday words (OH → outside)", (s) => s.abbreviation, (s) => s.everyday),
];

/**
 * The same facts written another way: a height, a class year, a GPA, a phone number, a name as other people
 * write them. The label changes only where the written value does. The first transform rebuilds the emails the
 * others change without changing a word: what rebuilding alone moves.
 */
export const CONTENT_TRANSFORMS: Transform[] = [
  contentTransform("rebuilt, nothing changed", "The baseline of the content transforms: the forward's text rebuilt as one plain-text message.", (athlete) => ({ words: unchanged, athlete })),
  ...HEIGHT_TRANSFORMS,
  ...GRAD_YEAR_TRANSFORMS,
  ...GPA_TRANSFORMS,
  ...PHONE_TRANSFORMS,
  ...NAME_TRANSFORMS,
  ...CASE_TRANSFORMS,
  ...POSITION_TRANSFORMS,
];
