import { fold, lineAround, tableCells, wordOffsets, type Candidate } from "../text";
import type { ExtractContext } from "./context";
import { ORGANISATION_AFTER, descriptionStart, introducedHere, isDescribedApart, isNamedJointly, siblingsIntroduced, writersDisplayName, type PersonName } from "./names";
import { areNicknames } from "../merge/nicknames";

/**
 * Where each athlete of an email is: a coach or parent introducing several players (a list, a
 * table's rows, a paragraph each, repeated "Name: … / Position: …" blocks) gives each her own part
 * of the text. A mention of an athlete runs to the end of its paragraph, or to the next name (a
 * table's next row, the next list item); what follows the last one applies to all ("Both play for
 * me at …"). Parts are blanked, never cut, so every offset stays one into the analysed text.
 */

/** A name given under a label ("Name: …", "Player: …") starts a profile block: an athlete whatever follows. */
const LABELLED_NAME = 0.95;

/** Athletes told apart at most: each new name is compared with every athlete found before it. */
const MAX_INTRODUCED = 50;

/** One athlete the email introduces: the mention that names her best, and every mention of her. */
export interface IntroducedAthlete {
  name: Candidate<PersonName>;
  mentions: Candidate<PersonName>[];
  /** The writing athlete's sister or brother: the writer's own address, phone and sign-off are not hers. */
  sibling?: boolean;
}

/**
 * The athletes a writer other than the athlete introduces, in the email's order, the chosen
 * (main) athlete among them. An athlete writing about herself introduces only herself (her own
 * signature comes after any teammate she names), and the sister or brother she introduces with a
 * class and a position. (A service's list of many is read too, but it is not recruiting, so it
 * yields no athlete unless the coach says it is recruiting.)
 */
export function introducedAthletes(context: ExtractContext, names: readonly Candidate<PersonName>[], chosen: Candidate<PersonName>): IntroducedAthlete[] {
  if (context.role === "athlete") {
    const siblings = siblingsIntroduced(context, chosen.value.last).filter((sibling) => !sameAthlete(sibling.value, chosen.value));
    return [{ name: chosen, mentions: names.filter((candidate) => sameAthlete(candidate.value, chosen.value)) }, ...siblings.map((sibling) => ({ name: sibling, mentions: [sibling], sibling: true }))];
  }
  const athletes: IntroducedAthlete[] = [{ name: chosen, mentions: [] }];
  // The writer's own name ("It's Hallie Marsh (now Marsh-Conroy)" from Hallie Marsh-Conroy) introduces the writer, not a player.
  const writer = writersDisplayName(context);
  const ordered = [...names].sort((a, b) => a.start - b.start || b.confidence - a.confidence).filter((candidate) => !writer || !isWriter(candidate.value, writer));
  for (const candidate of ordered) {
    // A roster of hundreds is no introduction of each: past the limit, the count says enough.
    if (athletes.length > MAX_INTRODUCED) break;
    const known = athletes.find((athlete) => sameAthlete(candidate.value, athlete.name.value));
    if (known) {
      known.mentions.push(candidate);
      // A surer mention names her better ("Name: Ava Chen" after "Ava" in a list).
      if (known !== athletes[0] && candidate.confidence > known.name.confidence && candidate.value.last) known.name = candidate;
    } else if (candidate.end > candidate.start && candidate.start >= context.bodyStart && !inOtherColumn(context.text, candidate.start) && (candidate.value.last ? candidate.confidence >= LABELLED_NAME || introducesAthlete(context.text, candidate) || isDescribedApart(candidate) : isNamedJointly(candidate))) {
      athletes.push({ name: candidate, mentions: [candidate] });
    }
  }
  const firstMention = (athlete: IntroducedAthlete) => Math.min(...athlete.mentions.filter((mention) => mention.end > mention.start).map((mention) => mention.start), athlete.name.start);
  return athletes.sort((a, b) => firstMention(a) - firstMention(b));
}

/** The same first name, and a surname that is the writer's or one part of it (a maiden name inside a hyphenated married one). */
function isWriter(name: PersonName, writer: PersonName): boolean {
  if (!name.last || !writer.last || fold(name.first) !== fold(writer.first)) return false;
  return fold(writer.last).split(/[-\s]+/u).includes(fold(name.last)) || fold(writer.last) === fold(name.last);
}

/**
 * The text with the given mentions' parts blanked (line breaks kept): what an athlete is read from
 * when the others' parts are not hers. Counted per offset, in one pass over the text.
 */
export function blankMentions(context: ExtractContext, names: readonly { start: number }[], blanked: readonly { start: number }[]): ExtractContext {
  if (!blanked.length) return context;
  const { text } = context;
  // A mention's part starts where what describes her right before her name does ("her catcher Camila Toro").
  const mentions = [...new Set(names.map((candidate) => descriptionStart(text, candidate.start)))].sort((a, b) => a - b);
  const shared = [...text.matchAll(SAID_OF_ALL)].map((match) => match.index);
  const depthChange = new Int32Array(text.length + 1);
  let next = 0;
  let nextShared = 0;
  for (const mention of [...blanked].sort((a, b) => a.start - b.start)) {
    while (next < mentions.length && mentions[next]! <= mention.start) next++;
    while (nextShared < shared.length && shared[nextShared]! <= mention.start) nextShared++;
    const paragraphEnd = text.indexOf("\n\n", mention.start);
    const end = Math.min(paragraphEnd === -1 ? text.length : paragraphEnd, mentions[next] ?? text.length, shared[nextShared] ?? text.length);
    if (end <= mention.start) continue;
    const start = Math.min(itemStart(text, mention.start, mentions[next - 2] ?? -1), descriptionStart(text, mention.start));
    depthChange[start]!++;
    depthChange[end]!--;
  }
  for (const row of tableHeaderRows(text)) {
    depthChange[row.start]!++;
    depthChange[row.end]!--;
  }
  let depth = 0;
  let masked = "";
  for (let offset = 0; offset < text.length; offset++) {
    depth += depthChange[offset]!;
    const char = text[offset]!;
    masked += depth > 0 && char !== "\n" ? " " : char;
  }
  const signature = context.signature && masked.slice(context.signature.start, context.signature.end) === text.slice(context.signature.start, context.signature.end) ? context.signature : null;
  return { ...context, text: masked, signature };
}

/** Cells of a table row as html-to-text writes it ("Kiera Dunleavy | 2027 | Forward |") or as tabs separate them. */
const CELL_SEPARATOR = /[|\t]/u;
/** A header cell: a label of a few words, no digit ("Grad", "High School", "Pos.", "#"). */
const HEADER_CELL = /^[\p{L}#][\p{L}#./' -]{0,24}$/u;
const MIN_TABLE_COLUMNS = 3;
const isHeaderRow = (cells: readonly string[]) => cells.every((cell) => HEADER_CELL.test(cell));

/**
 * A roster table's header row ("Player | Grad | Position | Height"), with a row of as many cells and a digit under it:
 * labels of every row, none of one athlete's values ("Position | Height" is no position).
 */
function tableHeaderRows(text: string): { start: number; end: number }[] {
  const rows: { start: number; end: number }[] = [];
  if (!CELL_SEPARATOR.test(text)) return rows;
  let start = 0;
  let header: { start: number; end: number; columns: number } | null = null;
  while (start < text.length) {
    const newline = text.indexOf("\n", start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end);
    if (line.trim() !== "") {
      const cells = CELL_SEPARATOR.test(line) ? tableCells(text, start, end).map((cell) => cell.value) : [];
      if (header && cells.length === header.columns && /\d/u.test(line)) rows.push({ start: header.start, end: header.end });
      header = cells.length >= MIN_TABLE_COLUMNS && isHeaderRow(cells) ? { start, end, columns: cells.length } : null;
    }
    start = end + 1;
  }
  return rows;
}

/** A roster's column of players ("Name", "Player", "Athlete", "First", "Last"); a name in any other (her school, her coach) is no athlete. */
const NAME_COLUMN = /\b(?:names?|players?|athletes?|recruits?|prospects?|students?|first|last)\b/iu;
/** Rows looked up from a cell for its table's header row. */
const MAX_ROWS_ABOVE = 60;

/** The name at `offset` is a cell of a table whose header row labels its column as something else than the player ("School"). */
function inOtherColumn(text: string, offset: number): boolean {
  const line = lineAround(text, offset);
  if (!CELL_SEPARATOR.test(line.line)) return false;
  const row = tableCells(text, line.start, line.end);
  const column = row.findIndex((cell) => offset >= cell.start && offset < cell.end);
  if (column === -1) return false;
  for (let rows = 0, lineStart = line.start; rows < MAX_ROWS_ABOVE && lineStart > 0; rows++) {
    const end = lineStart - 1;
    lineStart = text.lastIndexOf("\n", end - 1) + 1;
    const cells = tableCells(text, lineStart, end).map((cell) => cell.value);
    if (cells.length !== row.length) return false;
    if (isHeaderRow(cells)) return !NAME_COLUMN.test(cells[column]!);
  }
  return false;
}

/**
 * A sentence about all the athletes ("All three play for …", "Both are 4.0 students"), or its rest after the last one's
 * details in brackets ("… and Kenna Schultz (2029 MB) both play for …"): no one athlete's part, though in her paragraph.
 */
const SAID_OF_ALL = /(?<=[.!?][ \t]+|^|\)[ \t]+)(?:all (?:three|four|five|six|of them|of the girls)|both(?: of them| girls)?|they (?:all|both)|each of them|the (?:three|four|five) of them)\b/gimu;

/** The text with its subject line blanked (offsets kept). */
export function blankSubject(context: ExtractContext): ExtractContext {
  const subjectEnd = Math.max(0, context.bodyStart - 2);
  return { ...context, text: " ".repeat(subjectEnd) + context.text.slice(subjectEnd) };
}

/** Longest lead-in before a name that is still part of her list item ("Catcher - ", "2) ", "• "). */
const MAX_ITEM_LEAD = 30;

/** Where the item a name starts begins: its line's start when only a short lead-in ("SS - Alexis …") precedes it. */
function itemStart(text: string, nameStart: number, previousMention: number): number {
  const lineStart = text.lastIndexOf("\n", nameStart - 1) + 1;
  return nameStart - lineStart <= MAX_ITEM_LEAD && previousMention < lineStart ? lineStart : nameStart;
}

/**
 * Where the body calls an athlete by her first name alone ("Mia's video: …", "Mia is from …"): her
 * part too, for the other athletes. Not when another athlete has the same first name.
 */
export function firstNameMentions(context: ExtractContext, athlete: IntroducedAthlete, athletes: readonly IntroducedAthlete[]): { start: number }[] {
  const first = athlete.name.value.first;
  if (first.length < 3 || athletes.some((other) => other !== athlete && fold(other.name.value.first) === fold(first))) return [];
  const { text } = context;
  return wordOffsets(text, first, context.bodyStart, Number.POSITIVE_INFINITY)
    .filter((start) => !namedInAList(text, start, start + first.length))
    .filter((start) => OPENS_CLAUSE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || SAID_OF_HER_AFTER.test(text.slice(start + first.length, start + first.length + 8)))
    .map((start) => ({ start }));
}

/** Another capitalised name joined to hers by a comma, "and" or "&", before or after it. */
const JOINED_NAME_BEFORE = /\p{Lu}[\p{L}'’-]+(?:,[ \t]*(?:and[ \t]+|&[ \t]*)?|[ \t]+(?:and|&)[ \t]+)$/u;
const JOINED_NAME_AFTER = /^(?:,[ \t]*(?:and[ \t]+|&[ \t]*)?|[ \t]+(?:and|&)[ \t]+)\p{Lu}/u;

/** "Madison, Brooklyn and Charlotte are all 2028s": first names listed together, what follows said of them all. */
function namedInAList(text: string, start: number, end: number): boolean {
  return JOINED_NAME_BEFORE.test(text.slice(Math.max(0, start - 24), start)) || JOINED_NAME_AFTER.test(text.slice(end, end + 8));
}

/**
 * Where a first name alone starts what is said of her: a sentence, a line, a list item or a label ("Mia is from …",
 * "• Mia: …"), or anywhere when what follows is said of her: her possessive, a colon or a verb ("… and Mia's video", "make it
 * about Jordyn: she is …"). Inside a sentence about another ("runs our 6-2 with Gabby, and …") it is that one's part.
 */
const OPENS_CLAUSE_BEFORE = /(?:^|[.!?:;(|•·][ \t]*|\n[ \t]*(?:[-*–—]|\d{1,2}[.)])?[ \t]*|\b(?:and|but|while|also)[ \t]+)$/u;
const SAID_OF_HER_AFTER = /^(?:['’]s\b|[ \t]*[:–—]|[ \t]+(?:is|has|was|plays|will|can)\b)/u;

/** The name is followed by athlete details of its own (a class year, a height, a position). */
export function introducesAthlete(text: string, candidate: Candidate<PersonName>): boolean {
  return !ORGANISATION_AFTER.test(text.slice(candidate.end, candidate.end + 20)) && introducedHere(text, candidate.end);
}

/**
 * Two mentions of one athlete: one name inside the other ("Barbosa Lima" in "Beatriz Barbosa Lima",
 * "Ava" in "Ava Chen"), or the same surname with the same first name or a nickname of it. Sisters
 * and twins share a surname but not a first name: they are two athletes.
 */
export function sameAthlete(a: PersonName, b: PersonName): boolean {
  // Whole words: "Ana" is part of "Ana Ruiz", not of "Anabel Ruiz".
  const full = (name: PersonName) => ` ${fold(`${name.first} ${name.last ?? ""}`.trim())} `;
  if (full(a).includes(full(b)) || full(b).includes(full(a))) return true;
  if (a.last === null || b.last === null || fold(a.last) !== fold(b.last)) return false;
  return areNicknames(fold(a.first), fold(b.first));
}
