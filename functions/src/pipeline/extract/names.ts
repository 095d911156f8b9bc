import { type Candidate, best, caseless, caselessTest, fold, escapeRegExp, holdsAnyOf, matchesOf, nameCase, tableCells, wordOffsets } from "../text";
import { rememberLast, rememberPer } from "../remember";
import type { SenderRole } from "@machines/inbox/senderRole";
import type { ExtractContext } from "./context";
import { areNicknames, isKnownGivenName } from "../merge/nicknames";
import { isDatePart } from "./gradYear";
import { ATHLETE_NOUNS, SPORT_WORDS } from "./sports";
import { REGION_TITLE_PATTERN, regionCode } from "./regions";
import { clubCandidates } from "./teams";
import { SPORTS } from "@machines/inbox/positions";
import { MY_NAME_IS, NON_NAME_WORDS, SURNAME_PARTICLES } from "./vocabulary";

export interface PersonName {
  first: string;
  last: string | null;
}

const GAP = /[ \t]*/y;
const WORD = /[\p{L}][\p{L}'’.-]*/uy;
const CAPITALISED = /^\p{Lu}/u;
const NAME_SHAPE = /^\p{L}[\p{L}'’-]*\.?$/u;
/** "Maya J. Thompson", "Kaylee M Brandt": one capital, its full stop or not. */
const MIDDLE_INITIAL = /^\p{Lu}\.?$/u;
/** A nickname in quotes after the first name: 'Isabella "Izzy" Delacruz'. */
const NICKNAME = /[ \t]*(?:"|“|‘|')(\p{Lu}[\p{L}'’-]*)(?:"|”|’|')/uy;
/** A word in brackets after the first name: a nickname ("Katherine (Katie) Lindqvist") or a maiden name ("Courtney (Vaughan) Reed"). */
const BRACKETED = /[ \t]*\((\p{Lu}[\p{L}'’-]*)\)/uy;
/** What follows a surname and is no part of it: "Marcus Hill Jr.", "Theo Grant III". */
const NAME_SUFFIX = /^(?:jr|sr|iii|iv)$/iu;

/** Particles one name may hold: "de la", "van der", "de los". */
const MAX_PARTICLES = 3;

/**
 * Reads a person's name starting at `offset`: up to four name-shaped words on one line, surname
 * particles allowed in the middle ("Ana de la Cruz"). Rejects placeholders and ordinary words.
 */
export function readName(text: string, offset: number, allowLowercase: boolean, doubleSurnames = false): { name: PersonName; end: number } | null {
  const words: string[] = [];
  let position = offset;
  let end = offset;
  let nickname: string | null = null;
  let initialSkipped = false;
  // Four name words at most, the particles between them not counted ("Ana Sofía de la Vega Ruiz").
  let particles = 0;
  while (words.length - particles < 4 && particles <= MAX_PARTICLES) {
    if (words.length === 1 && nickname === null) {
      NICKNAME.lastIndex = position;
      BRACKETED.lastIndex = position;
      const quoted = NICKNAME.exec(text);
      const bracketed = quoted ? null : BRACKETED.exec(text);
      if (quoted) {
        // Initials in quotes ('Kaylee "KB" Brandt') are no name to call her by: passed over.
        nickname = isInitials(quoted[1]!) ? words[0]! : quoted[1]!;
        position = NICKNAME.lastIndex;
      } else if (bracketed && isPetName(bracketed[1]!, words[0]!)) {
        // A known short form of her first name is what the email calls her, as in quotes; another ("Kit") is passed over.
        nickname = samePersonFirst(fold(bracketed[1]!), fold(words[0]!)) ? bracketed[1]! : words[0]!;
        position = BRACKETED.lastIndex;
      }
    }
    GAP.lastIndex = position;
    GAP.exec(text);
    WORD.lastIndex = GAP.lastIndex;
    const match = WORD.exec(text);
    if (!match) break;
    // "Maya J. Thompson": a middle initial after her first name is passed over.
    if (words.length === 1 && !initialSkipped && MIDDLE_INITIAL.test(match[0])) {
      initialSkipped = true;
      position = WORD.lastIndex;
      continue;
    }
    // "Mackenzie Hale's mom", "my daughter Tobi's video": the possessive ends the name.
    const possessive = endsInPossessive(match[0]);
    const word = withoutTrailingMarks(possessive ? match[0].slice(0, -2) : match[0]);
    const folded = fold(word);
    if (words.length > 1 && NAME_SUFFIX.test(folded)) break;
    const isParticle = words.length > 0 && SURNAME_PARTICLES.has(folded);
    if (!isParticle) {
      if (!NAME_SHAPE.test(word) || word.length < 2 || NON_NAME_WORDS.has(folded) || hasNonNamePart(folded)) break;
      // "NY", "OH": a state or position code, not a name (whole-capitals names are longer).
      if (word.length <= 2 && word === word.toUpperCase()) break;
      if (!allowLowercase && !CAPITALISED.test(word)) break;
    }
    words.push(word);
    position = WORD.lastIndex;
    if (isParticle) particles++;
    else end = match.index + word.length;
    // A full stop after a word ends the sentence and the name: after a short surname too ("mom of Avery Li. Avery is …"),
    // not after a particle ("St.").
    if ((match[0].endsWith(".") && (word.length > 2 || (!isParticle && words.length > 1))) || possessive) break;
  }
  // "Ana de" before a word that is no name drops the particle; "Vivian Le", a capitalised particle alone after her first name, is her surname.
  const particleSurname = words.length === 2 && CAPITALISED.test(words[1]!) && words[1]!.length >= 2 && !words[1]!.endsWith(".");
  while (words.length > 1 && SURNAME_PARTICLES.has(fold(words[words.length - 1]!)) && !particleSurname) words.pop();
  if (!words.length) return null;
  // The email calls her by the nickname it gives; without a surname after it the quote was no nickname.
  const first = nameCase(nickname !== null && words.length > 1 ? nickname : words[0]!);
  if (words.length === 1) return { name: { first, last: null }, end };
  // "WEBER Jana", "BRANDT Kaylee – 2027 – MB": a surname in capitals before a first name that is not, as forms abroad write it.
  if (words.length === 2 && surnameInCapitals(words[0]!) && !surnameInCapitals(words[1]!)) return { name: { first: nameCase(words[1]!), last: nameCase(words[0]!) }, end };
  // Three plain words: a middle name ("Maya Grace Thompson"), or in Spanish and Portuguese mail two
  // surnames ("Beatriz Barbosa Lima"); particles keep the surname whole.
  const rest = words.slice(1);
  if (particleSurname) return { name: { first, last: nameCase(words[1]!) }, end };
  const particleAt = rest.findIndex((word) => SURNAME_PARTICLES.has(fold(word)));
  const surname = particleAt >= 0 ? rest.slice(particleAt) : doubleSurnames ? rest.slice(-2) : rest.slice(-1);
  return { name: { first, last: surname.map((word) => (SURNAME_PARTICLES.has(fold(word)) ? word.toLowerCase() : nameCase(word))).join(" ") }, end };
}

/** "Hale's", "Hale’s". */
function endsInPossessive(word: string): boolean {
  return word.endsWith("s") && (word.at(-2) === "'" || word.at(-2) === "’");
}

/** The word without the full stops, apostrophes and hyphens that end it ("Thompson." → "Thompson"). */
function withoutTrailingMarks(word: string): string {
  let end = word.length;
  while (end > 0 && ".'’-".includes(word[end - 1]!)) end--;
  return word.slice(0, end);
}

/** "Scholar-Athlete", "All-State": a hyphenated word with a part that is no name is no name ("Brennan-Hayes" is one). */
function hasNonNamePart(folded: string): boolean {
  return folded.includes("-") && folded.split("-").some((part) => NON_NAME_WORDS.has(part));
}

/** "KB", "MJ": two or three capitals, initials rather than a name. */
function isInitials(word: string): boolean {
  return word.length <= 3 && word === word.toUpperCase();
}

/** A bracketed word after a first name that is her pet name, not a maiden name: a known short form, or shorter with her initial. */
function isPetName(bracketed: string, first: string): boolean {
  const [pet, given] = [fold(bracketed), fold(first)];
  return samePersonFirst(pet, given) || (pet.length < given.length && pet[0] === given[0]);
}

/** A word of three letters or more written in capitals ("MOREAU"): a surname, when the name's other word is not. */
function surnameInCapitals(word: string): boolean {
  return word.length >= 3 && word === word.toUpperCase() && word !== word.toLowerCase();
}

interface NameRule {
  pattern: RegExp;
  confidence: number;
  /** Rules that need the writer to be the athlete (first-person introductions). */
  athleteOnly?: boolean;
  /** A label whose value a form or a directory may write surname first ("Name: Sutton, Brielle"). */
  surnameFirst?: boolean;
  /** A rule that may name two at once by their first names ("my daughters, Brooke and Lainey"). */
  namesSeveral?: boolean;
  /** A first-person rule whose name may be the writer's though she is not the athlete: no self-introduction. */
  namesWriterUnsurely?: boolean;
  /** Rules about a third person, the athlete only when someone else writes ("her name is …" in an athlete's mail is her mother's). */
  othersOnly?: boolean;
  /**
   * Words every match holds, in lower case (none with an "s" or a "k", which the i and u flags also match as "ſ" and the Kelvin
   * sign): mail without any of them skips the rule's scan.
   */
  needs?: readonly string[];
}

/**
 * "Sutton, Brielle" alone on its line, before the next cell or before a list item's details ("Kettering, Marisa - 2027 OH"):
 * a surname (particles first: "de la Cruz"), a comma, a first name.
 */
const SURNAME_COMMA_FIRST = /^((?:\p{L}{2,5}\.?[ \t]){0,3}\p{Lu}[\p{L}'’-]+)[ \t]*,[ \t]*(\p{Lu}[\p{L}'’-]+)(?=[ \t]*(?:$|[|\n(–—-]))/u;

/** A name written surname first ("Sutton, Brielle"; "sutton, brielle" in lower-case mail), as forms and roster exports write it. */
function readSurnameFirst(text: string, offset: number, lowercase = false): { name: PersonName; end: number } | null {
  const written = text.slice(offset, offset + 80);
  const match = SURNAME_COMMA_FIRST.exec(lowercase ? written.replace(/\p{L}[\p{L}'’-]*/gu, nameCase) : written);
  if (!match) return null;
  const surname = match[1]!.split(/[ \t]/u);
  const first = match[2]!;
  // "Katy, TX", "Savannah, Georgia": a town and its state.
  if (surname.slice(0, -1).some((word) => !SURNAME_PARTICLES.has(fold(word))) || NON_NAME_WORDS.has(fold(surname[surname.length - 1]!)) || NON_NAME_WORDS.has(fold(first)) || regionCode(first) !== null) return null;
  const last = surname.map((word, index) => (index < surname.length - 1 ? word.toLowerCase() : nameCase(word))).join(" ");
  return { name: { first: nameCase(first), last }, end: offset + match[0].length };
}

/** Where a list item or a line may start with a name written surname first (after a bullet or a number, if any): a word and a comma. */
const LINE_LEAD = /^[ \t]*(?:[-*•·]|\d{1,2}[.)])?[ \t]*(?=(?:\p{L}{2,5}\.?[ \t]){0,3}\p{Lu}[\p{L}'’-]+[ \t]*,)/gmu;

// Each pattern ends where the name starts; the name itself is read by readName.
const NAME_RULES: readonly NameRule[] = [
  { pattern: new RegExp(`(?<![\\p{L}])(?:${MY_NAME_IS})[ \\t:,]+`, "giu"), confidence: 0.95, athleteOnly: true },
  // "Name:", "Athlete's name:", "Student:", "Recruit –", "Name/Grad/Pos:": a form's or a profile's label.
  { pattern: /(?:^|[|•·;])[ \t*•-]*(?:(?:athlete|player|student[- ]athlete|student|recruit|prospect)(?:['’]s)?)?[ \t]*(?:full[ \t]+)?(?:name|nombre(?: completo)?|nom(?: complet)?|jugadora|joueuse|athlete|player|prospect|student|recruit)(?:[ \t]*\/[ \t]*[\p{L}.#]{1,12}){0,4}[ \t]*[:：–|-][ \t]*/gimu, confidence: 0.95, surnameFirst: true },
  // "my daughter", "our 2028 setter, Ella Brooks", "my 16U catcher", "our senior captain", "our twin daughters", "one of my
  // goalkeepers, Ashlyn Redcrow": a class year, an age group, a class standing or "twin" may come first; any sport's player.
  {
    pattern: new RegExp(
      String.raw`\b(?:one of )?(?:my|our) (?:(?:20[2-3]\d|1[0-8]u|1[0-8]s|senior|junior|sophomore|freshman|twin)[ \t]+)?(?:daughters?|sons?|granddaughters?|kids?|child|twins|athletes?|players?|setters?|hitters?|liberos?|middles?|pitchers?|catchers?|shortstop|captains?|keepers?|(?:${ATHLETE_NOUNS})s?),?[ \t]+(?:is[ \t]+|are[ \t]+)?`,
      "giu",
    ),
    confidence: 0.85,
    namesSeveral: true,
  },
  { pattern: /\b(?:(?:proud )?(?:father|mother|mom|dad|parents?|guardian|stepmother|stepfather)) of[ \t]+/giu, confidence: 0.85, needs: ["father", "mother", "mom", "dad", "parent", "guardian"] },
  // "sou mãe da Beatriz Reis", "soy la madre de …", "je suis le père de …": the parent words of other languages, in lower case as a
  // sentence writes them ("Colegio Madre de Dios" is a school's name).
  { pattern: /(?<![\p{L}])(?:m[ãa]e|pai|madre|padre|mam[áa]|pap[áa]|m[èe]re|p[èe]re|mutter|vater)[ \t]+(?:d[aoe]|del|von)[ \t]+/gu, confidence: 0.85, needs: ["mãe", "mae", "pai", "madre", "padre", "mam", "pap", "mère", "père", "mere", "pere", "mutter", "vater"] },
  { pattern: /\b(?:mi hija|nuestra hija|ma fille|notre fille|mi jugadora|ma joueuse|meine tochter|unsere tochter|minha filha|nossa filha)[ \t,]+(?:es[ \t]+|est[ \t]+|ist[ \t]+|é[ \t]+)?/giu, confidence: 0.85, needs: ["hija", "fille", "jugadora", "joueu", "tochter", "filha"] },
  { pattern: /\b(?:introduce(?: you to)?|introducing|recommend(?:ing)?|presentarles a|presentarle a|vous présenter|to tell you about|reaching out (?:about|regarding|on behalf of)|writing (?:to you )?(?:about|regarding|on behalf of)|on behalf of|take a look at|keep an eye on|check out)[ \t]+(?:(?:my|our) (?:daughter|son|player|athlete)[ \t,]+)?/giu, confidence: 0.8 },
  { pattern: /\b(?:this is|i am|i['’]?m|les? escribe|soy|je suis|ich bin|eu sou|sou|sono|ik ben|jag är|jeg er|jestem|jsem|ja sam)[ \t]+/giu, confidence: 0.7, athleteOnly: true },
  // "Myself Priya Raghunathan, a 2027 graduate": Indian English opens a self-introduction so, or "let me introduce myself:".
  { pattern: /(?:(?:^|[.!?][ \t]+)myself|introduce myself|present myself)[ \t]*[:,–-]?[ \t]+/gimu, confidence: 0.7, athleteOnly: true, needs: ["elf"] },
  // "It's Kaylee Brandt again": her name, but no sure sign the writer is the athlete (an alumna opens "It's Hallie Marsh (now …)").
  { pattern: /(?:^|[.!?][ \t]+)(?:(?:hi|hey|hello)[ \t]*[,!]?[ \t]+)?it['’]s[ \t]+/gimu, confidence: 0.7, athleteOnly: true, namesWriterUnsurely: true },
  // A player called by her first name opening a sentence that says what she plays, in someone else's mail ("Olivia is a 2027
  // libero at Hillcrest HS" from her father): the name starts where the sentence does.
  { pattern: new RegExp(String.raw`(?:^|[.!?][ \t]+)(?=[\p{L}'’-]{2,20}[ \t]+is[ \t]+(?:a|an|our)[ \t]+(?:(?:current|rising)[ \t]+)?(?:20[2-3]\d|junior|senior|sophomore|freshman|setter|outside|middle|libero|opposite|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})\b)`, "gimu"), confidence: 0.7, othersOnly: true },
  // A coach or parent naming the player she describes: "Our libero is a 2027 … Her name is Jess Lund".
  { pattern: /\b(?:her|his|the (?:player|athlete|girl|kid)['’]s)[ \t]+(?:full[ \t]+)?name[ \t]+is[ \t]+/giu, confidence: 0.85, othersOnly: true, needs: ["name"] },
  // "Meet Ava Chen: 2028 outside hitter" opening a line or a sentence.
  { pattern: /(?:^|[.!?])[ \t]*meet[ \t]+/gimu, confidence: 0.8, needs: ["meet"] },
];

/** Details that say the name before them is an athlete's: a class year, a height (5'10", "is 5-10", 5 ft 10), a position, "is a/our". */
// Codes are capitals ("OH", "SS"; lowercase "of" is a word), the rest in any case.
// A race mark with hundredths ("55.90", "1:03.88") or a GPA says the same in any sport's list ("Maddie Chu - 50 free 23.41, 3.9 GPA").
const MARKER_CODES = /^(?:\.(?=[ \t]))?[^.\n]{0,80}?(?:\b20[2-3]\d\b|\b[4-7]['’′][ \t]?\d{1,2}|(?:\bis|['’]s|\ban?)[ \t]+[4-7]-(?:1[01]|\d)\b|\b[4-7][ \t]?(?:ft|feet|foot)\b|\b(?:OH|MB|RS|OPP|DS|L\/DS|SS|OF|RHP|LHP|UT|[1-3]B|GPA)\b|\b(?:\d{1,2}:)?\d{2}\.\d{2}\b)/u;
const MARKER_WORDS = new RegExp(
  String.raw`^(?:\.(?=[ \t]))?[^.\n]{0,80}?(?:\b(?:setter|outside hitter|middle blocker|libero|opposite|right side|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})s?\b|\bis (?:a|an|our|my|the|one of)\b(?![ \t]+(?:(?:club|head|assistant|team|program|recruiting|strength)[ \t]+)?(?:director|coach|trainer|manager|coordinator|president|owner)s?\b)|\bclass of\b|\b(?:junior|senior|sophomore|freshman|freshmen)s?[ \t]+(?:at|in|on)\b)`,
  "iu",
);
const ATHLETE_MARKER = { test: (text: string) => MARKER_CODES.test(withoutDateYears(text)) || caselessTest(MARKER_WORDS, text) };

/** The years of dates blanked out ("March 14-16, 2025"): a tournament's date is no class year. */
function withoutDateYears(text: string): string {
  return text.replace(/20[2-3]\d/gu, (year: string, offset: number) => (isDatePart(text, offset, offset + 4) ? "----" : year));
}
/** What follows a name that leads a list item: a dash, colon, bar, bullet or bracket, then her details. */
const LIST_ITEM_REST = /^[ \t]*[-–—:|(•·][ \t]*([^\n]+)/u;
/** Pronouns a sign-off gives after the name ("Ava Chen (she/her)", "Ava Chen | she/her/hers"). */
const PRONOUN_TAG = /^[ \t]*(?:[|,–—-][ \t]*)?\(?(?:she|he|they)\/(?:her|him|them|they)(?:\/(?:hers|his|theirs))?\)?[ \t]*$/iu;

/** Nothing but blanks, or her pronouns, after a name on its line: the name stands alone there. */
function endsNameLine(rest: string): boolean {
  return rest.trim() === "" || PRONOUN_TAG.test(rest);
}

/**
 * A position code alone right after a name, one-letter ones too: in brackets ("Jo Park (S)", "Maria Soto (L/DS)", "Ana Ruiz
 * (C, 1B)"), after a dash ending the line ("Jo Park - S"), or between dashes ("Lund, Jess – L – 3.9").
 */
const LONE_POSITION_CODE = /^[ \t]*(?:\(|[-–—|:][ \t]*(?=[^\n]{1,12}$)|[-–—|][ \t]*(?=(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)[ \t]*[-–—|][ \t]))(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)(?:[ \t]*[/,][ \t]*[A-Z0-9/]{1,5}){0,2}(?:\)|[ \t]*$|[ \t]*[-–—|][ \t])/mu;

/** Athlete details right after a name, or on the next line when the name stands alone on its line (a profile block). */
export function introducedHere(text: string, end: number): boolean {
  if (ATHLETE_MARKER.test(text.slice(end, end + 90)) || LONE_POSITION_CODE.test(text.slice(end, end + 24))) return true;
  const lineEnd = text.indexOf("\n", end);
  // A list item ("Maddie Chu - sprint free/fly. 50 free 23.41, 3.9 GPA") is one entry, its full stops included.
  const item = LIST_ITEM_REST.exec(text.slice(end, Math.min(lineEnd === -1 ? text.length : lineEnd, end + 160)));
  if (item && ATHLETE_MARKER.test(item[1]!.replace(/\.(?=[ \t])/gu, ","))) return true;
  if (lineEnd === -1 || !endsNameLine(text.slice(end, lineEnd))) return false;
  return ATHLETE_MARKER.test(text.slice(lineEnd + 1, lineEnd + 91));
}

/** A name alone on its line with athlete details on the next: the heading of a profile block. */
function headsProfile(text: string, name: { offset: number; end: number }): boolean {
  const lineStart = text.lastIndexOf("\n", name.offset - 1) + 1;
  const lineEnd = text.indexOf("\n", name.end);
  if (lineEnd === -1 || text.slice(lineStart, name.offset).trim() !== "" || !endsNameLine(text.slice(name.end, lineEnd))) return false;
  return ATHLETE_MARKER.test(text.slice(lineEnd + 1, lineEnd + 91));
}

const ORGANISATION_WORDS_AFTER = /^[ \t]+(?:\p{Lu}|\d{2}[Us]?\b)|^,[ \t]*(?:Texas|Ohio|California|Florida)/u;
const CODE_AFTER_COMMA = /^,[ \t]*([A-Z]{2})\b(?![ \t]*[,/|–—-]?[ \t]*(?:20[2-3]\d|[4-7]['’′]))/u;

/**
 * A capitalised phrase that goes on as a club, school or place is not a person, nor one followed by a team's age group
 * ("Prairie Wind 17s", "Dynasty 16U") or a state's or province's code after its comma ("Springfield, MO"). A code that
 * is none ("Leilani Begay, SS/2B", "Kamryn Dutch, OF") or that her class year or height follows ("Kaylee Brandt, MB,
 * 2027") is her position.
 */
export const ORGANISATION_AFTER = { test: (after: string) => ORGANISATION_WORDS_AFTER.test(after) || regionCode(CODE_AFTER_COMMA.exec(after)?.[1] ?? "") !== null };

/** A class or birth year right after a name, as a club's team has it ("… Yellow Jackets 2027 Blue", "Willamette United 09G"). */
const YEAR_RIGHT_AFTER = /^[ \t]+(?:20[2-3]\d|(?:20)?[01]\d[GB])(?![\p{L}\d])/u;
/** A line opened by a full name, then a bar or a bullet: "Hallie Brandvold | Class of 2028 | …", her profile line. */
const NAME_OPENS_LIST = /^[ \t]*\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+[ \t]*[|•·]/u;
const ITEM_BEFORE = /[|•·][ \t]*$/u;
/**
 * A later item of a profile line that a name opens ("Hallie Brandvold | Class of 2028 | Lexington, KY | Bluegrass Distance
 * Project"): her school, town or club, not another person.
 */
function laterItemOfNamedLine(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 3), offset);
  if (!ITEM_BEFORE.test(before)) return false;
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  return NAME_OPENS_LIST.test(text.slice(lineStart, offset));
}
/** A possessive right after a name ("River City's Savannah Brooks"): a club's, as often as a person's. */
const POSSESSIVE_RIGHT_AFTER = /^['’]s\b/u;

/**
 * Words after which a capitalised phrase is a place: "from", "in", "near", "out of" ("a travel team out of Des Moines"; "a note
 * from Kaylee Brandt" is a person's).
 */
const PLACE_BEFORE = /(?<!\b(?:note|message|e-?mail|letter|line|hello|hi|greetings)[ \t]{1,3})\b(?:from|in|near|out[ \t]+of)[ \t]+$/iu;
/** "head coach at Foothills Rapids", "club director at Summit Ridge": what someone's role is at is her club or school, not a person. */
const ROLE_AT_BEFORE = /\b(?:coach|director|coordinator|manager|president|trainer|founder|owner|instructor)[ \t]+at[ \t]+$/iu;
/** "You asked at Lone Star about …", "we met at Bayou Classic": a capitalised pair after "at" is a place or an event ("a look at Ava Chen" is a person). */
const AT_PLACE_BEFORE = /(?<!\b(?:look|looks|looked|looking|glance|peek)[ \t]{1,3})\bat[ \t]+$/iu;
/** "played for the Lakeland Lasers": a capitalised pair after "the" is a team's or a place's name, as no person's takes the article. */
const ARTICLE_BEFORE = /(?:^|[^\p{L}])the[ \t]+$/iu;
/** "Torneo Internacional Costa Azahar 2027", "Turnier …", "Copa …": the capitalised words after an event's word are its name. */
const EVENT_BEFORE = /(?<![\p{L}])(?:tournament|torneo|torneio|tournoi|turnier|copa|coupe|cup|classic|campeonato|championnat|championships?|meisterschaft|liga|league|festival|showcase|qualifier|invitational|camp|clinic)(?:[ \t]+\p{Lu}[\p{L}'’-]*){0,2}[ \t]+$/iu;
/** "Nächstes Heimspiel: Samstag, 29.11.", "Next Match: Saturday": a label with its day or date, not a person with her details. */
const DATED_LABEL_AFTER = /^[ \t]*:[ \t]*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch|lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|\d{1,2}[./:]\d)/iu;

/** Words after which a capitalised phrase is a coach or a parent, not the athlete ("I coach Carly Jensen" is the verb: she is the player). */
// Only an abbreviation takes a full stop: "… is our director. Ella Vance, 2028 setter" starts a sentence with her.
/** A school's own word before its name ("Colégio Santo Anselmo", "Instituto Sierra Madre", "Gymnasium am Rhein"): the school's, not a person's. */
const SCHOOL_WORD_BEFORE = /(?<![\p{L}])(?:colegio|colégio|escola|instituto|liceo|liceu|lycée|collège|ikastola|gymnasium|academia|academy)[ \t]+(?:(?:de|del|do|da|dos|das|des|du|of|am|an|der)[ \t]+)?$/iu;
const TITLE_BEFORE = /(?:(?:(?<!\b(?:i|we|they|who|also)[ \t]{1,3})\bcoach|\bdirector|\bentrenador[a]?|\bentraîneur|\bmadame|\bmonsieur)|\b(?:mr|mrs|ms|dr|sr|sra)\.?)[ \t]*$/iu;
/** Words after which a name is an example, not someone introduced: "athletes like Mia Lopez (2027 setter)". */
const EXAMPLE_PHRASE = String.raw`\b(?:(?:athletes?|players?|kids|girls|boys|recruits|prospects|clients?|students?|families)[ \t]+like|such as|e\.g\.,?)`;
const EXAMPLE_BEFORE = new RegExp(`${EXAMPLE_PHRASE}[ \\t]*$`, "iu");
const OTHER_PLAYER = "teammates?|team-mates?|friend|sister|brother|cousin|classmate|compañera|coéquipière|mitspielerin";
/** Words after which a name is someone else the athlete mentions: "my teammate Ava Chen (2027 OH) and I" (a parent's "her sister Abby" is the athlete). */
const OTHER_PLAYER_BEFORE = new RegExp(`\\b(?:${OTHER_PLAYER})[ \\t]*,?[ \\t]*$`, "iu");
/** Another player named with her details in brackets, as a teammate or an example: "my teammate Ava Chen (2027 OH)", "athletes like Mia Lopez (2027 setter)". */
// The word whole: "Apex Friendship High School (NC)" names no friend.
const OTHER_PLAYER_ASIDE = new RegExp(`(?:\\b(?:${OTHER_PLAYER})(?![\\p{L}])|${EXAMPLE_PHRASE})[ \\t]*,?[ \\t]*\\p{Lu}[\\p{L}'’-]+(?:[ \\t]+\\p{Lu}[\\p{L}'’-]+){0,2}[ \\t]*\\([^)\\n]{0,80}\\)`, "giu");

/** Where an athlete writing about herself gives another player's details in brackets: those details are not hers. */
export function otherPlayersAsides(text: string): { start: number; end: number }[] {
  return [...matchesOf(OTHER_PLAYER_ASIDE, text)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
}
const PARENT_OR_COACH_LABEL = /(?:parent|mother|father|mom|dad|guardian|coach|director|contact|padre|madre|mère|père)['’s]*[ \t]*(?:name)?[ \t]*[:：–|-][ \t]*$/iu;
/** "Coach - Poppy Ashworth here": the body opening by greeting its reader, no label of a coach's name. */
const COACH_GREETING = /^[ \t]*(?:(?:hi|hello|hey|dear)[ \t]+)?coach[ \t]*[-–—:][ \t]*$/iu;
const MAX_GREETING_LENGTH = 24;

function greetsTheCoach(context: ExtractContext, offset: number): boolean {
  return offset - context.bodyStart <= MAX_GREETING_LENGTH && COACH_GREETING.test(context.text.slice(context.bodyStart, offset));
}

/** A label of her club, school or town ("Club: Bayside Crush 2027 Navy"): what follows it names a team or a place, not a person. */
const TEAM_OR_PLACE_LABEL = /(?:^|[|•·;\n])[ \t*•-]*(?:club(?:[ \t]+team)?|team|travel(?:[ \t]+team)?|aau|high[ \t]+school|h\.?s\.?|school|home[ \t]*town|city|home)[ \t]*[:：–|][ \t]*$/iu;

/** Position codes written before a name, in capitals ("2027 MB Kaylee Brandt", "2028 L Maria Soto"). */
const CLASS_AND_CODE_BEFORE = /(?<![\p{L}\d])20[2-3]\d[ \t]+(?:OH|MB|RS|OPP|DS|L\/DS|L|S|SS|OF|C|P|UT|[1-3]B|LHP|RHP|GK)[ \t]*[,:–—-]?[ \t]*$/u;
/** A player's position in words, any sport's. */
const POSITION_WORDS = String.raw`(?:setter|outside(?: hitter)?|middle(?: blocker)?|libero|opposite|right side|pitcher|catcher|shortstop|outfielder|infielder|utility|${ATHLETE_NOUNS})`;
/**
 * An athlete introducing her sister or brother too, by first name, with a class year and a position in the same sentence ("My
 * little sister Jolie is a 2029 pitcher …"): not a sibling told of in passing ("my twin sister Sydney, a 6'0" middle, will email
 * you", "my brother Obi (class of 2026) plays at Sable Creek").
 */
const SIBLING_INTRODUCED = new RegExp(
  String.raw`(?<![\p{L}])[Mm]y[ \t]+(?:(?:little|younger|older|big|baby|twin|kid)[ \t]+)?(?:sister|brother)[ \t]*,?[ \t]+(\p{Lu}[\p{L}'’-]+)` +
    String.raw`(?=[^.!?\n]{0,40}(?<![\p{L}\d])20[2-3]\d(?![\p{L}\d]))(?=[^.!?\n]{0,60}(?:\b${POSITION_WORDS}\b|(?<![\p{L}\d])(?:OH|MB|RS|OPP|DS|L\/DS|SS|OF|RHP|LHP|UT|[1-3]B|GK|P|C|S)(?![\p{L}\d])))`,
  "gu",
);

/** The siblings an athlete introduces beside herself, each under the family's surname (hers), at her first name in the body. */
export function siblingsIntroduced(context: ExtractContext, family: string | null): Candidate<PersonName>[] {
  const siblings: Candidate<PersonName>[] = [];
  for (const match of matchesOf(SIBLING_INTRODUCED, context.text)) {
    const first = match[1]!;
    const start = match.index + match[0].length - first.length;
    if (start < context.bodyStart || NON_NAME_WORDS.has(fold(first))) continue;
    siblings.push({ value: { first, last: family }, confidence: 0.7, start, end: start + first.length });
  }
  return siblings;
}

/** Position words written before a name, in any case ("2028 setter Ella Vance", "2027 goalkeeper – Ana Ruiz"). */
const CLASS_AND_POSITION_BEFORE = new RegExp(
  String.raw`(?<![\p{L}\d])20[2-3]\d[ \t]+${POSITION_WORDS}[ \t]*[,:–—-]?[ \t]*$`,
  "iu",
);

/**
 * A position word leading an item of a list of players ("three seniors: setter Jess Lund, outside Maya Ortiz, and middle
 * Keira Boyd"), or "a (sophomore) setter," right before her name.
 */
const POSITION_LEADING_ITEM = new RegExp(
  String.raw`(?:[:;,][ \t]*|(?<![\p{L}])(?:and|&)[ \t]+|(?<![\p{L}])an?[ \t]+(?:(?:20[2-3]\d|senior|junior|sophomore|freshman)[ \t]+)?(?=[\p{L} ]+,[ \t]*$))${POSITION_WORDS}(?:[ \t]+|[ \t]*,[ \t]*)$`,
  "iu",
);

/** Her position right before her name, a word between: "her catcher Camila Toro", "our 2028 setter Ella Vance", "2027 MB Kaylee Brandt". */
const OWN_POSITION_BEFORE = new RegExp(String.raw`(?<![\p{L}])(?:(?:her|our|my|his|their)[ \t]+)?(?:(?:20[2-3]\d|senior|junior|sophomore|freshman)[ \t]+)?${POSITION_WORDS}[ \t]+$`, "iu");

/** Where what describes her right before her name starts (her name's own start when nothing does): part of her, not of the player before. */
export function descriptionStart(text: string, offset: number): number {
  const known = descriptionStarts(text);
  let start = known.get(offset);
  if (start === undefined) {
    start = readDescriptionStart(text, offset);
    known.set(offset, start);
  }
  return start;
}

/** The description starts found in the last text, by name: each athlete's part is blanked from the same text and names. */
const descriptionStarts = rememberLast((_text: string) => new Map<number, number>());

function readDescriptionStart(text: string, offset: number): number {
  const windowStart = Math.max(0, offset - 40);
  const before = text.slice(windowStart, offset);
  const lead = CLASS_AND_CODE_BEFORE.exec(before) ?? OWN_POSITION_BEFORE.exec(before);
  return lead ? windowStart + lead.index : offset;
}

/** Her class and position right before her name: a coach's "2028 setter Ella Vance will be at …", or her position leading a list's item. */
function describedBefore(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 40), offset);
  return CLASS_AND_CODE_BEFORE.test(before) || caselessTest(CLASS_AND_POSITION_BEFORE, before) || caselessTest(POSITION_LEADING_ITEM, before);
}

/** What joins two names of one list: a comma, "and" or "&" ("Kaylee Brandt and Jo Park", "Kaylee Brandt, Jo Park & Mia Cole"). */
const JOINED_NAMES = /^[ \t]*(?:,[ \t]*(?:and[ \t]+|&[ \t]*)?|and[ \t]+|&[ \t]*)$/u;

/** A name that a sentence is about ("Kaylee Brandt is someone you need to see."), to that sentence's end. */
const SENTENCE_ABOUT_NAME = /^[ \t]+(?:is|has|was|plays)\b[^.!?\n]{0,120}[.!?][ \t]+/u;
/** A sentence that opens with another full name is about that one. */
const OPENS_WITH_NAME = /^\p{Lu}[\p{L}'’-]+[ \t]+\p{Lu}[\p{L}'’-]+/u;

/** Her details in the sentence after the one about her: "Kaylee Brandt is someone you need to see. Big arm, 2028, plays OH". */
function describedNextSentence(text: string, end: number): boolean {
  const sentence = SENTENCE_ABOUT_NAME.exec(text.slice(end, end + 160));
  if (!sentence) return false;
  const next = text.slice(end + sentence[0].length, end + sentence[0].length + 90);
  return !OPENS_WITH_NAME.test(next) && ATHLETE_MARKER.test(next);
}

/** Every name the email offers for the athlete, with how sure each is: read once per context (the engine asks again when it extracts the athlete from it). */
export const nameCandidates: (context: ExtractContext) => readonly Candidate<PersonName>[] = rememberPer(readNameCandidates);

/** The candidates a first-person rule gave ("my name is …", "I'm …", "je m'appelle …"): the writer's own name. */
const selfIntroduced = new WeakSet<Candidate<PersonName>>();

/**
 * The writer introduces herself in the first person by the name she sends from, in any language the
 * rules know ("I'm Ryleigh Cutler", "me llamo Lucía", "ich bin Lena"); only in a context read as the athlete writing.
 */
export function writerIntroducesHerself(context: ExtractContext): boolean {
  return nameCandidates(context).some((candidate) => selfIntroduced.has(candidate) && isWritersName(candidate.value, context));
}

function readNameCandidates(context: ExtractContext): Candidate<PersonName>[] {
  const { text } = context;
  const candidates: Candidate<PersonName>[] = [];
  const add = (offset: number, confidence: number, rule: Pick<NameRule, "surnameFirst" | "athleteOnly"> = {}) => {
    const before = text.slice(Math.max(0, offset - 30), offset);
    if (caselessTest(TITLE_BEFORE, before) || caselessTest(SCHOOL_WORD_BEFORE, before) || (caselessTest(PARENT_OR_COACH_LABEL, before) && !greetsTheCoach(context, offset)) || caselessTest(TEAM_OR_PLACE_LABEL, before) || caselessTest(EXAMPLE_BEFORE, before) || (context.role === "athlete" && caselessTest(OTHER_PLAYER_BEFORE, before))) return null;
    const read = (rule.surnameFirst ? readSurnameFirst(text, offset, context.lowercase) : null) ?? readName(text, offset, context.lowercase || confidence >= 0.9, context.doubleSurnames) ?? (rule.athleteOnly ? lowercaseWritersName(context, offset) : null);
    if (!read || isNotAthlete(read.name, context) || inStreetAddress(text, offset) || namesTownAndState(text, offset, read)) return null;
    // "This is Hector Quintero, Marisol's dad": the writer introduces himself as her parent.
    // "My name is Greg Pruitt and I'm writing on behalf of Addison": he writes for the athlete.
    if (rule.athleteOnly && (PARENT_APPOSITION.test(text.slice(read.end, read.end + 40)) || WRITES_FOR_ANOTHER_AFTER.test(text.slice(read.end, read.end + 60)))) return null;
    const written = text.slice(offset, read.end);
    const candidate = { value: firstNameOfTwoWords(context, written) ?? surnameOfTwoWords(context, written) ?? read.name, confidence, start: offset, end: read.end };
    candidates.push(candidate);
    return candidate;
  };

  // Where a rule's own words are ("Meet " of "Meet Ava Chen"): no name starts there.
  const ruleWords: { start: number; end: number }[] = [];
  for (const rule of NAME_RULES) {
    if ((rule.athleteOnly && context.role !== "athlete") || (rule.othersOnly && context.role === "athlete") || (rule.needs && !holdsAnyOf(text, rule.needs))) continue;
    const fast = caseless(rule.pattern, text);
    for (const match of matchesOf(fast.pattern, fast.text)) {
      ruleWords.push({ start: match.index, end: match.index + match[0].length });
      const candidate = add(match.index + match[0].length, rule.confidence, rule);
      if (candidate && rule.namesSeveral) candidates.push(...secondFirstName(text, candidate));
      if (!candidate || !rule.athleteOnly || rule.namesWriterUnsurely) continue;
      selfIntroduced.add(candidate);
      // "I'm Lena Vogt" from Lena Vogt: what she says and who sent it agree, above a teammate named with her year.
      if (isWritersName(candidate.value, context)) candidate.confidence = Math.max(candidate.confidence, SELF_INTRODUCED_WRITER);
    }
  }
  // "from Nova Scotia (2028)", "in Cedar Falls": a capitalised pair after a place word is a place, not a person;
  // "Long Island Yellow Jackets 2027 Blue": words inside a club's name are no person's, though a year follows them
  // (the clubs are read only for such a name).
  let clubs: Candidate<string>[] | null = null;
  // "Three Harbor Hawks 2028 girls" beside "Harbor Hawks 2028 Elite", "River City's Savannah Brooks" beside "River City Fastpitch
  // 16U": the words that start a club's name elsewhere are the club's too.
  const clubsOf = () => (clubs ??= clubCandidates(text, context.lowercase));
  const insideClub = (offset: number, end: number) => {
    const after = text.slice(end, end + 8);
    if (!YEAR_RIGHT_AFTER.test(after) && !POSSESSIVE_RIGHT_AFTER.test(after)) return false;
    const words = `${fold(text.slice(offset, end))} `;
    return clubsOf().some((club) => (offset < club.end && end > club.start) || fold(club.value).startsWith(words));
  };
  const inRuleWords = (offset: number) => ruleWords.some((words) => offset >= words.start && offset < words.end);
  const fullNames = capitalisedFullNames(text).filter(
    ({ offset, end }) => !PLACE_BEFORE.test(text.slice(Math.max(0, offset - 12), offset)) && !ROLE_AT_BEFORE.test(text.slice(Math.max(0, offset - 16), offset)) && !AT_PLACE_BEFORE.test(text.slice(Math.max(0, offset - 12), offset)) && !ARTICLE_BEFORE.test(text.slice(Math.max(0, offset - 4), offset)) && !laterItemOfNamedLine(text, offset) && !EVENT_BEFORE.test(text.slice(Math.max(0, offset - 48), offset)) && !DATED_LABEL_AFTER.test(text.slice(end, end + 16)) && !insideClub(offset, end) && !inRuleWords(offset),
  );
  // "Ava Chen (2028, 5'10"…", "Maya Thompson - 2027 OH", "Maya Thompson | Class of 2027", "Kaylee Brandt • 2027 • MB",
  // her jersey number between ("Kaylee Brandt #12 here, 2027 …").
  for (const { offset, end } of fullNames) {
    const after = text.slice(end, end + 30);
    if (/^[ \t]*(?:#[ \t]?\d{1,2}\b[ \t]*)?(?:here\b[ \t]*)?(?:[(,|•·–—-][ \t]*(?:an?[ \t]+)?|\bis an?\b[ \t]*)?(?:(?:class(?: of)?|grad(?:uation)?(?: year)?|c\/o)[ \t]*:?[ \t]*)?(?:['’]\d{2}\b|20[2-3]\d\b)/iu.test(after)) add(offset, 0.8);
  }
  // Someone writing about her: a full name with athlete details right after it ("Best one is Tatum Ridley. 6'3\", 2028",
  // "1) Harlow Jensen - #10 - Setter - 2028", "my 16U SS Brynn Harlan is the real deal. 2029").
  if (context.role !== "athlete") {
    const introduced = new Set<{ offset: number; end: number }>();
    for (const name of fullNames) {
      const { offset, end } = name;
      if (ORGANISATION_AFTER.test(text.slice(end, end + 20))) continue;
      if (introducedHere(text, end)) {
        if (add(offset, 0.7)) introduced.add(name);
      } else if (describedBefore(text, offset) || describedNextSentence(text, end) || describedLater(text, offset, end)) {
        const candidate = add(offset, 0.7);
        if (candidate) {
          describedApart.add(candidate);
          introduced.add(name);
        }
      }
    }
    // "Two of my 2027s, Kaylee Brandt and Jo Park, are …": a name joined to an athlete's in one list is another athlete.
    for (const [index, name] of fullNames.entries()) {
      if (introduced.has(name)) continue;
      const previous = fullNames[index - 1];
      const next = fullNames[index + 1];
      const joined = (previous && introduced.has(previous) && JOINED_NAMES.test(text.slice(previous.end, name.offset))) || (next && introduced.has(next) && JOINED_NAMES.test(text.slice(name.end, next.offset)));
      if (!joined || ORGANISATION_AFTER.test(text.slice(name.end, name.end + 20))) continue;
      const candidate = add(name.offset, 0.7);
      if (candidate) describedApart.add(candidate);
    }
    markSharedDescriptions(text, fullNames, candidates);
  }
  // "Kettering, Marisa - 2027 OH - 6'0\"": a roster export's line, surname first, her details after it.
  for (const lead of matchesOf(LINE_LEAD, text)) {
    const offset = lead.index + lead[0].length;
    const read = readSurnameFirst(text, offset);
    if (read && introducedHere(text, read.end)) add(offset, 0.7, { surnameFirst: true });
  }
  candidates.push(...sharedSurnameCandidates(text, candidates), ...sistersByFamilyName(text), ...nameColumnCandidates(text), ...childOfWriter(context));
  signatureCandidates(context, add);
  candidates.push(...initialledSignOff(context, candidates));
  // Her full name on its own line in her sign-off, a profile line under it ("Addison Reyes-Kim" / "GK | 2028 | 5'9\""),
  // or heading her profile anywhere in the body ("Rowan Ellery" / "Class of 2028 · Outside Hitter").
  if (context.role === "athlete") {
    const { start, end } = context.signature ?? { start: 0, end: 0 };
    for (const name of fullNames) {
      const inSignature = name.offset >= start && name.offset < end;
      if ((inSignature && introducedHere(text, name.end)) || (name.offset >= context.bodyStart && headsProfile(text, name))) add(name.offset, 0.8);
    }
  }
  subjectCandidate(context, add);
  const fromHeader = writerCandidate(context, candidates);
  if (fromHeader) {
    candidates.push(fromHeader);
    signedAsSent(context, fromHeader, candidates);
  }
  return candidates;
}

/** Her sign-off and her From name agree: surer than any other full name she writes (a college player she admires). */
const SIGNED_AS_SENT = 0.85;

/** "Lily Chen | Class of 2028" signed under mail from Lily Chen, who also names "Jordan Whitlow (2024 All-American)": hers is the sign-off's. */
function signedAsSent(context: ExtractContext, fromHeader: Candidate<PersonName>, candidates: readonly Candidate<PersonName>[]) {
  const { signature } = context;
  if (!signature || !fromHeader.value.last) return;
  const sent = fold(`${fromHeader.value.first} ${fromHeader.value.last}`);
  for (const candidate of candidates) {
    const signed = candidate.start >= signature.start && candidate.start < signature.end && candidate.value.last && fold(`${candidate.value.first} ${candidate.value.last}`) === sent;
    if (signed) candidate.confidence = Math.max(candidate.confidence, SIGNED_AS_SENT);
  }
}

const STREET_TYPE = String.raw`(?:Rd|Road|St|Street|Ave|Avenue|Dr|Drive|Blvd|Boulevard|Ln|Lane|Way|Ct|Court|Pkwy|Parkway|Hwy|Highway|Pike|Cir|Circle|Pl|Place|Trl|Trail|Ter|Terrace)`;
/** A house number, then the street's first words, before the name: "4200 Maple Grove Rd", "1400 N Northway Dr". */
const HOUSE_NUMBER_BEFORE = /(?:^|[\n,;|•])[ \t]*\d{1,6}[ \t]+(?:[NSEW]\.?[ \t]+)?(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}$/u;
const STREET_TYPE_AHEAD = new RegExp(String.raw`^(?:\p{Lu}[\p{L}'’-]*[ \t]+){0,3}${STREET_TYPE}\b`, "u");

/** A list item's end: a comma, a bar, a full stop or the line's end. */
const ITEM_END = /^[ \t]*(?:[,.;|]|\r?\n|$)/u;
/** A state's name after a comma, closing its list item: "Crested Butte, Colorado |". */
const STATE_NAME_ITEM_AFTER = new RegExp(`^,[ \\t]*(?:${REGION_TITLE_PATTERN})(?=[ \\t]*(?:[,.;|]|\\r?\\n|$))`, "u");

/**
 * A town and its state as a list item, read as a first name and a surname: "…, Lancaster Pennsylvania" (after a comma or a bar,
 * the state's name closing the item) or "Crested Butte, Colorado |".
 */
function namesTownAndState(text: string, offset: number, read: { name: PersonName; end: number }): boolean {
  if (STATE_NAME_ITEM_AFTER.test(text.slice(read.end, read.end + 40))) return true;
  const last = read.name.last;
  return last !== null && last.length > 3 && regionCode(last) !== null && /[,|][ \t]*$/u.test(text.slice(Math.max(0, offset - 4), offset)) && ITEM_END.test(text.slice(read.end, read.end + 8));
}

/** "4200 Maple Grove Rd" in a school's sign-off: the words of a street after its house number are no person's name. */
function inStreetAddress(text: string, offset: number): boolean {
  return HOUSE_NUMBER_BEFORE.test(text.slice(Math.max(0, offset - 60), offset)) && STREET_TYPE_AHEAD.test(text.slice(offset, offset + 60));
}

/**
 * Names whose details are not right after them: later, by a pronoun or her first name ("… Hollis Brandt-Okafor.\n\nHollis is
 * a left-handed pitcher"), or before them ("2028 setter Ella Vance will be at …").
 */
const describedApart = new WeakSet<Candidate<PersonName>>();

/** The name introduces an athlete described apart from it, not right after her name. */
export function isDescribedApart(candidate: Candidate<PersonName>): boolean {
  return describedApart.has(candidate);
}

/** Two full names joined by "and", then what is said of both: "…, both seniors at Cedar Hollow", "… are both uncommitted". */
const BOTH_AFTER = /^[ \t]*,?[ \t]*(?:(?:who[ \t]+)?(?:are|were)[ \t]+)?both\b|^[ \t]*,[ \t]*(?:seniors|juniors|sophomores|freshmen|teammates)\b/iu;
const AND_BETWEEN = /^[ \t]+(?:and|&)[ \t]+$/u;

/** "Kinsley Maddox and Reese Calhoun, both seniors at …": both named jointly, so what follows is said of each. */
function markSharedDescriptions(text: string, fullNames: readonly { offset: number; end: number }[], candidates: readonly Candidate<PersonName>[]) {
  for (const [index, first] of fullNames.entries()) {
    const second = fullNames[index + 1];
    if (!second || !AND_BETWEEN.test(text.slice(first.end, second.offset)) || !BOTH_AFTER.test(text.slice(second.end, second.end + 40))) continue;
    for (const candidate of candidates) if (candidate.start === first.offset || candidate.start === second.offset) namedJointly.add(candidate);
  }
}

/** A first name joined to a full name by "and" ("twins, Ava and Chloe Marchetti"): sisters named with one surname. */
const FIRST_NAME_AND = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]+)[ \t]+(?:and|&|y|et|und|e)[ \t]+$/u;
/** Names given jointly: what follows them is said of every one of them, so no mention of one ends another's part. */
const namedJointly = new WeakSet<Candidate<PersonName>>();

export function isNamedJointly(candidate: Candidate<PersonName>): boolean {
  return namedJointly.has(candidate);
}

/** A table header's first-name and last-name cells ("First | Last", "First Name | Last Name", "Surname"). */
const FIRST_NAME_HEADER = /^first[ \t]*(?:name)?$/iu;
const LAST_NAME_HEADER = /^(?:last[ \t]*(?:name)?|surname)$/iu;
/** A first-name header cell anywhere: without one, no table splits the name. */
const FIRST_NAME_COLUMN = /(?:^|[|\t])[ \t]*first[ \t]*(?:name)?[ \t]*[|\t]/imu;
/** One name cell: a word, hyphens and apostrophes allowed ("Brandt-Okafor", "O'Neill"). */
const NAME_CELL = /^\p{Lu}[\p{L}'’-]+$/u;

/**
 * A roster table whose header splits the name ("First | Last | Grad | Pos"): each row under it with as many cells
 * names an athlete, her first-name cell to her last-name cell, as surely as a "Name:" label.
 */
function nameColumnCandidates(text: string): Candidate<PersonName>[] {
  const found: Candidate<PersonName>[] = [];
  if (!FIRST_NAME_COLUMN.test(text)) return found;
  let columns: { first: number; last: number; count: number } | null = null;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    const cells = /[|\t]/u.test(text.slice(lineStart, lineEnd)) ? tableCells(text, lineStart, lineEnd) : [];
    const first = cells.findIndex((cell) => FIRST_NAME_HEADER.test(cell.value));
    const last = cells.findIndex((cell) => LAST_NAME_HEADER.test(cell.value));
    if (first >= 0 && last >= 0) {
      columns = { first, last, count: cells.length };
    } else if (columns && cells.length === columns.count) {
      const [given, family] = [cells[columns.first]!, cells[columns.last]!];
      if (NAME_CELL.test(given.value) && NAME_CELL.test(family.value) && !NON_NAME_WORDS.has(fold(given.value)) && !NON_NAME_WORDS.has(fold(family.value))) {
        found.push({ value: { first: nameCase(given.value), last: nameCase(family.value) }, confidence: 0.95, start: Math.min(given.start, family.start), end: Math.max(given.end, family.end) });
      }
    } else if (text.slice(lineStart, lineEnd).trim() !== "") {
      columns = null;
    }
    lineStart = lineEnd + 1;
  }
  return found;
}

/** "the Marchetti twins, Ava and Chloe", "the Castellanos sisters (Brooke & Lainey)": the family's name, then each first name. */
const SISTERS_BY_FAMILY = /\bthe[ \t]+(\p{Lu}[\p{L}'’-]+)[ \t]+(?:twins|sisters|girls)[ \t]*[,:(–—-]?[ \t]*(\p{Lu}[\p{L}'’-]+)[ \t]+(?:and|&)[ \t]+(\p{Lu}[\p{L}'’-]+)/dgu;

/** Sisters named by their family's name and their first names, each a full name, named jointly. */
function sistersByFamilyName(text: string): Candidate<PersonName>[] {
  const sisters: Candidate<PersonName>[] = [];
  for (const match of matchesOf(SISTERS_BY_FAMILY, text)) {
    const family = match[1]!;
    if ([family, match[2]!, match[3]!].some((word) => NON_NAME_WORDS.has(fold(word)))) continue;
    for (const group of [2, 3]) {
      const [start, end] = match.indices![group]!;
      const sister = { value: { first: nameCase(match[group]!), last: nameCase(family) }, confidence: 0.85, start, end };
      namedJointly.add(sister);
      sisters.push(sister);
    }
  }
  return sisters;
}

const PARENT_WORDS = "dad|mom|mum|father|mother|parents?|stepdad|stepmom|stepfather|stepmother|grandma|grandmother|grandpa|grandfather|guardian";
/** After the writer's own name: "…, Marisol's dad", "…, Callie Brenner's mom", "…, the mother of". */
const PARENT_APPOSITION = new RegExp(`^[ \\t]*[,(–—-]?[ \\t]*(?:\\p{Lu}[\\p{L}'’-]+(?:[ \\t]\\p{Lu}[\\p{L}'’-]+){0,2}['’]s[ \\t]+(?:${PARENT_WORDS})\\b|(?:the[ \\t]+)?(?:${PARENT_WORDS})[ \\t]+of\\b)`, "iu");
/** After the writer's own name, in the same sentence: "… and I'm writing on behalf of Addison" (not "of myself"). */
const WRITES_FOR_ANOTHER_AFTER = /^[^.!?\n]{0,40}\bon behalf of\b(?![ \t]+(?:myself|me)\b)/iu;
/** "Marisol's dad here", "Marisol's mom": her first name, the writer her parent. */
const CHILD_OF_WRITER = new RegExp(`(?<![\\p{L}'’-])(\\p{Lu}[\\p{L}'’-]+)['’]s[ \\t]+(?:${PARENT_WORDS})\\b`, "gu");
/** A capitalised word right before ("Mackenzie Hale's mom" is her full name, read by the other rules), unless a greeting's. */
const CAPITALISED_WORD_BEFORE = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]*)[ \t]$/u;

/** "This is Noa's mom": the text names the one called `first` as the writer's child. */
export function namesChildOfWriter(text: string, first: string): boolean {
  return [...text.matchAll(CHILD_OF_WRITER)].some((match) => fold(match[1]!) === fold(first));
}

/**
 * The athlete her parent names by her first name and the parenthood ("Marisol's dad here!"), with the surname the
 * parent writes from (as a parent's "my daughter Harper" is Harper of the family's name), less sure than one written out.
 */
function childOfWriter(context: ExtractContext): Candidate<PersonName>[] {
  // An athlete's "Ava's mom drove us" is a teammate's mother.
  if (context.role === "athlete") return [];
  const family = writersDisplayName(context);
  const found: Candidate<PersonName>[] = [];
  for (const match of matchesOf(CHILD_OF_WRITER, context.text)) {
    const first = match[1]!;
    const wordBefore = CAPITALISED_WORD_BEFORE.exec(context.text.slice(Math.max(0, match.index - 30), match.index))?.[1];
    if (NON_NAME_WORDS.has(fold(first)) || (wordBefore && !NON_NAME_WORDS.has(fold(wordBefore)))) continue;
    // "This is Noa's mom" from "Noa Fairweather": the parent writes from her daughter's account, whose name is the athlete's.
    const onChildsAccount = family !== null && fold(family.first) === fold(first);
    const last = surnameWrittenWith(context.text, first) ?? family?.last ?? null;
    found.push({ value: { first: nameCase(first), last }, confidence: onChildsAccount ? 0.85 : 0.8, start: match.index, end: match.index + first.length });
  }
  return found;
}

/**
 * The surname the text writes after her first name elsewhere ("my daughter Valentina Ruiz"): a child may not bear the surname
 * her parent writes from, so what is written beats that guess.
 */
function surnameWrittenWith(text: string, first: string): string | null {
  for (const match of text.matchAll(new RegExp(`(?<![\\p{L}'’-])${escapeRegExp(first)}[ \\t]+\\p{Lu}`, "gu"))) {
    const last = readName(text, match.index, false)?.name.last;
    if (last) return last;
  }
  return null;
}

/** "Brooke and Lainey" after "my daughters": a first name alone, another joined to it; both named jointly. */
const AND_FIRST_NAME = /^[ \t]+(?:and|&)[ \t]+(\p{Lu}[\p{L}'’-]+)(?![\p{L}'’-])/u;

function secondFirstName(text: string, candidate: Candidate<PersonName>): Candidate<PersonName>[] {
  if (candidate.value.last) return [];
  const joined = AND_FIRST_NAME.exec(text.slice(candidate.end, candidate.end + 40));
  const second = joined?.[1];
  if (!second || NON_NAME_WORDS.has(fold(second)) || readName(text, candidate.end + joined[0].length - second.length, false)?.name.last) return [];
  const start = candidate.end + joined[0].length - second.length;
  const sister = { value: { first: nameCase(second), last: null }, confidence: candidate.confidence, start, end: start + second.length };
  namedJointly.add(candidate);
  namedJointly.add(sister);
  return [sister];
}

/** For each full name after "<First> and", that first name with the same surname, both marked as named jointly. */
function sharedSurnameCandidates(text: string, candidates: readonly Candidate<PersonName>[]): Candidate<PersonName>[] {
  const added: Candidate<PersonName>[] = [];
  for (const candidate of candidates) {
    if (!candidate.value.last || candidate.end <= candidate.start) continue;
    const joined = FIRST_NAME_AND.exec(text.slice(Math.max(0, candidate.start - 40), candidate.start));
    const first = joined?.[1];
    if (!first || NON_NAME_WORDS.has(fold(first)) || fold(first) === fold(candidate.value.first)) continue;
    const start = candidate.start - joined[0].length;
    // "Kaylee Brandt and Jo Park": the word before "and" ends another full name, it is no sister's first name.
    const wordBefore = CAPITALISED_WORD_BEFORE.exec(text.slice(Math.max(0, start - 30), start))?.[1];
    if (wordBefore && !NON_NAME_WORDS.has(fold(wordBefore))) continue;
    const sister = { value: { first: nameCase(first), last: candidate.value.last }, confidence: candidate.confidence, start, end: start + first.length };
    namedJointly.add(candidate);
    namedJointly.add(sister);
    added.push(sister);
  }
  return added;
}

/** How many later mentions of a first name are looked at for athlete details. */
const MAX_FIRST_NAME_MENTIONS = 3;

/** The next sentence opens with "She"/"He": "Jaylen Brooks played for me for three seasons. She is a 6'2\" post, class of 2027". */
const NEXT_SENTENCE_PRONOUN = /^[^.!?\n]{0,120}[.!?][ \t]+(?:she|he)\b/iu;

/**
 * "I coach Carly Jensen at Ridgefield High School. Carly is a 2028 catcher": her first name later with athlete details,
 * or the next sentence about her by a pronoun.
 */
function describedLater(text: string, offset: number, end: number): boolean {
  const pronoun = NEXT_SENTENCE_PRONOUN.exec(text.slice(end, end + 160));
  // "… at Lakota Ridge and wanted to put Josie Albrecht in front of you. She is a 2028 …": the pronoun is the nearer name's.
  const nearerName = pronoun !== null && capitalisedFullNames(text).some((name) => name.offset > end && name.offset < end + pronoun[0].length);
  if (pronoun && !nearerName && introducedHere(text, end + pronoun[0].length)) return true;
  const first = /^[\p{L}'’-]+/u.exec(text.slice(offset, end))?.[0];
  if (!first || first.length < 3) return false;
  return wordOffsets(text, first, end, MAX_FIRST_NAME_MENTIONS, /^[\p{L}'’]/u).some((at) => introducedHere(text, at + first.length));
}

/**
 * Where a capitalised word starts a full name (first and last), and where the name ends; "Field Hockey Recruit" is none.
 * Kept for the last text: it is read once as the athlete's and again as someone else's (readAthlete), and its full names
 * do not depend on who wrote it.
 */
const capitalisedFullNames: (text: string) => readonly { offset: number; end: number }[] = rememberLast(readFullNames);

/**
 * A capital starting a word, that word followed by a blank, a quote or a bracket, as a first name before the rest of a full
 * name is (readName reads no more than one word of any other); the capital first, the cheaper test. A hyphen or an
 * apostrophe inside a word ("Mary-Kate", "O'Neill") starts no name: "Kate Olsen-Briggs" is part of hers.
 */
const FULL_NAME_START = /(?=\p{Lu}[\p{L}'’.-]*[ \t"“‘(])(?<=^|[\s(:;,.!?*•"]|(?<![\p{L}])['-])/gmu;

function readFullNames(text: string): { offset: number; end: number }[] {
  const found: { offset: number; end: number }[] = [];
  for (const match of matchesOf(FULL_NAME_START, text)) {
    // "Hollis Rae Jennings": a name read whole is not read again from its middle word ("Rae Jennings").
    const previous = found[found.length - 1];
    if (previous && match.index < previous.end) continue;
    const read = readName(text, match.index, false);
    if (read?.name.last && !namesASport(text.slice(match.index, read.end))) found.push({ offset: match.index, end: read.end });
  }
  return found;
}

function signatureCandidates(context: ExtractContext, add: (offset: number, confidence: number) => unknown) {
  if (!context.signature) return;
  const block = context.text.slice(context.signature.start, context.signature.end);
  // A sign-off may lead with a dash or a tilde ("-Sarah Kim", "~ Kenzie"): the name starts after it.
  const firstLine = /[^\s\-–—~*]/u.exec(block);
  if (!firstLine) return;
  const offset = context.signature.start + firstLine.index;
  const line = context.text.slice(offset, context.text.indexOf("\n", offset) === -1 ? undefined : context.text.indexOf("\n", offset));
  const athleteLine = /(?:20[2-3]\d|class of|\bc\/o\b|\bOH\b|\bMB\b|\bsetter\b|\blibero\b|\bpitcher\b|\bcatcher\b|#\d)/iu.test(block.slice(0, 200));
  if (context.role === "athlete") add(offset, 0.8);
  else if (athleteLine && !/\b(?:coach|director|mom|dad|parent|mother|father)\b/iu.test(line)) add(offset, 0.55);
}

/** A sign-off of an initial and a surname: "K. Brandt", "K Brandt". */
const INITIAL_AND_SURNAME = /^[ \t]*[-–—~]?[ \t]*(\p{Lu})\.?[ \t]+(\p{Lu}[\p{L}'’-]+)[ \t]*$/mu;

/** "My name is Kaylee …" signed "K. Brandt": the first name she gives, with the surname of a sign-off whose initial is hers. */
function initialledSignOff(context: ExtractContext, candidates: readonly Candidate<PersonName>[]): Candidate<PersonName>[] {
  if (context.role !== "athlete" || !context.signature) return [];
  const signed = INITIAL_AND_SURNAME.exec(context.text.slice(context.signature.start, Math.min(context.signature.end, context.signature.start + 80)));
  if (!signed || NON_NAME_WORDS.has(fold(signed[2]!))) return [];
  const given = candidates.find((candidate) => !candidate.value.last && fold(candidate.value.first).startsWith(fold(signed[1]!)));
  if (!given) return [];
  const start = context.signature.start + signed.index + signed[0].indexOf(signed[1]!);
  return [{ value: { first: given.value.first, last: nameCase(signed[2]!) }, confidence: 0.8, start, end: context.signature.start + signed.index + signed[0].trimEnd().length }];
}

/** Subject words that say it is about an athlete ("Recruiting - Sophia Reyes", "Prospective student-athlete: …"). */
const SUBJECT_ABOUT_ATHLETE = /\b(?:recruit\w*|prospect\w*|athlete|player|class|introduc\w*|recommend\w*|profile|video|film|highlights?|interest\w*|update|info\w*|commit\w*)\b/iu;

/** What a subject says after her name: the mail is news about her. */
const SUBJECT_ABOUT_HER = /^(?:update|updates|profile|introduction|intro|highlights?|video|film|schedule|stats|info|information|recruiting)$/iu;

/** A subject's rest that is only athlete details: class years, heights and position codes ("SS 2029", "2028 OH/RS 6'1\""). */
const SUBJECT_DETAILS = /^(?:(?:20[2-3]\d|[4-7]['’′][ \t]?\d{1,2}["”]?|OH|MB|RS|OPP|DS|L\/DS|S|L|SS|OF|RHP|LHP|UT|C|P|[1-3]B|GK)(?:[ \t]*\/[ \t]*|[ \t]+|$))+$/u;

/**
 * Blanks, a word presenting her ("Introducing", "Meet": no first name), then class years, heights and position codes before a
 * name in a subject ("2027 MB Kaylee Brandt", "Re: Introducing Maya Whitehorse").
 */
const SUBJECT_DETAILS_LEAD = /^\s*(?:(?:[Ii]ntroducing|INTRODUCING|[Mm]eet|MEET|[Pp]resenting|PRESENTING|[Rr]ecommending|RECOMMENDING)[ \t]+)?(?:(?:20[2-3]\d|[4-7]['’′][ \t]?\d{1,2}["”]?|OH|MB|RS|OPP|DS|L\/DS|S|L|SS|OF|RHP|LHP|UT|C|P|[1-3]B|GK)[ \t]+)*/u;

/**
 * "Maya Thompson – 2027 OH – KJV 17 Elite" or "2026 OH/DS - Brianna O'Neil": a subject segment that is
 * just a name, when the subject reads as one: the name alone, or with athlete details beside it
 * ("Triple Crown - court 14" is an event and its court).
 */
function subjectCandidate(context: ExtractContext, add: (offset: number, confidence: number, rule?: Pick<NameRule, "surnameFirst">) => unknown) {
  const subject = context.text.slice(0, Math.max(0, context.bodyStart - 2));
  // Slashes part a subject's fields too ("Kaylee Brandt/2027/MB/Prairie Fire"), though not a position pair ("OH/RS").
  const segments = [...matchesOf(/(?:[^|–—:,()/-]|(?<=\b[A-Z1-3]{1,3})\/(?=[A-Z]{1,3}\b))+/gu, subject)].filter((segment) => segment[0].trim() !== "");
  const aboutAthlete = ATHLETE_MARKER.test(subject) || SUBJECT_ABOUT_ATHLETE.test(subject);
  for (const segment of segments) {
    // "2027 MB Kaylee Brandt": her class and position may come first.
    const offset = segment.index + (SUBJECT_DETAILS_LEAD.exec(segment[0])?.[0].length ?? 0);
    // "Recruiting: Olafsson, Mackenzie (2028 S)": a name written surname first spans two segments.
    if (aboutAthlete && readSurnameFirst(context.text, offset)) {
      add(offset, 0.65, { surnameFirst: true });
      continue;
    }
    const read = readName(context.text, offset, false);
    const rest = subject.slice(read?.end ?? 0, segment.index + segment[0].length).trim();
    // "Sophie Lang update", "Maya Thompson highlights": the name, then what the mail is about her.
    // "Tatum Villanueva SS 2029": the name, then only her position and class.
    if (!read?.name.last || (rest !== "" && !SUBJECT_ABOUT_HER.test(rest) && !SUBJECT_DETAILS.test(rest)) || namesASport(context.text.slice(offset, read.end))) continue;
    const others = segments.filter((other) => other !== segment).map((other) => other[0]);
    if (others.length === 0 || rest !== "" || others.some((other) => ATHLETE_MARKER.test(other) || SUBJECT_ABOUT_ATHLETE.test(other))) add(offset, 0.65);
  }
}

/** Any sport's name or word ("Field Hockey Recruit", "Water Polo Player"): a subject about a sport, not a person's name. */
const SPORT_NAMED = new RegExp([`\\b(?:${SPORTS.join("|")})\\b`, ...SPORTS.map((sport) => SPORT_WORDS[sport].source)].join("|"), "iu");

function namesASport(words: string): boolean {
  return caselessTest(SPORT_NAMED, fold(words));
}

/** How sure a first-person introduction by the name the writer sends from is. */
const SELF_INTRODUCED_WRITER = 0.95;

/** The name is the writer's own (her From name): the same first name, or the From name is its short form ("Jaz" of "Jazmin"). */
function isWritersName(name: PersonName, context: ExtractContext): boolean {
  const writerFirst = fold(context.writer?.name ?? "").split(/[\s,]+/u).find((word) => word.length >= 2);
  return writerFirst !== undefined && samePersonFirst(writerFirst, fold(name.first));
}

/**
 * "this is jazmin ruelas" in a mail otherwise capitalised: a first-person introduction in lower case, taken only when
 * it ends in the surname the writer sends from ("Jaz Ruelas"), so "this is going to be short" names nobody.
 */
function lowercaseWritersName(context: ExtractContext, offset: number): { name: PersonName; end: number } | null {
  const read = readName(context.text, offset, true, context.doubleSurnames);
  const writerLast = writersDisplayName(context)?.last;
  return read?.name.last && writerLast && fold(read.name.last) === fold(writerLast) ? read : null;
}

/** The name the writer sends under (her From display name, its quotes taken off), read as a person's name; Outlook's "Brandt, Kaylee" too. */
export function writersDisplayName(context: ExtractContext): PersonName | null {
  if (!context.writer?.name) return null;
  const shown = context.writer.name.replace(/^"|"$/gu, "").trim();
  const read = firstNameOfTwoWords(context, shown) ?? (readSurnameFirst(shown, 0) ?? readName(shown, 0, true))?.name ?? null;
  return read?.last ? read : (wordNameWrittenOut(shown, context.text) ?? read);
}

const THREE_NAME_WORDS = /^(\p{Lu}[\p{L}'’-]+)[ \t]+(\p{Lu}[\p{L}'’-]+)[ \t]+(\p{Lu}[\p{L}'’-]+)$/u;

/**
 * "Daniela Ruiz Carmona" sent as "Daniela Ruiz" or from "druizcarmona09@": the middle word is her first surname, not
 * a middle name, when the name she sends under ends in it or her address spells both surnames together.
 */
function surnameOfTwoWords(context: ExtractContext, written: string): PersonName | null {
  const words = THREE_NAME_WORDS.exec(context.lowercase ? written.trim().split(/[ \t]+/u).map(nameCase).join(" ") : written.trim());
  if (!words || !context.writer) return null;
  const [first, surname, secondSurname] = [words[1]!, words[2]!, words[3]!];
  const shown = fold(context.writer.name ?? "").split(/\s+/u);
  const local = fold(context.writer.address?.split("@")[0] ?? "").replace(/[^a-z]/g, "");
  const sentUnder = shown.length === 2 && shown[0] === fold(first) && shown[1] === fold(surname);
  return sentUnder || local.includes(fold(surname + secondSurname).replace(/[^a-z]/g, "")) ? { first: nameCase(first), last: `${nameCase(surname)} ${nameCase(secondSurname)}` } : null;
}

/** Two or three name words, each capitalised and then lower case (a surname in capitals is another shape). */
const TWO_OR_THREE_NAME_WORDS = /^(\p{Lu}\p{Ll}[\p{L}'’-]*)[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?:[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]*))?$/u;

const LETTER_OR_MARK = /[\p{L}'’-]/u;
/** Mentions of a name pair looked at: her sign-off and introduction are among the first few. */
const MAX_PAIR_MENTIONS = 20;
/** After the pair: a capitalised word, her surname (group 1). */
const SURNAME_NEXT = /^[ \t]+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?![\p{L}'’-])/u;
/** After the pair: the end of its line, a closing mark allowed — her sign-off. */
const LINE_END_NEXT = /^[ \t]*[,.!]?[ \t]*(?:\r?\n|$)/u;
/** Before the pair on its line: nothing but a sign-off's dash or quote marks. */
const SIGN_OFF_LEAD = /^[ \t>*~-]*$/u;
/** After the pair: the mark closing its clause ("I'm Mary Kate, a 2028 …"). */
const CLAUSE_END_NEXT = /^[ \t]*[,.!)]/u;

/**
 * Where "First Second" is written as words of their own (one space between), and what follows and precedes it on its line.
 * Plain string search: a pattern built for each name would be compiled for each name read (letter classes compile slowly).
 */
function* pairMentions(text: string, pair: string): Generator<{ before: string; after: string }> {
  let mentions = 0;
  for (let at = text.indexOf(pair); at >= 0 && mentions < MAX_PAIR_MENTIONS; at = text.indexOf(pair, at + 1)) {
    if (at > 0 && LETTER_OR_MARK.test(text[at - 1]!)) continue;
    mentions++;
    // A short look back: a sign-off's line starts right before its name (a long line is no sign-off).
    const back = text.slice(Math.max(0, at - 40), at);
    yield { before: back.slice(back.lastIndexOf("\n") + 1), after: text.slice(at + pair.length, at + pair.length + 40) };
  }
}

/**
 * "Mary Kate Morris" who signs "Mary Kate" or writes from "marykate.morris@": the two words are her first name, not a first
 * and a middle name; and her sign-off "Mary Kate" is no first name and surname when "Mary Kate Morris" is written too.
 * A middle name is never her name alone ("Maya Grace Thompson" signs "Maya").
 */
function firstNameOfTwoWords(context: ExtractContext, written: string): PersonName | null {
  const words = TWO_OR_THREE_NAME_WORDS.exec(written.trim());
  if (!words || context.doubleSurnames) return null;
  const [first, second] = [words[1]!, words[2]!];
  const mentions = [...pairMentions(context.text, `${first} ${second}`)].filter(({ after }) => !LETTER_OR_MARK.test(after[0] ?? " "));
  const surname = words[3] ?? mentions.map(({ after }) => SURNAME_NEXT.exec(after)?.[1]).find(Boolean);
  if (!surname || NAME_SUFFIX.test(fold(surname)) || [second, surname].some((word) => NON_NAME_WORDS.has(fold(word)) || SURNAME_PARTICLES.has(fold(word)))) return null;
  // The pair alone is what she is called: her sign-off line, or the pair closing its clause ("I'm Mary Kate, a 2028 …"), not a
  // phrase running on ("with Hawk Nest for two appearances").
  const signedAlone = mentions.some(({ before, after }) => SIGN_OFF_LEAD.test(before) && LINE_END_NEXT.test(after));
  if (!words[3] && !signedAlone) return null;
  if (words[3]) {
    const calledByBoth = signedAlone || mentions.some(({ after }) => CLAUSE_END_NEXT.test(after));
    // "annagrace.halloway@" spells the pair apart from her surname; "danielaruizcarmona@" could be either reading, and
    // "marykatelindqvist@" is read as a first name pair when its second word is a given name.
    const letters = (word: string) => fold(word).replace(/[^a-z]/g, "");
    const local = fold(context.writer?.address?.split("@")[0] ?? "").split(/[^a-z]+/);
    const givenName = isKnownGivenName(fold(second));
    const spelt = local.some((part) => part.startsWith(letters(first + second)) && (givenName || !part.includes(letters(second + surname))));
    if (!calledByBoth && !spelt) return null;
  }
  return { first: `${nameCase(first)} ${nameCase(second)}`, last: nameCase(surname) };
}

const TWO_CAPITALISED_WORDS = /^(\p{Lu}[\p{L}'’-]+)[ \t]+(\p{Lu}[\p{L}'’-]+)$/u;

/**
 * "Winter Grant", "Royal Okafor": a display name whose first name is also a word the name reader stops at, taken as a
 * name only when her own text writes it out whole, word for word (her introduction, her sign-off).
 */
function wordNameWrittenOut(shown: string, text: string): PersonName | null {
  const words = TWO_CAPITALISED_WORDS.exec(shown);
  if (!words || NON_NAME_WORDS.has(fold(words[2]!))) return null;
  const writtenOut = new RegExp(`(?<![\\p{L}'’-])${words[1]}[ \\t]+${words[2]}(?![\\p{L}'’-])`, "u");
  return writtenOut.test(text) ? { first: words[1]!, last: words[2]! } : null;
}

/** A family signing together: "Tom and Lisa Brandt", "Tom & Lisa Brandt", "The Brandt Family", "The Brandts". */
const FAMILY_SIGN_OFF = /^[ \t]*(?:\p{Lu}[\p{L}'’-]+[ \t]+(?:and|&)[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+(\p{Lu}[\p{L}'’-]+)|the[ \t]+(\p{Lu}[\p{L}'’-]+?)(?:[ \t]+family|s))[ \t]*$/dimu;

/** The family's surname in a sign-off line or a display name, where it lies in `text`. */
function familySignedIn(text: string): { surname: string; start: number; end: number } | null {
  const signed = FAMILY_SIGN_OFF.exec(text);
  const group = signed ? (signed[1] !== undefined ? 1 : 2) : 0;
  if (!signed || NON_NAME_WORDS.has(fold(signed[group]!))) return null;
  const [start, end] = signed.indices![group]!;
  return { surname: nameCase(signed[group]!), start, end };
}

/**
 * The surname a family signs with, its parents together or as "the … family", in the sign-off or the name it sends
 * under: the name of the child its parents write about by her first name ("our daughter Kaylee"). A parent writing
 * alone gives hers less surely, and only to a child with no address of her own (one that spells no such name says otherwise).
 */
export function familySurname(context: ExtractContext, hasOwnAddress: boolean): Candidate<string> | null {
  if (context.role !== "parent") return null;
  const { signature, writer } = context;
  const signed = signature ? familySignedIn(context.text.slice(signature.start, Math.min(signature.end, signature.start + 200))) : null;
  if (signed) return { value: signed.surname, confidence: 0.6, start: signature!.start + signed.start, end: signature!.start + signed.end };
  const sentUnder = writer?.name ? familySignedIn(writer.name.replace(/^"|"$/gu, "")) : null;
  if (sentUnder) return { value: sentUnder.surname, confidence: 0.6, start: 0, end: 0, header: headerLine(writer!) };
  const parent = hasOwnAddress ? null : writersDisplayName(context)?.last;
  return parent ? { value: parent, confidence: 0.5, start: 0, end: 0, header: headerLine(writer!) } : null;
}

/** An address whose local part is a first name and a surname apart: "kaylee.brandt28@", "jo_park@", "ana-ruiz.07@". */
const NAME_ADDRESS = /^([a-z]{3,20})[._-]([a-z]{3,20})(?:[._-]?\d{1,4})?@/u;

/**
 * The name her address spells when she sends under none but her first name ("kaylee.brandt28@gmail.com" signed "KB"):
 * less sure than any name written out.
 */
function addressName(context: ExtractContext, shown: PersonName | null): Candidate<PersonName> | null {
  const spelt = NAME_ADDRESS.exec(context.writer?.address?.toLowerCase() ?? "");
  if (!spelt || [spelt[1]!, spelt[2]!].some((word) => NON_NAME_WORDS.has(word) || namesASport(word))) return null;
  const name = { first: nameCase(spelt[1]!), last: nameCase(spelt[2]!) };
  if ((shown && fold(shown.first) !== spelt[1]) || isNotAthlete(name, context)) return null;
  return { value: name, confidence: 0.5, start: 0, end: 0, header: headerLine(context.writer!) };
}

/** The writer's display name (or failing it the name her address spells), when the writer is the athlete and it looks like one. */
function writerCandidate(context: ExtractContext, candidates: readonly Candidate<PersonName>[]): Candidate<PersonName> | null {
  if (context.role !== "athlete" || !context.writer) return null;
  const read = writersDisplayName(context);
  if (!read?.last) return addressName(context, read);
  if (isNotAthlete(read, context)) return null;
  // Outlook's "Brandt, Kaylee" is an institution's directory, its staff's as often as a student's: it only completes the first name she signs with.
  const directoryName = context.writer.name!.includes(",");
  if (directoryName && !candidates.some((candidate) => !candidate.value.last && fold(candidate.value.first) === fold(read.first))) return null;
  // "im jaylee harjo" or a sign-off "Kenzie" in mail from Brian Harjo: she writes from her family's mailbox, under its surname.
  const own = ownNameWritten(context, candidates, read.last);
  if (own && !samePersonFirst(fold(own.first), fold(read.first)) && !samePersonFirst(fold(read.first), fold(own.first))) {
    return own.last ? null : { value: { first: own.first, last: read.last }, confidence: 0.6, start: 0, end: 0, header: headerLine(context.writer) };
  }
  const local = fold(context.writer.address?.split("@")[0] ?? "");
  const agrees = local.includes(fold(read.first)) || local.includes(fold(read.last).replace(/\s/g, ""));
  return { value: read, confidence: agrees ? 0.75 : 0.6, start: 0, end: 0, header: headerLine(context.writer) };
}

/** Right before a name, the writer giving it as her own: "my name is", "I'm", "this is" (lower case too). */
const OWN_NAME_BEFORE = /(?:\bmy[ \t]+name[ \t]+is|\bi['’]?m|\bi[ \t]+am|\bthis[ \t]+is)[ \t:,]*$/iu;

/**
 * The name the athlete writes as her own under her family's surname (the account's): in her sign-off, her first name alone
 * too, or after "my name is" / "I'm". Another surname there is no sign of a family's mailbox ("i'm still uncommitted").
 */
function ownNameWritten(context: ExtractContext, candidates: readonly Candidate<PersonName>[], family: string): PersonName | null {
  const { signature, text } = context;
  const own = candidates.find((candidate) => {
    const inSignature = signature !== null && candidate.start >= signature.start && candidate.start < signature.end;
    const familys = candidate.value.last !== null && fold(candidate.value.last) === fold(family);
    return familys ? inSignature || OWN_NAME_BEFORE.test(text.slice(Math.max(0, candidate.start - 16), candidate.start)) : inSignature && candidate.value.last === null;
  });
  return own?.value ?? null;
}

/** The From header as evidence: "From: Maya Thompson <maya@…>". */
export function headerLine(writer: { name: string | null; address: string | null }): string {
  return `From: ${[writer.name, writer.address ? `<${writer.address}>` : null].filter(Boolean).join(" ")}`;
}

/** Who writes for an organisation, whose mailbox's domain is its own. */
const ORGANISATIONS_WRITING: ReadonlySet<SenderRole> = new Set(["club_coach", "high_school_coach", "recruiting_service"]);

function isNotAthlete(name: PersonName, context: ExtractContext): boolean {
  if (opensSchoolName(name, context.text)) return true;
  const full = fold(`${name.first} ${name.last ?? ""}`).trim();
  // The college itself ("Sierra Mesa" for sierramesa.edu) is not a person.
  const compact = full.replace(/[^a-z]/g, "");
  if (name.last && [...context.notAthlete.addresses].some((address) => (address.split("@")[1] ?? "").replace(/[^a-z]/g, "").includes(compact))) return true;
  // A coach's or a service's own domain names its club or company ("Foothills Rapids" for foothillsrapids.example), not her player.
  const writersDomain = (context.writer?.address?.split("@")[1] ?? "").toLowerCase().replace(/[^a-z]/g, "");
  if (name.last && ORGANISATIONS_WRITING.has(context.role) && writersDomain.includes(compact)) return true;
  for (const other of context.notAthlete.names) {
    if (other === full || (name.last && other.endsWith(` ${fold(name.last)}`) && other.startsWith(fold(name.first)))) return true;
  }
  return false;
}

/**
 * Two words that open a school's name elsewhere in the mail ("Okemah Christian" of "Okemah Christian School", as a subject may
 * shorten it): the school's, not a person's.
 */
function opensSchoolName(name: PersonName, text: string): boolean {
  if (!name.last) return false;
  const last = name.last;
  const schoolWords = schoolWordsIn(text).filter((at) => text.startsWith(last, at - last.length));
  if (!schoolWords.length) return false;
  const fullNameEnds = new RegExp(String.raw`(?:^|[^\p{L}'’-])${escapeRegExp(name.first)}[ \t]+${escapeRegExp(name.last)}$`, "u");
  return schoolWords.some((at) => fullNameEnds.test(text.slice(Math.max(0, at - 120), at)));
}
/** Where "High", "School", "Academy", "Prep" or "HS" follows a word: few in an email, and searched for once, not once per name. */
const schoolWordsIn = rememberLast((text: string) => [...text.matchAll(/[ \t]+(?:High|School|Academy|Prep|HS)\b/g)].map((match) => match.index));

/**
 * The best full name. A first-name-only winner ("my daughter Jess") takes the full name another
 * candidate gives for the same person ("Jessica Sanders"): same first name, a nickname, or its start.
 */
export function chooseName(candidates: readonly Candidate<PersonName>[]): Candidate<PersonName> | null {
  const winner = best(candidates);
  if (winner?.value.last) return withWholeSurname(winner, candidates);
  if (!winner) return winner;
  const first = fold(winner.value.first);
  const full = best(candidates.filter((candidate) => candidate.value.last && samePersonFirst(first, fold(candidate.value.first))));
  return full ? { ...winner, value: { first: full.value.first, last: full.value.last } } : winner;
}

/**
 * Her two surnames when the email writes them whole elsewhere: a subject's "Daniela Ríos" is the letter's "Daniela Ríos
 * Echeverría", whose first surname it kept.
 */
function withWholeSurname(winner: Candidate<PersonName>, candidates: readonly Candidate<PersonName>[]): Candidate<PersonName> {
  const first = fold(winner.value.first);
  const surname = fold(winner.value.last ?? "");
  const whole = best(candidates.filter((candidate) => candidate.value.last && fold(candidate.value.first) === first && fold(candidate.value.last).startsWith(`${surname} `)));
  return whole ? { ...winner, value: { first: winner.value.first, last: whole.value.last } } : winner;
}

function samePersonFirst(short: string, other: string): boolean {
  return short === other || (short.length >= 3 && other.startsWith(short)) || areNicknames(short, other) || shortened(short, other);
}

/** A pet form of the name's start: "Addie" of "Addison", "Jazzy" of "Jazmin" (a stem of three letters or more, then -ie, -y or -i). */
function shortened(short: string, other: string): boolean {
  const stem = /^(\p{L}{3,}?)(?:ie|y|i)$/u.exec(short)?.[1];
  return stem !== undefined && other.length > short.length - 1 && other.startsWith(stem) && other !== short;
}
