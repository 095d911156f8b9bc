import { type Candidate, caselessMatches, caselessTest, groupEnd, groupStart, matchesOf, matchesOfEach } from "../text";
import type { ExtractContext } from "./context";
import { ATHLETE_NOUNS } from "./sports";

const LABEL =
  "class(?:[ \\t]+of)?|c/o|(?:hs[ \\t]+|expected[ \\t]+)?grad(?:uation)?(?:[ \\t]+(?:year|yr\\.?|date))?|graduating(?:[ \\t]+(?:class|in|year))?(?:[ \\t]+of)?|graduate|hs[ \\t]+grad(?:uation)?|" +
  "promoci[oó]n|generaci[oó]n|clase(?:[ \\t]+de)?|egreso|graduaci[oó]n|classe(?:[ \\t]+de)?|promo(?:tion)?|ann[ée]e[ \\t]+(?:de[ \\t]+)?(?:dipl[ôo]me|graduation)|dipl[ôo]m[ée]e?[ \\t]+en|" +
  "abschluss(?:jahr(?:gang)?)?|abitur|jahrgang|turma(?:[ \\t]+de)?|formatura|ano[ \\t]+de[ \\t]+formatura|formo-me[ \\t]+em|" +
  // The school-leaving exams abroad, which name the year she finishes: "Matura 2027", "bac 2027", "studenten i juni 2028".
  "matura|maturit[àa]|bac(?:calaur[ée]at)?|studenten";
const POSITION_WORD =
  "grad|graduate|recruit|prospect|athlete|student[- ]athlete|player|oh|mb|mh|rs|opp|ds|l/ds|s/rs|setter|outside|middle|libero|right[- ]side|opposite|defensive|" +
  "pitcher|catcher|shortstop|ss|1b|2b|3b|of|ut|utility|outfielder|infielder|rhp|lhp|two[- ]way|armadora|colocadora|central|opuesta|lanzadora|passeuse|centrale|attaquante|lanceuse|jugadora|joueuse|" +
  "zuspielerin|au(?:ß|ss)enangreiferin|mittelblockerin|diagonal(?:angreiferin)?|libera|spielerin|levantadora|ponteira|oposta|jogadora|" +
  ATHLETE_NOUNS;

const MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic|janv|févr|avr|juil|déc";

/** Words before a school year's number: "Year 12", "grade 12", "secondaire 5", "Form 6". */
const SCHOOL_YEAR_NUMBER = "(?<=(?:year|grade|class|secondaire|secondary|form|klasse)[ \\t]?)\\d{1,2}(?!\\d)";

/**
 * "I will graduate in 2028", "I graduated from Westlake High School in 2026" (a gap year), "she finish the school in
 * 2028", "finishing secondary school at Rangitoto Heights College in 2027", "will finish in May 2027", "me gradúo de la
 * preparatoria en 2027", "I finish Year 12 in November 2027", "graduating high school in spring 2028", a parent's "ela se
 * forma em 2028", "se gradúa en 2027", "I will complete class 12 in 2027", "I finish high school March 2027" (its month with no
 * "in"): the year she finishes school, its month or season allowed.
 */
const FINISHES_SCHOOL = new RegExp(
  `\\b(?:graduat(?:e|es|ed|ing)|finish(?:es|ing)?|complet(?:e|es|ing)|me grad[uú]o|termin(?:o|a|ar[ée])|(?:se|me)[ \\t]+(?:form(?:a|o|ar[áa]?)|grad[uú]a|graduar[áa]?)|forma-se)\\b(?:[^.\\n\\d]|${SCHOOL_YEAR_NUMBER}){0,60}?[ \\t](?:(?:in|en|em|im)[ \\t]+(?:(?:(?:${MONTHS})[a-zé]*\\.?|spring|summer|fall|winter)[ \\t]+(?:de[ \\t]+)?)?|(?:${MONTHS})[a-zé]*\\.?[ \\t]+)(20[1-4]\\d)\\b(?![/.:-]\\d)`,
  "gdiu",
);

/**
 * "I'm graduating a year early, in June 2027", "graduate a semester early (December 2027)": the year she finishes
 * outranks the class she names.
 */
const FINISHES_EARLY = new RegExp(
  `\\bgraduat(?:e|es|ing)[ \\t]+(?:a[ \\t]+(?:year|semester|term)[ \\t]+)?early\\b[^.\\n\\d(]{0,30}?(?:[ \\t](?:in|en)[ \\t]+|\\([ \\t]*)(?:(?:${MONTHS})[a-zé]*\\.?[ \\t]+|(?:spring|summer|fall|winter)[ \\t]+(?:of[ \\t]+)?)?(20[1-4]\\d)\\b(?![/.:-]\\d)`,
  "gdiu",
);

const RULES: readonly { pattern: RegExp; confidence: number; monthAllowed?: boolean }[] = [
  // "I'm a 2029 setter but I am reclassifying to 2028": the class she moves to outranks the one she names first.
  { pattern: /\breclass(?:ed|ing|ify|ified|ifying)?[ \t]+(?:up[ \t]+)?(?:to|into)[ \t]+(?:the[ \t]+)?(?:class[ \t]+of[ \t]+)?(20[1-4]\d)\b/dgiu, confidence: 0.97 },
  { pattern: FINISHES_EARLY, confidence: 0.97, monthAllowed: true },
  { pattern: FINISHES_SCHOOL, confidence: 0.85, monthAllowed: true },
  { pattern: new RegExp(`\\b(?:${LABEL})[ \\t]*[:：\\-–]?[ \\t]*(?:['’][ \\t]*)?(20[1-4]\\d|\\d{2})\\b(?![/.:-]\\d)`, "gdiu"), confidence: 0.95 },
  // "Graduating: Spring '28", "Class of: June '27": a season or month and her class year's two digits.
  { pattern: new RegExp(`\\b(?:${LABEL})[ \\t]*[:：\\-–]?[ \\t]*(?:spring|summer|fall|winter|(?:${MONTHS})[a-zé]*\\.?)[ \\t]+(?:of[ \\t]+)?['’](\\d{2})(?![\\d/.:'’-])`, "gdiu"), confidence: 0.95, monthAllowed: true },
  // "Graduation year: June 2028", "Grad: 6/2027", "Graduation: Spring 2028", "Matura (high school diploma): June 2027",
  // "studenten i juni 2028": the month or season she graduates between the label and the year.
  { pattern: new RegExp(`\\b(?:${LABEL})(?:[ \\t]*\\([^)\\n]{1,40}\\))?[ \\t]*(?:[:：\\-–][ \\t]*|[ \\t](?:in|en|em|im|i|nel|w)[ \\t]+)(?:(?:${MONTHS})[a-zé]*\\.?,?[ \\t]+|(?:spring|summer|fall|winter)[ \\t]+(?:of[ \\t]+)?|(?:0?[1-9]|1[0-2])[/.-])(20[1-4]\\d)\\b(?![/.:-]\\d)`, "gdiu"), confidence: 0.95, monthAllowed: true },
  { pattern: new RegExp(`(?<![\\d/.-])(20[1-4]\\d)(?:[ \\t]*[-–/|,][ \\t]*|[ \\t]+)(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.9 },
  // "a 2029 left-handed pitcher", "a 2028 6'1 middle": a word or two about her between the year and the position.
  { pattern: new RegExp(`(?<![\\d/.-])(20[1-4]\\d)[ \\t]+(?:[\\p{L}\\d'’-]+[ \\t]+){1,2}?(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.8 },
  { pattern: new RegExp(`['’](\\d{2})[ \\t]+(?:${POSITION_WORD})\\b`, "gdiu"), confidence: 0.8 },
  { pattern: /\((20[1-4]\d)\b(?![/.:-]\d)/dgu, confidence: 0.75 },
  // "Canyon Jesuit HS '28", "Pinecrest High School ('27)", "Harbor School of the Arts '28": her class year right after her school's name.
  { pattern: /\b(?:School|HS|H\.S\.|High|Academy|Prep|Catholic|Christian|Secondary)(?:[ ](?:of|the|and|\p{Lu}[\p{L}'’-]*)){0,3}[ \t]*\(?['’](\d{2})(?![\p{L}\d'’])/dgu, confidence: 0.85 },
];

/** The case-insensitive rules, all of whose matches one scan of the text finds (the case-sensitive few scan it each). */
const CASE_INSENSITIVE_RULE_PATTERNS = RULES.map((rule) => rule.pattern).filter((pattern) => pattern.ignoreCase);
const caseInsensitiveRuleScan = matchesOfEach(CASE_INSENSITIVE_RULE_PATTERNS);

/** Each rule's matches in the text, in RULES' order. */
function ruleMatches(text: string): RegExpExecArray[][] {
  const scanned = caseInsensitiveRuleScan(text);
  return RULES.map(({ pattern }) => (pattern.ignoreCase ? scanned[CASE_INSENSITIVE_RULE_PATTERNS.indexOf(pattern)]! : [...caselessMatches(pattern, text)]));
}

/**
 * Before a class label, a class that is not hers now: a sibling's ("my older sister (class of 2025)", "my brother Obi,
 * class of 2026") or the one she left ("originally class of 2029", "instead of with the class of 2028"). Weak evidence only.
 */
const OTHERS_CLASS_BEFORE = /(?:\b(?:sister|brother|sibling|cousin)\b(?:[ \t]+(?!(?:and|&)\b)[\p{L}'’]+){0,2}(?:[ \t]+(?:is|was)|[ \t]*[(,])|\b(?:instead[ \t]+of(?:[ \t]+with)?|originally|formerly|previously|initially|was|used[ \t]+to[ \t]+be)(?:[ \t]+(?:in|part[ \t]+of))?(?:[ \t]+the)?)[ \t]*$/iu;
const OTHERS_CLASS_CONFIDENCE = 0.3;

/** A year that is part of a date, a season or a score, never a class year. */
const DATE_BEFORE = new RegExp(`(?:(?:${MONTHS})[a-zé]*\\.?,?[ \\t]+(?:\\d{1,2}(?:[-–]\\d{1,2})?(?:st|nd|rd|th)?,?[ \\t]+)?|\\d{1,2}[/.-]\\d{1,2}[/.-]|\\d{1,2}[ \\t]+de[ \\t]+\\w+[ \\t]+de[ \\t]+|(?:spring|summer|fall|winter|season|since|during|circa|©|copyright)[ \\t]+)$`, "iu");
/** Before a bare year, "in" makes it a date too ("in 2026 we won state"). */
const IN_BEFORE = /\b(?:in|en|em|im|of|for)[ \t]+$/iu;
const DATE_AFTER = /^(?:[-–/]\d{1,2}\b|[-–]\d{2,4}\b|[ \t]*(?:season|schedule|spring|summer|fall|winter))/iu;

const CLASS_STANDING = /\b(?:i['’]?m|i am|she is|she['’]s|is|as|a|an) (?:current |currently a |now a )?(?:(?:high school|hs) )?(?:rising )?(senior|junior|sophomore|freshman)\b(?! (?:college|varsity|olympics?|national|club|team|night|day|program|high|year of college|at [\p{Lu}][\p{L}]+ (?:university|college)))/dgiu;
/** "Ava and Chloe Marchetti, juniors at Hanover Mill", "Maya Ortiz, a senior in Dayton": the standing as an apposition. */
const STANDING_APPOSED = /,[ \t]*(?:both[ \t]+)?(?:an?[ \t]+)?(senior|junior|sophomore|freshman|freshmen)s?[ \t]+(?:at|in)\b/dgiu;
/** "Class: Junior", "School & Year: Oakmont High School, Junior", "School: Oakmont High School (junior)": her school year as a value, alone after a label, a comma or in brackets. */
const STANDING_AS_VALUE = /(?:^|[:：,|(])[ \t]*(senior|junior|sophomore|freshman)[ \t]*(?=\r?\n|$|[|()])/dgimu;
/** Her standing next school year: "next year I'll be a senior", "she will be a junior in the fall" (a year ahead of now). */
const FUTURE_STANDING_BEFORE = /(?:\b(?:will|['’]ll|going[ \t]+to)[ \t]+be|\bnext[ \t]+(?:school[ \t]+)?year\b[^.\n]{0,20}?\bbe)[ \t]+(?:an?[ \t]+)?$/iu;
/** A coach's "two of my seniors", "our juniors", "our junior libero" (a position after it: "our senior captain" says less): the class of the players she writes about. */
const COACHS_STANDING =
  /\b(?:my|our)[ \t]+(senior|junior|sophomore|freshman)(?:s\b|(?=[ \t]+(?:setter|libero|outside|middle|opposite|right[ \t]+side|hitter|defensive|ds|pitcher|catcher|shortstop|outfielder|infielder|utility|keeper|goalkeeper|midfielder|defender|forward|guard)\b))/dgiu;
/** What every standing above holds: most text names none, and a cheap scan says so before the four patterns. */
const STANDING_WORD = /senior|junior|sophomore|freshm/iu;
const STANDING_YEARS: Readonly<Record<string, number>> = { senior: 0, junior: 1, sophomore: 2, freshman: 3, freshmen: 3 };
/** "I'm a 10th grader", "she is in 11th grade", "a Grade 11 setter": her high-school year as a grade, 12 the last (an 8th grader's class is no recruit's yet). */
const GRADE_STANDING = /\b(?:i['’]?m|i am|she is|she['’]s|is|a|an|in)[ \t]+(?:(?:9|1[0-2])th[ \t]+grade(?:r)?|grade[ \t]+(?:9|1[0-2]))(?![a-z\d])/dgiu;
const LAST_GRADE = 12;

/** Class years a recruit can have: from last year to six years ahead of the email (or of today). */
export function plausibleYears(reference: Date): { min: number; max: number } {
  const year = reference.getUTCFullYear();
  return { min: year - 1, max: year + 7 };
}

export function gradYearCandidates(context: ExtractContext, reference: Date): Candidate<number>[] {
  const { text } = context;
  const { min, max } = plausibleYears(reference);
  const candidates: Candidate<number>[] = [];
  const push = (written: string, start: number, end: number, confidence: number) => {
    const year = written.length === 2 ? 2000 + Number(written) : Number(written);
    if (year < min || year > max) return;
    candidates.push({ value: year, confidence, start, end });
  };
  const matchesOfRules = ruleMatches(text);
  for (const [index, rule] of RULES.entries()) {
    for (const match of matchesOfRules[index]!) {
      const written = match[1]!;
      const start = groupStart(match, 1);
      // A two-digit year needs a class label or an apostrophe: "17 National" is a club team.
      if (written.length === 2 && !/['’]|class|c\/o|promo|clase|classe|grad/iu.test(match[0])) continue;
      if (!rule.monthAllowed && isDatePart(text, start, groupEnd(match, 1))) continue;
      const othersClass = OTHERS_CLASS_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index));
      push(written, start, groupEnd(match, 1), othersClass ? OTHERS_CLASS_CONFIDENCE : rule.confidence);
    }
  }
  // "I'm a junior", "she is a rising senior", "Class: Junior", "Ava and Chloe, juniors at …": the class follows from the school year the email was sent in.
  const standings = caselessTest(STANDING_WORD, text) ? [...matchesOf(CLASS_STANDING, text), ...matchesOf(STANDING_APPOSED, text), ...caselessMatches(STANDING_AS_VALUE, text), ...caselessMatches(COACHS_STANDING, text)] : [];
  for (const match of standings) {
    const rising = /rising/iu.test(match[0]) || FUTURE_STANDING_BEFORE.test(text.slice(Math.max(0, match.index - 40), groupStart(match, 1)));
    const yearsLeft = STANDING_YEARS[match[1]!.toLowerCase()] ?? null;
    if (yearsLeft === null) continue;
    const year = schoolYearEnd(reference) + yearsLeft + (rising ? 1 : 0);
    candidates.push({ value: year, confidence: 0.6, start: groupStart(match, 1), end: groupEnd(match, 1) });
  }
  for (const match of caselessMatches(GRADE_STANDING, text)) {
    const grade = Number(/\d+/u.exec(match[0])![0]);
    candidates.push({ value: schoolYearEnd(reference) + LAST_GRADE - grade, confidence: 0.6, start: match.index, end: match.index + match[0].length });
  }
  // A bare year in the subject ("2027 – interested in your program"), then anywhere, as weak evidence.
  for (const match of matchesOf(/(?<![\d$#.,/-])(20[2-3]\d)(?![\d%])/gu, text)) {
    if (isDatePart(text, match.index, match.index + 4) || IN_BEFORE.test(text.slice(Math.max(0, match.index - 6), match.index))) continue;
    push(match[1]!, match.index, match.index + 4, match.index < context.bodyStart ? 0.6 : 0.4);
  }
  return candidates;
}

/** The year the school year running at `reference` ends: it runs August to June, so from August on seniors graduate next calendar year. */
export const schoolYearEnd = (reference: Date) => reference.getUTCFullYear() + (reference.getUTCMonth() >= 7 ? 1 : 0);

/** The year at start–end is part of a date, a season or a score ("March 14-16, 2025", "2025-26 season"). */
export function isDatePart(text: string, start: number, end: number): boolean {
  return DATE_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || DATE_AFTER.test(text.slice(end, end + 12));
}
