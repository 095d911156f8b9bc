import type { Sport } from "@machines/inbox/positions";
import type { SenderRole } from "@machines/inbox/senderRole";
import type { Mailbox } from "@machines/inbox/processedEmail";
import type { Warnings } from "../limits";
import { caseless, caselessTest, fold, type AnalysedText } from "../text";
import { rememberPer } from "../remember";
import { CLOSING_LINE } from "./vocabulary";
import { withoutClosingAppTaglines } from "../mime/appTaglines";

/** The sport an email names, and where (detectSport). */
export interface SportEvidence {
  sport: Sport;
  /** The first word that named it. */
  start: number;
  end: number;
  /**
   * Named only outside her own words: in the coach's own note above the forward (her programme's sport), or in her address
   * ("harmony.hoops@…"). That line, as the evidence.
   */
  readElsewhere?: string;
}

/** Everything the field extractors share about one email. */
export interface ExtractContext {
  text: string;
  bodyStart: number;
  role: SenderRole;
  sport: SportEvidence | null;
  /** Who wrote the original message (innermost From). */
  writer: Mailbox | null;
  /** People who are certainly not the athlete: the forwarding coach, the college coach it was sent to. */
  notAthlete: { names: ReadonlySet<string>; addresses: ReadonlySet<string> };
  /** The writer's sign-off block (after "Thanks," …), where an athlete's details often are. */
  signature: { start: number; end: number } | null;
  /** Typed without capitals (phone style): name-shaped words are then accepted in lowercase. */
  lowercase: boolean;
  /** Written in Spanish or Portuguese, where three-word names carry two surnames. */
  doubleSurnames: boolean;
  /** Where an extractor says that one of its limits cut its reading short. */
  warnings?: Warnings;
}

export function buildContext(
  doc: AnalysedText,
  role: SenderRole,
  sport: SportEvidence | null,
  writer: Mailbox | null,
  others: readonly (Mailbox | null)[],
  warnings?: Warnings,
): ExtractContext {
  const names = new Set<string>();
  const addresses = new Set<string>();
  // A parent, coach or service writing is never the athlete they write about.
  for (const person of role === "athlete" ? others : [...others, writer]) {
    if (!person) continue;
    if (person.address && person !== writer) addresses.add(person.address.toLowerCase());
    const name = person.name && !person.name.includes("@") ? fold(person.name.replace(/\(.*?\)|".*?"|^\s*(?:coach|mr|mrs|ms|dr)\.?\s+/giu, "")).replace(/[^a-z\s-]/g, " ").trim() : "";
    if (name.split(/\s+/).length >= 2) names.add(name.replace(/\s+/g, " "));
  }
  return { text: doc.text, bodyStart: doc.bodyStart, role, sport, writer, notAthlete: { names, addresses }, ...docFacts(doc), warnings };
}

type DocFacts = Pick<ExtractContext, "signature" | "lowercase" | "doubleSurnames">;

/** What a context takes from its text alone, whoever wrote it: read once for a text read in several roles (readAthlete's). */
const docFacts = rememberPer(readDocFacts);

/**
 * A word that is a link or an address ("youtu.be/Lw28Oh03xYz", "kaylee@…"), whole: from its start past its first "@" or
 * "://" to its end (one pattern over the text, rather than a test of each word).
 */
const LINK_OR_ADDRESS_WORD = /(?<!\S)(?:[^\s@:]|:(?!\/\/))*(?:@|:\/\/)\S*/gu;

function readDocFacts(doc: AnalysedText): DocFacts {
  // Links and addresses keep their own capitals ("youtu.be/Lw28Oh03xYz") in mail typed without any.
  const letters = doc.text.slice(doc.bodyStart).replace(LINK_OR_ADDRESS_WORD, "").replace(/\P{L}+/gu, "");
  const capitals = letters.replace(/\P{Lu}+/gu, "").length;
  return {
    signature: findSignature(doc),
    lowercase: letters.length > 40 && capitals / letters.length < 0.02,
    doubleSurnames: countIberianWords(doc.text) >= 4 || caselessTest(IBERIAN_HOME, doc.text) || caselessTest(IBERIAN_PLAYERS, doc.text),
  };
}

const IBERIAN_WORDS = /\b(?:que|para|con|por|los|las|del|com|não|uma|está|también|también|obrigad[oa]|gracias|entrenador[a]?|treinador[a]?|hija|filha|jugadora|jogadora)\b/giu;

/** A writer from a country whose names carry two surnames, writing in English ("I am from Londrina, Brazil"). */
const IBERIAN_HOME = /\b(?:i(?:['’]m| am)|she(?:['’]s| is)|we(?:['’]re| are)|live|lives|living)[ \t]+(?:from|in)[ \t]+[^.\n]{0,60}?\b(?:brazil|brasil|portugal|spain|(?<!new[ \t])mexico|argentina|colombia|chile|peru|venezuela|uruguay|paraguay|ecuador|bolivia|puerto rico|costa rica|guatemala)\b/iu;

/**
 * Players or a writer of such a country said so in English: "Spanish student-athletes", "a Brazilian setter", or a place line
 * ending with the country ("Iberia Campus Sports | Valencia, Spain"; not "Santa Fe, New Mexico").
 */
const IBERIAN_PLAYERS = /\b(?:spanish|brazilian|portuguese|mexican|argentin(?:e|ian)|colombian|chilean|peruvian|venezuelan|uruguayan|paraguayan|ecuadorian|bolivian|puerto rican|costa rican|guatemalan)[ \t]+(?:student[- ]athletes?|athletes?|players?|prospects?|recruits?|setter|hitter|libero|pitcher|catcher|midfielder|forward|defender|goalkeeper)\b|,[ \t]*(?:spain|españa|brazil|brasil|portugal|méxico|argentina|colombia|chile|per[uú]|venezuela|uruguay|paraguay|ecuador|bolivia)[ \t]*$/imu;

function countIberianWords(text: string): number {
  const fast = caseless(IBERIAN_WORDS, text);
  return (fast.text.match(fast.pattern) ?? []).length;
}

/** The first line of a writer's sign-off ("Respectfully,\nReagan Holloway" → "Reagan Holloway"; "-Kenzie Walsh"), or null. */
export function signOffLine(words: string): string | null {
  const signature = findSignature({ text: words, bodyStart: 0 });
  const line = signature && /^\s*([^\n]+)/u.exec(words.slice(signature.start, signature.end))?.[1];
  return line ? line.replace(/^[ \t]*[-–—~][ \t]*/u, "").trim() : null;
}

/** The block after the last closing line ("Thanks,", "Sincerely,", "Gracias,") up to the end of the body. */
function findSignature(doc: AnalysedText): { start: number; end: number } | null {
  const body = doc.text.slice(doc.bodyStart);
  const closing = new RegExp(CLOSING_LINE.source, "gim");
  let last: RegExpExecArray | null = null;
  for (let match = closing.exec(body); match; match = closing.exec(body)) last = match;
  if (!last) return closingBlock(doc);
  const start = doc.bodyStart + last.index + last[0].length;
  const end = Math.min(doc.text.length, start + 600);
  return start < end ? { start, end } : null;
}

/**
 * Where the last blank line starts (-1 when none): the first blank line with no other after it.
 * One pass (a lookahead for "no other blank line after" would rescan the rest of the text at each).
 */
function lastBlankLine(body: string): number {
  const blank = /\n[ \t]*\n/gu;
  const found: { start: number; end: number }[] = [];
  for (let match = blank.exec(body); match; match = blank.exec(body)) {
    found.push({ start: match.index, end: match.index + match[0].length });
    blank.lastIndex = match.index + 1;
  }
  const lastStart = found.at(-1)?.start ?? -1;
  return found.find((blankLine) => blankLine.end > lastStart)?.start ?? -1;
}

/** A last line that is a full name alone, under the letter's last words ("… here's my film https://…\nMarisa Quintanilla"); no brand ("RankRise Digital"). */
const NAME_LAST_LINE = /\n[ \t]*\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*(?:[ \t]+\p{Lu}\p{Ll}+(?:['’-]\p{Lu}?\p{Ll}+)*){1,2}[ \t]*$/u;
/** A last paragraph of one capitalised word ("…anything else you need from me.\n\nBailey"). */
const ONE_WORD_LAST_PARAGRAPH = /\n[ \t]*\n[ \t]*(\p{Lu}\p{Ll}+)[ \t]*$/u;

/**
 * Her first name alone closing the letter, where the letter writes it as a first name too ("Name: Bailey Achterberg" above
 * "Bailey"): not a closing word or a team's cheer.
 */
function givenNameLastParagraph(body: string): { index: number } | null {
  const last = ONE_WORD_LAST_PARAGRAPH.exec(body);
  if (!last) return null;
  const firstOfFullName = new RegExp(String.raw`(?<![\p{L}'’-])${last[1]!}[ \t]+\p{Lu}\p{Ll}`, "u");
  // The match starts at the blank line's first newline; the sign-off starts after the second.
  return firstOfFullName.test(body.slice(0, last.index)) ? { index: last.index + last[0].indexOf("\n", 1) } : null;
}

/** A last line that is a dash and a name: "-Sarah Kim", "— Kenzie". */
const DASHED_SIGN_OFF = /\n[ \t]*[-–—~][ \t]*\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2}[ \t]*$/u;

/**
 * Without a closing word, a short last paragraph that starts with a name ("Taylor Brooks-Hale\nClass of 2027 | SS/2B"),
 * or a last line signed with a dash or a full name alone ("… Video: https://…\n-Sarah Kim"), above any "Sent from my iPhone" her mail app added.
 */
function closingBlock(doc: AnalysedText): { start: number; end: number } | null {
  const body = withoutClosingAppTaglines(doc.text.slice(doc.bodyStart));
  const dashed = DASHED_SIGN_OFF.exec(body) ?? NAME_LAST_LINE.exec(body) ?? givenNameLastParagraph(body);
  if (dashed) return { start: doc.bodyStart + dashed.index + 1, end: doc.bodyStart + body.length };
  const lastBreak = lastBlankLine(body);
  if (lastBreak < 0) return null;
  const block = body.slice(lastBreak).replace(/^\s+/u, "");
  const lines = block.split("\n");
  if (lines.length > 6 || !/^\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){1,2}[ \t]*(?:$|[|,–-])/u.test(lines[0]!)) return null;
  const start = doc.bodyStart + body.length - block.length;
  return { start, end: Math.min(doc.text.length, start + 600) };
}
