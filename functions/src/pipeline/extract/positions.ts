import { SPORTS, type Sport } from "@machines/inbox/positions";
import { type Candidate, caselessMatches, caselessTest, fold, lineAround, matchesOf, matchesOfEach, sentenceBefore } from "../text";
import type { ExtractContext, SportEvidence } from "./context";
import { isCodedSport, otherSportPosition, otherSportPositionsIn, SPORT_WORDS } from "./sports";
import { writtenInCapitals, writtenInLowercase } from "./teams";

type Code = string;
interface PositionWord {
  /** Folded (lowercase, no accents) spelling, as a regex fragment. */
  pattern: string;
  volleyball?: Code;
  softball?: Code;
  /** A bare letter or code that means a position only in a labelled field or a slash list ("S/RS"). */
  codeOnly?: boolean;
}

const WORDS: readonly PositionWord[] = [
  { pattern: "outside hitters?|outside attackers?|left side hitters?|left sides?|left[- ]side|outsides?|pin hitters?|punta|receptora[- ]atacante|atacante externa|receptionneuse[- ]attaquante|attaquante|r4|au(?:ss|ß)enangreiferin|au(?:ss|ß)enangreifer|annahme[- ]au(?:ss|ß)en|ponteira|ponta|schiacciatrice|passer[- ]loper|vansterspiker|primac(?:ica)?|przyjmujac(?:a|ej|e)", volleyball: "OH" },
  { pattern: "oh|lh|os", volleyball: "OH", codeOnly: true },
  { pattern: "middle blockers?|middle hitters?|middles?|centrales?|bloqueadora central|central|mittelblock(?:erin|er)?|blocadora central|middenaanvall(?:er|ster)|srednj[ia] bloker(?:ka)?|srodkow(?:a|ej)", volleyball: "MB" },
  { pattern: "mb|mh|mid", volleyball: "MB", codeOnly: true },
  { pattern: "setters?|armadora|colocadora|passeuse|levantadora|distribuidora|zuspielerin|zuspieler|palleggiatrice|alzatrice|spelverdel(?:er|ster)|tehnicar(?:ka)?|rozgrywajac(?:a|ej|e)", volleyball: "S" },
  { pattern: "s", volleyball: "S", codeOnly: true },
  { pattern: "liberos?|libera|defensive specialists?|back[- ]?row specialists?|defensa|libero/ds|ds/libero|ds/l|l/ds", volleyball: "L/DS" },
  { pattern: "ds|l|lib", volleyball: "L/DS", codeOnly: true },
  { pattern: "right side hitters?|right sides?|right[- ]side|opposite hitters?|opposites?|opuesta|opposee|pointue|rs/opp|opp/rs|diagonalangreiferin|diagonalangreifer|diagonal|diagonaal|oposta|opposta|opposto|hogerspiker|korektor(?:ka)?|atakujac(?:a|ej|e)", volleyball: "RS/OPP" },
  { pattern: "rs|opp|rh|r2", volleyball: "RS/OPP", codeOnly: true },
  // Beach volleyball has no code list: its two positions stay as written.
  { pattern: "(?<!middle )blocker|split blocker|bloqueadora(?! central)", volleyball: "blocker" },
  { pattern: "(?<!middle )defender", volleyball: "defender" },
  { pattern: "pitchers?|lanzadora|lanceuse|right[- ]handed pitcher|left[- ]handed pitcher|rhp|lhp", softball: "P" },
  { pattern: "p", softball: "P", codeOnly: true },
  { pattern: "catchers?|receveuse|receptora(?![- ]atacante)|catcher/utility|catch(?:es|ing)? for", softball: "C" },
  { pattern: "c", softball: "C", codeOnly: true },
  { pattern: "first base(?:m[ae]n|wom[ae]n)?|1st base|primera base|premiere base", softball: "1B" },
  { pattern: "1b", softball: "1B", codeOnly: true },
  { pattern: "second base(?:m[ae]n|wom[ae]n)?|2nd base|segunda base|deuxieme base", softball: "2B" },
  { pattern: "2b", softball: "2B", codeOnly: true },
  { pattern: "shortstop|short stop|campocorto|parador en corto|arret[- ]court", softball: "SS" },
  { pattern: "ss", softball: "SS", codeOnly: true },
  { pattern: "third base(?:m[ae]n|wom[ae]n)?|3rd base|tercera base|troisieme base", softball: "3B" },
  { pattern: "3b", softball: "3B", codeOnly: true },
  { pattern: "outfielders?|outfield|center ?field(?:er)?|centerfield(?:er)?|left ?field(?:er)?|right ?field(?:er)?|jardinera(?: central| izquierda| derecha)?|jardinero(?: central)?|voltigeuse(?: de centre)?", softball: "OF" },
  { pattern: "of|cf|lf|rf", softball: "OF", codeOnly: true },
  { pattern: "utility(?: player)?|utilidad", softball: "UT" },
  { pattern: "ut|util|utl|dp|flex", softball: "UT", codeOnly: true },
];

// Our sports' position codes, as written in capitals, say which sport too ("OH", "MB", "UT" are also Ohio, Manitoba, Utah).
const SPORT_CODES: Partial<Record<Sport, RegExp>> = {
  volleyball: /(?<![\p{L}\d])(?:RS|OPP|DS|L\/DS)(?![\p{L}\d])/gu,
  softball: /(?<![\p{L}\d])(?:RHP|LHP|1B|2B|3B)(?![\p{L}\d])/gu,
};

/**
 * Which sport the email is about, from the words it uses (the folded text keeps the offsets of plain
 * ASCII words): the sport with the most words; on a tie, `preferred` (the sport the forwarding coach's own note names: a
 * lacrosse coach's player who is an "attacker" and her twin a "midfielder" plays lacrosse, not soccer), else the earlier in
 * SPORTS (ours first).
 */
export function detectSport(text: string, preferred: Sport | null = null): SportEvidence | null {
  const words = sportWordsIn(fold(text));
  let found: { sport: Sport; count: number; first: Hit } | null = null;
  for (const sport of SPORTS) {
    const codes = SPORT_CODES[sport];
    const codeHits = codes ? [...text.matchAll(codes)].map((match) => ({ index: match.index, text: match[0] })) : [];
    const hits = [...words.get(sport)!, ...codeHits].sort((a, b) => a.index - b.index);
    if (hits[0] && (!found || hits.length > found.count || (hits.length === found.count && sport === preferred))) found = { sport, count: hits.length, first: hits[0] };
  }
  if (!found) return null;
  return { sport: found.sport, start: found.first.index, end: found.first.index + found.first.text.length };
}

/**
 * The sport of the coach's programme, from her own note above the forward ("Head Field Hockey Coach" in her signature):
 * what the athlete plays when her own words never name a sport.
 */
export function sportOfCoachNotes(notes: readonly string[]): SportEvidence | null {
  for (const note of notes) {
    const found = detectSport(note);
    if (found) return { sport: found.sport, start: 0, end: 0, readElsewhere: lineAround(note, found.start).line.trim() };
  }
  return null;
}

/**
 * The sport her own address names ("harmonyokafor.hoops@…", "maya.vb28@…"): what she plays when neither her words nor the
 * coach's note name a sport. Its words are read apart, as its dots, digits and underscores separate them.
 */
export function sportOfAddress(address: string | null | undefined): SportEvidence | null {
  const local = address?.split("@")[0];
  if (!local) return null;
  const found = detectSport(local.replace(/[._\d+-]+/gu, " "));
  return found ? { sport: found.sport, start: 0, end: 0, readElsewhere: `From: ${address}` } : null;
}

interface Hit {
  index: number;
  text: string;
}

const sportWordScan = matchesOfEach(SPORTS.map((sport) => SPORT_WORDS[sport]));

/** Each sport's words in the folded text: the matches its own pattern finds scanning the text. */
function sportWordsIn(folded: string): Map<Sport, Hit[]> {
  const words = sportWordScan(folded);
  return new Map(SPORTS.map((sport, index) => [sport, words[index]!.map((word) => ({ index: word.index, text: word[0] }))]));
}

/** The most positions an athlete is given (the schema's limit): events of a track or swim line can run longer. */
const MAX_POSITIONS = 6;

const COMPILED = WORDS.map((word) => ({ ...word, exact: new RegExp(`^(?:${word.pattern})$`, "u") }));
const ALL_WORDS = WORDS.filter((word) => !word.codeOnly).map((word) => word.pattern).join("|");
// Codes are matched as written in capitals ("OH", "3B"); lowercase "of", "s" or "c" are ordinary words.
const ALL_CODES = WORDS.filter((word) => word.codeOnly).map((word) => word.pattern.toUpperCase()).join("|");
const LABELLED = /(?:^|[|•·;])[ \t*•-]*(?:(?:primary|secondary|main|other)(?: positions?| pos\.?)?|positions?|pos\.?|posici[oó]n(?:es)?|postes?|role|posi[çc][ãa]o|positionen)[ \t]*(?:\(s\))?[ \t]*[:：–|-][ \t]*([^\n|]{1,80})/gimu;
const SECONDARY_LABEL = /^[\n|•·;]?[ \t*•-]*(?:secondary|other)\b/iu;
const EVENTS_LABELLED = /(?:^|[|•·;])[ \t*•-]*(?:(?:main|primary|best|my)[ \t]+)?events?[ \t]*[:：–|-][ \t]*([^\n|]{1,80})/gimu;
// Ordinary phrases that contain a position word: "middle school", "outside of", "Central High", and mail's own words ("my school
// account blocks outside emails", "outside senders").
const PHRASE = new RegExp(`(?<![\\p{L}\\d])(?:${ALL_WORDS})(?![\\p{L}])(?![ \\t]+(?:school|of|the|high|academy|states?|ohio|texas|valley|catholic|christian|(?:e-?mails?|mail|messages?|senders?|addresses|domains?|links?|accounts?)(?![\\p{L}])))`, "giu");
const INSIDE = new RegExp(`(?<![\\p{L}])(?:${ALL_WORDS})(?![\\p{L}])`, "u");
// Uppercase codes outside a label: two letters or more, or inside a slash list like "S/RS" or "OH/DS".
// A code glued to a number by a hyphen is an identifier ("RS-40918", a booking's confirmation number), unless the number is a base ("SS-2B").
const CODE = new RegExp(`(?<![\\p{L}\\d'’])(?:${ALL_CODES})(?:[ \\t]*/[ \\t]*(?:${ALL_CODES}))*(?![\\p{L}\\d]|-(?![1-3]B(?![\\p{L}\\d]))\\d)`, "gu");

/** Codes that are also English words: in a line typed in capitals ("CLASS OF 2028", "OH AND"), the word. */
const CODES_THAT_ARE_WORDS: ReadonlySet<string> = new Set(["OF", "OH", "MID", "FLEX"]);
/** Her class year right before a code: "2028 OF", "2029 OH" — a position even in capitals. */
const CLASS_YEAR_BEFORE = /\b20[2-3]\d[ \t]{1,2}$/u;
/** "52 MB", "1.5 MB": a file size, unless the mail is about volleyball; a class year or a height ("2027 MB", "6'2 MB", "6-2 MB") is not one. */
const FILE_SIZE_BEFORE = /(?:^|[^\d'’′"”.,-])(?!20[2-3]\d[ \t]?$)\d[\d.,]*[ \t]?$/u;
/**
 * "I can also play 2b", "she also plays outfield", "can also play in the back row as a DS", "I also play indoor as a libero" (a
 * beach player's court position), "my second position is opposite":
 * a second position said later, in its own sentence.
 */
const ALSO_PLAYS =
  /(?:\b(?:also|can|could)\b[^.\n]{0,12}\b(?:play|plays|playing|at)[ \t]+(?:at[ \t]+|in[ \t]+the[ \t]+(?:back|front)[ \t]+row[ \t]+as[ \t]+an?[ \t]+|(?:(?:indoors?|beach|sand|on[ \t]+the[ \t]+sand)[ \t]+)?as[ \t]+an?[ \t]+)?|\b(?:my|her)[ \t]+(?:second|secondary|other|backup|back-up)[ \t]+position(?:[ \t]+is[ \t]+|[ \t]*:[ \t]*)(?:an?[ \t]+)?)$/iu;
/** "She is a 3B when she doesn't pitch", "plays outfield when not catching": a second position, said after it. */
const WHEN_NOT_AT_FIRST =
  /^[ \t]+(?:when(?:ever)?|if)[ \t]+(?:(?:she|i)(?:['’]s|['’]m|[ \t]+is|[ \t]+am)?[ \t]+(?:not|isn['’]?t|doesn['’]?t|don['’]?t|does[ \t]+not|do[ \t]+not)|not)[ \t]+(?:pitch|catch)/iu;
/** A time right before an event, as a runner or swimmer gives her mark in it: "5:08 in the 1600m", "58.2 for the 400m". */
const OWN_MARK_BEFORE = /(?<![\d:.])\d{1,2}(?::\d{2})?[.,:]\d{1,2}[ \t]+(?:in|for)[ \t]+(?:the[ \t]+)?$/iu;
/** Her own race in first person, earlier in the sentence: "I ran", "I swam", "I clocked". */
const RAN_OR_SWAM = /\bI[ \t]+(?:(?:also|have|then)[ \t]+)?(?:ran|run|swam|swum|clocked|went|raced)\b/u;
const BEACH_POSITIONS: ReadonlySet<string> = new Set(["blocker", "defender"]);
/** On the sand, in her language too: "vôlei de praia", "vóley playa", "volley de plage", "Beachvolleyball". */
const BEACH = /\b(?:beach|sand|praia|playa|plage)\b|\bbeach(?:volley)/iu;
const COURT_SIDE = /^(?:left|right)[- ]sides?$/iu;
/**
 * "plays ss", "playing oh" in lower case. Its first letter is checked before the lookbehind: one tried at every offset runs back
 * over a blanked-out section's whole run of spaces (athleteSections) from each space in it, quadratic in the run's length.
 */
const LOWER_CODE_PLAYED = /(?=[1-3somrdlc])(?<=\b(?:play|plays|playing)[ \t]+)(?:1b|2b|3b|ss|oh|mb|rs|opp|ds|lhp|rhp|cf|lf|rf)(?![\p{L}\d])/gu;
/**
 * "2029 ss and 2b", "class of 2028 c/3b", "| 2028 | mb |", "2028 of,": codes in lower case right after her class year (its cell's
 * separator between), one after another (not "2027 oh my", "2027 of all years"). Its first letter is checked before the lookbehind, as LOWER_CODE_PLAYED's.
 */
const LOWER_CODE_AFTER_YEAR =
  /(?=[1-3somrdlc])(?<=\b20[2-3]\d(?:[ \t]{1,2}|[ \t]{0,2}[|,·][ \t]{0,2}))(?:1b|2b|3b|ss|oh(?![ \t]+my\b)|mb|rs|opp|ds|lhp|rhp|cf|lf|rf|c(?=[ \t]*\/)|of(?=[ \t]*(?:[,|)]|$)))(?:[ \t]{0,2}(?:\/|and|&)[ \t]{0,2}(?:1b|2b|3b|ss|oh|mb|rs|opp|ds|lhp|rhp|cf|lf|rf|of|ut|c|p)){0,4}(?![\p{L}\d])/gu;
/**
 * Codes written with dots ("o.h./d.s.", "M.B./R.S.", "an O.H."): a slash list of them, or one after "a"/"an", as a person's
 * initials ("M.B. Jones") stand alone.
 */
const DOTTED_CODES = /(?<![\p{L}\d.])(?:\p{L}\.){1,3}(?:[ \t]*\/[ \t]*(?:\p{L}\.){1,3})+|(?<=\b(?:[Aa]n?|[Pp]lay(?:s|ing)?)[ \t]+)(?:\p{L}\.){2,3}(?![\p{L}\d])/gu;
const LOWER_CODE_LIST = new RegExp(`(?<![\\p{L}\\d'’])(?:${ALL_CODES.toLowerCase()})(?:[ \\t]*/[ \\t]*(?:${ALL_CODES.toLowerCase()}))+(?![\\p{L}\\d])`, "gu");
/** What every match of LOWER_CODE_LIST, LOWER_CODE_PLAYED and LOWER_CODE_AFTER_YEAR holds (a slash between lower-case letters or digits, "play", a year and a code): a cheap scan first. */
const LOWER_CODE_HINT = /[a-z\d][ \t]*\/[ \t]*[a-z\d]|play|20[2-3]\d[ \t]{0,2}[|,·]?[ \t]{0,2}[1-3somrdlc]/u;
/** What every match of DOTTED_CODES holds: a dot then a slash, or a letter between two dots ("o.h."). */
const DOTTED_CODES_HINT = /\.[ \t]*\/|\.\p{L}\./u;

/**
 * Positions with their evidence. A labelled "Position:" line wins; otherwise the first sentence that
 * names positions (a coach's "our setter" about a teammate later in the mail does not join in).
 */
export function positionCandidates(context: ExtractContext, blocked: (start: number, end: number) => boolean): Candidate<string[]>[] {
  const { text } = context;
  const sport = context.sport?.sport ?? null;
  // Volleyball, softball or a sport not read: positions by their codes, not another sport's events and positions in words.
  const codedOrUnknown = sport === null || isCodedSport(sport);
  const candidates: Candidate<string[]>[] = [];
  for (const match of matchesOf(LABELLED, text)) {
    const codes = normalise(match[1]!, sport, true);
    if (!codes.length) continue;
    const end = match.index + match[0].length;
    // A profile's "Secondary Position:" line under its "Primary Position:" one: her positions, the primary first.
    const primary = candidates.at(-1);
    if (primary && SECONDARY_LABEL.test(match[0]) && !text.slice(primary.end, match.index).includes("\n\n")) {
      candidates[candidates.length - 1] = { ...primary, value: unique([...primary.value, ...codes]).slice(0, MAX_POSITIONS), end };
    } else candidates.push({ value: codes, confidence: 0.95, start: match.index, end });
  }
  // A runner's or swimmer's "Events:" line lists her events; only the sport's own events are read from it.
  if (!codedOrUnknown) {
    for (const match of matchesOf(EVENTS_LABELLED, text)) {
      const events = normalise(match[1]!, sport, false);
      if (events.length) candidates.push({ value: events, confidence: 0.9, start: match.index, end: match.index + match[0].length });
    }
  }
  const found = writtenPositions(context, blocked);
  // "Blocker" and "defender" are volleyball positions only on the sand; indoors "a strong blocker" is praise. (A lacrosse or
  // field hockey defender is one.)
  const onSand = caselessTest(BEACH, text);
  if (codedOrUnknown && !onSand) {
    for (let index = found.length - 1; index >= 0; index--) if (BEACH_POSITIONS.has(found[index]!.code)) found.splice(index, 1);
  }
  // A beach pair's blocker "plays the right side": on the sand a side is where she stands, no indoor position.
  if (onSand && found.some((item) => BEACH_POSITIONS.has(item.code))) {
    for (let index = found.length - 1; index >= 0; index--) if (COURT_SIDE.test(text.slice(found[index]!.start, found[index]!.end))) found.splice(index, 1);
  }
  if (found.length) {
    found.sort((a, b) => a.start - b.start);
    // The subject's positions and the first body sentence that names positions: a teammate's
    // position later in the mail does not join in.
    const inSubject = found.filter((item) => item.start < context.bodyStart);
    const inBody = found.filter((item) => item.start >= context.bodyStart);
    // An athlete's own sign-off ("Class of 2027 | SS/2B") lists her positions too.
    const signature = context.role === "athlete" ? context.signature : null;
    const inSignature = signature ? found.filter((item) => item.start >= signature.start && item.start < signature.end) : [];
    // "I can also play 2b", "she also plays outfield", "a 3B when she doesn't pitch": a second position said later.
    const alsoPlayed = inBody.filter((item) => ALSO_PLAYS.test(text.slice(Math.max(0, item.start - 40), item.start)) || WHEN_NOT_AT_FIRST.test(text.slice(item.end, item.end + 40)));
    // "I ran 5:08 in the 1600m and 11:04 in the 3200m": her own time in each event, said in her sentences after the first.
    const ownMarks = codedOrUnknown ? [] : inBody.filter((item) => OWN_MARK_BEFORE.test(text.slice(Math.max(0, item.start - 24), item.start)) && RAN_OR_SWAM.test(sentenceBefore(text, item.start)));
    const firstInBody = cluster(text, inBody);
    // Events listed with their marks or scores name every event she enters, not only her own: only a player's positions are joined later.
    const fuller = codedOrUnknown ? fullerMention(text, inBody, firstInBody) : [];
    const clusters = [cluster(text, inSubject), firstInBody, fuller, cluster(text, inSignature), alsoPlayed, ownMarks].filter((items) => items.length > 0);
    const items = [...new Set(clusters.flat())].sort((a, b) => a.start - b.start);
    candidates.push({ value: oneWordPerPosition(fullestWords(unique(items.map((item) => item.code)))).slice(0, MAX_POSITIONS), confidence: inBody.length ? 0.85 : 0.8, start: items[0]!.start, end: items[items.length - 1]!.end });
  }
  return codedOrUnknown ? withFullerLists(candidates) : candidates;
}

/**
 * A later mention in the body that names the first mention's positions again with another beside them ("one of my setters, …
 * a smart, calm setter/opposite"): her fuller list (a teammate's position is said alone, not joined to hers).
 */
function fullerMention<T extends { code: string; start: number }>(text: string, inBody: readonly T[], first: readonly T[]): T[] {
  const firstCodes = new Set(first.map((item) => item.code));
  const afterFirst = Math.max(...first.map((item) => item.start));
  for (let index = 0; index < inBody.length; index++) {
    if (inBody[index]!.start <= afterFirst) continue;
    const later = cluster(text, inBody.slice(index));
    const codes = new Set(later.map((item) => item.code));
    if (codes.size > firstCodes.size && [...firstCodes].every((code) => codes.has(code))) return later;
  }
  return [];
}

/**
 * The winning list of positions, extended by another candidate that names all of its positions and more: a profile's
 * "Position: OH" beside "Primary Position: OH / Secondary: RS", or her letter's "OH, and I can also play right side".
 */
function withFullerLists(candidates: Candidate<string[]>[]): Candidate<string[]>[] {
  return candidates.map((candidate) => {
    const fuller = candidates.find((other) => other.value.length > candidate.value.length && candidate.value.every((code) => other.value.includes(code)));
    return fuller ? { ...candidate, value: unique([...candidate.value, ...fuller.value]).slice(0, MAX_POSITIONS) } : candidate;
  });
}

/** "i can play 3rd too", "she plays first": a base named by its ordinal after "play" (not "3rd place", "first inning"); first letter first, as LOWER_CODE_PLAYED. */
const BASE_BY_ORDINAL = /(?=[1-3fst])(?<=\bplay(?:s|ing)?[ \t]+)(?:1st|2nd|3rd|first|second|third)(?![\p{L}\d])(?![ \t]+(?:base\b|place|in\b|at\b|team|string|year|round|game|period|half|inning|time|for\b))/giu;
/** "I pitch and play outfield", "she also pitches": the verb names a pitcher (not "my best pitch", "pitch count"); its word first, as LOWER_CODE_PLAYED. */
const PITCHES = /(?=pitch)(?<=\b(?:i|she)[ \t]+(?:(?:also|mainly|mostly|primarily)[ \t]+)?)pitch(?:es)?(?=[ \t]*(?:[,.;!]|$|and\b|for\b|too\b))/gimu;
const BASE_CODES: Readonly<Record<string, string>> = { "1st": "1B", first: "1B", "2nd": "2B", second: "2B", "3rd": "3B", third: "3B" };

/**
 * A one-letter code standing alone between a list's or a table's separators ("Hannah Sorensen - 2028 - S - 5'10\"",
 * "| C |", "Avery Blackwood - C, 2029"): a position when the line is an athlete's entry (a class year or a height on it).
 */
const ONE_LETTER_CELL = /(?=[SCPL])(?<=(?:^|[|·•\t]|[ \t][-–—]|#\d{1,2})[ \t]{0,3})[SCPL](?=[ \t]{0,3}(?:[|·•\t]|[-–—][ \t]|,[ \t]|$))/gmu;
const ENTRY_LINE = /\b20[2-3]\d\b|\b[4-6]['’′][ \t]?\d{1,2}/u;
/**
 * A one-letter code right after her class year or her height, before a comma, a bracket or a dash ("Mia Brooks: 2028 S, 5'9\"",
 * "(2028 S)", "2028 S – Mia Brooks", "2028 5'9\" S – Mia Brooks").
 */
const ONE_LETTER_AFTER_YEAR = /(?=[SCPL])(?<=(?:\b20[2-3]\d|\d['’′]\d{1,2}["”]?)[ \t]{1,2})[SCPL](?=[ \t]*(?:[,;)|]|[-–—][ \t]|$))/gmu;
/**
 * A one-letter code closing a line that is a capitalised name and a comma ("Rosalind Fierro, P"), as a signature gives her
 * position: hers when her profile (a class year or a height) is on that line or the next one.
 */
const ONE_LETTER_AFTER_NAME = /(?=[SCPL][ \t]*$)(?<=^[ \t]{0,3}\p{Lu}[\p{L}'’-]{1,20}(?:[ \t]\p{Lu}[\p{L}'’.-]{0,20}){1,3},[ \t]{0,2})[SCPL]/gmu;

/**
 * A position and a shorter one inside it ("guard" in a subject, "shooting guard" in the body): one position, in its fullest
 * words. Events with a distance are each their own ("400m" and "400m hurdles").
 */
function fullestWords(codes: readonly string[]): string[] {
  const inside = (short: string, long: string) => short !== long && !/\d/u.test(short) && ` ${long} `.includes(` ${short} `);
  return codes.filter((code) => !codes.some((other) => inside(code, other)));
}

/**
 * Words for one position, the sport's own first ("goalie" in a subject, "goaltender" in the letter; "attack" and "attacker"):
 * the position once, in the first of its words that was written.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ["goalkeeper", "goaltender", "keeper", "goalie", "gk", "portera", "portero", "arquera", "arquero", "goleira", "goleiro", "torhuterin", "gardienne de but"],
  ["attack", "attacker", "attackman"],
  ["midfielder", "midfield", "middie"],
  ["defender", "defense"],
  // Water polo's center plays at two meters, in the hole: "a 2028 center (2-meter)".
  ["center", "2-meter", "2 meter", "two-meter", "two meter", "hole set"],
];
/** A stroke's name beside its events ("breaststroke" with "100 breast", "200 breast"): the events say it. */
const STROKE_EVENTS: Readonly<Record<string, RegExp>> = { freestyle: /\bfree$/u, butterfly: /\bfly$/u, backstroke: /\bback$/u, breaststroke: /\bbreast$/u, "individual medley": /\bim$/u };

function oneWordPerPosition(codes: readonly string[]): string[] {
  const kept = codes.filter((code) => !(code in STROKE_EVENTS && codes.some((other) => other !== code && /\d/u.test(other) && STROKE_EVENTS[code]!.test(other))));
  return kept.filter((code) => {
    const group = SYNONYMS.find((words) => words.includes(code));
    if (!group) return true;
    return group.find((word) => kept.includes(word)) === code;
  });
}

/** "I moved from DS to outside", "switched from setter to libero": the position she left is no longer hers. */
const LEFT_POSITION_BEFORE = /\b(?:moved|moving|switched|switching|converted|converting|changed|changing|transitioned|transitioning|went)[ \t]+from[ \t]+$/iu;
const LEFT_FOR_ANOTHER_AFTER = /^[ \t]+to[ \t]+\S/u;

/**
 * A position that is someone else's, said just before it: the college's ("your starting setter", but not "your next setter",
 * which she offers to be), the one the college is looking for ("you are looking for a 2028 setter"), one she says she is not
 * ("I'm not a setter").
 */
const NOT_HERS_BEFORE = /(?:(?<!\b(?:be|become|as)[ \t]{1,3})\byour[ \t]+(?!next\b|future\b|new\b)(?:[\p{L}\d'’-]+[ \t]+)?|\bnot[ \t]+an?[ \t]+|\byou(?:['’]re|[ \t]+are)?[ \t]+(?:looking[ \t]+for|need(?:ing)?|recruiting|seeking|searching[ \t]+for)[ \t]+(?:an?|another)[ \t]+(?:[\p{L}\d'’-]+[ \t]+)?)$/iu;

/** The kind of player someone asked about ("You asked at Lone Star about left-handed opposites"): what the college wants, no one's position. */
const ASKED_ABOUT_BEFORE = /\basked[ \t]+(?:[^.!?\n]{0,40}[ \t])?about[ \t]+(?:an?[ \t]+)?(?:[\p{L}\d'’-]+[ \t]+)?$/iu;

/** "I used to be a setter", "formerly a libero"; "I was a setter until last season": a position she played once. */
const USED_TO_BEFORE = /\b(?:used[ \t]+to[ \t]+(?:be[ \t]+(?:an?[ \t]+)?|play[ \t]+)|formerly[ \t]+(?:an?[ \t]+)?)$/iu;
const WAS_BEFORE = /\b(?:was|played)[ \t]+(?:an?[ \t]+)?$/iu;
const UNTIL_AFTER = /^[ \t]+(?:until|till|through)\b/iu;

/** "hoping to play setter in college", "training to become a setter", "working to be a libero": a position she aims for. */
const AIMED_FOR_BEFORE = /\b(?:hop(?:e|es|ing)|want(?:s|ing)?|wish(?:es|ing)?|plan(?:s|ning)?|dream(?:s|ing)?|train(?:s|ing)|learn(?:s|ing)|work(?:s|ing))[ \t]+(?:on[ \t]+)?to[ \t]+(?:play|be(?:come)?)[ \t]+(?:an?[ \t]+)?$/iu;

/**
 * Positions written anywhere in the text (not labelled), each with where it is: a position she left, or someone else's, is
 * dropped, and one she aims for when she names one she plays.
 */
function writtenPositions(context: ExtractContext, blocked: (start: number, end: number) => boolean): { code: string; start: number; end: number }[] {
  const { text } = context;
  const kept = everyPositionMention(context, blocked)
    .map((item) => ({ item, before: text.slice(Math.max(0, item.start - 40), item.start), after: text.slice(item.end, item.end + 10) }))
    .filter(({ item, before, after }) => {
      const left = (LEFT_POSITION_BEFORE.test(before) && LEFT_FOR_ANOTHER_AFTER.test(after)) || USED_TO_BEFORE.test(before) || (WAS_BEFORE.test(before) && UNTIL_AFTER.test(after));
      return !left && !NOT_HERS_BEFORE.test(before) && !ASKED_ABOUT_BEFORE.test(text.slice(Math.max(0, item.start - 70), item.start));
    });
  const aimedFor = kept.map(({ before }) => AIMED_FOR_BEFORE.test(before));
  const playsOne = aimedFor.includes(false);
  return kept.filter((_, index) => !(playsOne && aimedFor[index])).map(({ item }) => item);
}

/** Every position written anywhere (not labelled), a position she left included. */
function everyPositionMention(context: ExtractContext, blocked: (start: number, end: number) => boolean): { code: string; start: number; end: number }[] {
  const { text } = context;
  const sport = context.sport?.sport ?? null;
  const folded = fold(text);
  if (sport !== null && !isCodedSport(sport)) return otherSportPositionsIn(text, folded, sport).filter((item) => !blocked(item.start, item.end));
  const found: { code: string; start: number; end: number }[] = [];
  for (const match of caselessMatches(PHRASE, folded)) {
    if (blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0], sport, false)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  // Phone-typed mail writes codes in lowercase; only a slash list ("ss/2b", "oh/rs"), a code after "play" or after her class year is safe to read then,
  // in a lower-case mail or on a line written all in lower case (her note quoted under a capitalised forward).
  for (const match of LOWER_CODE_HINT.test(text) ? [...matchesOf(LOWER_CODE_LIST, text), ...matchesOf(LOWER_CODE_PLAYED, text), ...matchesOf(LOWER_CODE_AFTER_YEAR, text)] : []) {
    if ((!context.lowercase && !writtenInLowercase(text, match.index)) || blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0].toUpperCase(), sport, true)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  for (const match of DOTTED_CODES_HINT.test(text) ? matchesOf(DOTTED_CODES, text) : []) {
    if (blocked(match.index, match.index + match[0].length)) continue;
    for (const code of normalise(match[0].replace(/\./gu, "").toUpperCase(), sport, true)) found.push({ code, start: match.index, end: match.index + match[0].length });
  }
  if (sport === "softball") {
    for (const match of caselessMatches(BASE_BY_ORDINAL, text)) {
      if (!blocked(match.index, match.index + match[0].length)) found.push({ code: BASE_CODES[match[0].toLowerCase()]!, start: match.index, end: match.index + match[0].length });
    }
    for (const match of caselessMatches(PITCHES, text)) if (!blocked(match.index, match.index + match[0].length)) found.push({ code: "P", start: match.index, end: match.index + match[0].length });
  }
  for (const match of [...matchesOf(ONE_LETTER_CELL, text), ...matchesOf(ONE_LETTER_AFTER_YEAR, text), ...matchesOf(ONE_LETTER_AFTER_NAME, text)]) {
    if (blocked(match.index, match.index + 1) || !ENTRY_LINE.test(lineAndNext(text, match.index))) continue;
    for (const code of normalise(match[0], sport, true)) found.push({ code, start: match.index, end: match.index + 1 });
  }
  for (const match of matchesOf(CODE, text)) {
    const written = match[0];
    if (written !== written.toUpperCase()) continue;
    const isList = written.includes("/");
    if (!isList && written.length < 2) continue;
    if (blocked(match.index, match.index + written.length)) continue;
    if (CODES_THAT_ARE_WORDS.has(written) && writtenInCapitals(text, match.index) && !CLASS_YEAR_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    if (written === "MB" && sport !== "volleyball" && FILE_SIZE_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
    for (const code of normalise(written, sport, true)) found.push({ code, start: match.index, end: match.index + written.length });
  }
  return found;
}

/**
 * The first mention and the positions named with it (same line, within a short phrase), and those that lead the
 * lines right after it when her list gives one per line ("500 free  4:58.31" / "1000 free  10:21.07", "- Discus: 128' 2\"").
 */
function cluster<T extends { start: number }>(text: string, items: readonly T[]): T[] {
  const first = items[0];
  if (!first) return [];
  const newline = text.indexOf("\n", first.start);
  const limit = Math.min(newline === -1 ? text.length : newline, first.start + 60);
  const kept = items.filter((item) => item.start <= limit);
  if (!leadsItsLine(text, first.start)) return kept;
  for (let lineStart = newline + 1; newline !== -1 && lineStart > 0 && lineStart < text.length; ) {
    const leading = items.find((item) => item.start >= lineStart && leadsItsLine(text, item.start) && text.lastIndexOf("\n", item.start - 1) + 1 === lineStart);
    if (!leading) break;
    kept.push(leading);
    lineStart = text.indexOf("\n", lineStart) + 1;
  }
  return kept;
}

/** The line holding the offset and the line after it: a signature's name line has her class and height under it. */
function lineAndNext(text: string, offset: number): string {
  const { line, end } = lineAround(text, offset);
  return end < text.length ? `${line}\n${lineAround(text, end + 1).line}` : line;
}

/** Only a bullet, a dash or a number stands before it on its line: it leads a list item. */
function leadsItsLine(text: string, offset: number): boolean {
  return /^[ \t]*(?:[-–•*·]|\d{1,2}[.)])?[ \t]*$/u.test(text.slice(text.lastIndexOf("\n", offset - 1) + 1, offset));
}

/** "OH/RS", "Setter, DS", "outside hitter" → codes for the sport; other sports keep their words. */
export function normalise(written: string, sport: Sport | null, allowCodes: boolean): string[] {
  const codes: string[] = [];
  // "P / Secondary: 1B", "RHP Secondary: 1B" (a profile's two columns, their gap lost when HTML collapsed it): a second
  // label inside the value parts it.
  for (const part of fold(written).split(/\s*(?:\/|,|&|\+|\band\b|\bor\b|\by\b|\bet\b|\(|\)|;|\|)\s*|\s+(?=(?:secondary|other)(?: positions?)?[ \t]*[:：])/u)) {
    const piece = part.trim().replace(/[.]$/, "").replace(/^(?:primary|secondary|main|other|also)(?: positions?)?[ \t]*[:：-]?[ \t]*/u, "").replace(SAYS_PLAYS, "");
    if (!piece) continue;
    const code = lookup(piece, sport, allowCodes);
    if (code) codes.push(code);
    // Sports without a code list keep a labelled position as written, in lower case ("midfielder"); with no sport
    // known, words after a team on an event line ("in dallas", "we start on court 22") are no position.
    else if (allowCodes && sport !== null && !isCodedSport(sport) && /^[\p{L}\d -]{2,40}$/u.test(piece)) codes.push(piece);
  }
  return unique(codes).slice(0, MAX_POSITIONS);
}

/** "(can also play attacking mid)", "can cover center back": the words saying she plays it, before the position. */
const SAYS_PLAYS = /^(?:(?:she|i)[ \t]+)?(?:(?:can|could|will|may)[ \t]+)?(?:also[ \t]+)?(?:play(?:s|ing)?|cover(?:s|ing)?|fill(?:s|ing)?[ \t]+in(?:[ \t]+at)?|at)[ \t]+/u;

function lookup(piece: string, sport: Sport | null, allowCodes: boolean): string | null {
  if (sport !== null && !isCodedSport(sport)) return otherSportPosition(piece, sport);
  for (const word of COMPILED) {
    if (word.codeOnly && !allowCodes) continue;
    if (!word.exact.test(piece)) continue;
    const code = sport === "softball" ? (word.softball ?? null) : sport === "volleyball" ? (word.volleyball ?? null) : (word.volleyball ?? word.softball ?? null);
    if (code) return code;
  }
  // Whole phrases that contain a position ("a 6'1 outside hitter"): first word list match.
  if (!allowCodes) return null;
  const inside = INSIDE.exec(piece);
  return inside ? lookup(inside[0], sport, false) : null;
}

function unique(codes: readonly string[]): string[] {
  return [...new Set(codes)];
}
