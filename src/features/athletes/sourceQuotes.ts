/**
 * The athlete page's sources: one email sentence often gives many fields (name, class, height, city, state),
 * so each distinct sentence is shown once with the values read from it marked, instead of once per field.
 * Pure functions; the text is data from emails and is only ever rendered as text.
 */

/** A stretch of a quote, by character offsets (end excluded). */
export interface TextRange {
  start: number;
  end: number;
}

/** One field's claim on a source: which field, and how its value may be written there. */
export interface FieldSource<F extends string = string> {
  field: F;
  /** The email the value was read from. */
  emailId: string | null;
  text: string;
  /** The attachment of that email the text is from; absent for the email's own words. */
  attachment?: string;
  /** Ways the value may be written in the text (e.g. 6'1" and 6-1), tried in order. */
  forms: readonly string[];
}

export interface SourceQuote<F extends string = string> {
  emailId: string | null;
  text: string;
  attachment?: string;
  /** The fields read from this text, in the order given, each with where its value is written (null: not word for word). */
  fields: Array<{ field: F; mark: TextRange | null }>;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);

/**
 * Where a value is written in a text, ignoring case, as a whole word (so "OH" is not found in "John"):
 * the first form found wins; null when none is.
 */
export function findValue(text: string, forms: readonly string[]): TextRange | null {
  const folded = text.toLowerCase();
  for (const form of forms) {
    const needle = form.trim().toLowerCase();
    if (!needle) continue;
    for (let start = folded.indexOf(needle); start !== -1; start = folded.indexOf(needle, start + 1)) {
      const end = start + needle.length;
      const wholeAtStart = !isWordCharacter(needle[0]) || !isWordCharacter(folded[start - 1]);
      const wholeAtEnd = !isWordCharacter(needle[needle.length - 1]) || !isWordCharacter(folded[end]);
      if (wholeAtStart && wholeAtEnd) return { start, end };
    }
  }
  return null;
}

const sameDocument = (a: FieldSource, b: FieldSource) => a.emailId === b.emailId && (a.attachment ?? null) === (b.attachment ?? null);

/**
 * Fields that share a source (same email, same attachment, same text) grouped under it, in order of first
 * appearance. A text found inside a longer one of the same email (the subject read alone and with the body)
 * is shown within the longer one, its marks at their place there.
 */
export function groupBySource<F extends string>(sources: ReadonlyArray<FieldSource<F>>): Array<SourceQuote<F>> {
  const quotes = new Map<string, SourceQuote<F>>();
  for (const source of sources) {
    const home = sources.filter((other) => sameDocument(other, source) && other.text.includes(source.text)).reduce((longest, other) => (other.text.length > longest.text.length ? other : longest), source);
    const key = JSON.stringify([home.emailId, home.attachment ?? null, home.text]);
    let quote = quotes.get(key);
    if (!quote) {
      quote = { emailId: home.emailId, text: home.text, ...(home.attachment ? { attachment: home.attachment } : {}), fields: [] };
      quotes.set(key, quote);
    }
    const offset = home.text.indexOf(source.text);
    const mark = findValue(source.text, source.forms);
    quote.fields.push({ field: source.field, mark: mark && { start: mark.start + offset, end: mark.end + offset } });
  }
  return [...quotes.values()];
}

/** Overlapping or touching ranges joined, sorted by start. */
export function mergeRanges(ranges: readonly TextRange[]): TextRange[] {
  const merged: TextRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

export interface Excerpt {
  text: string;
  /** The marks, moved to the excerpt's offsets and merged. */
  marks: TextRange[];
  cutBefore: boolean;
  cutAfter: boolean;
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * At most about `maxLength` characters of `text` around its marks, cut only between words (the cut sides
 * then show an ellipsis). The marks are never cut: when they alone are longer, the excerpt spans them all.
 */
export function excerptAround(text: string, marks: readonly TextRange[], maxLength: number): Excerpt {
  const merged = mergeRanges(marks);
  if (text.length <= maxLength) return { text, marks: merged, cutBefore: false, cutAfter: false };
  const first = merged[0]?.start ?? 0;
  const last = merged[merged.length - 1]?.end ?? 0;
  // Share what room is left on both sides of the marks, giving one side's unused room to the other.
  const room = Math.max(0, maxLength - (last - first));
  let start = Math.max(0, first - Math.floor(room / 2));
  const end = Math.min(text.length, start + Math.max(maxLength, last - first));
  start = Math.max(0, Math.min(start, end - maxLength));
  let from = start;
  let to = end;
  // Move the cuts inwards to the nearest space, but never into a mark.
  if (from > 0 && !isSpace(text[from - 1])) {
    while (from < first && !isSpace(text[from - 1])) from += 1;
    if (!isSpace(text[from - 1])) from = backToWordStart(text, from);
  }
  if (to < text.length && !isSpace(text[to])) {
    while (to > last && !isSpace(text[to])) to -= 1;
    if (!isSpace(text[to])) to = forwardToWordEnd(text, to);
  }
  const leading = text.slice(from, to).length - text.slice(from, to).trimStart().length;
  const excerpt = text.slice(from, to).trim();
  const shift = from + leading;
  return {
    text: excerpt,
    marks: merged.map((mark) => ({ start: mark.start - shift, end: mark.end - shift })),
    cutBefore: from > 0,
    cutAfter: to < text.length,
  };
}

/** A mark that begins mid-word (a value glued to other letters): the cut goes back to that word's start. */
function backToWordStart(text: string, index: number): number {
  let at = index;
  while (at > 0 && !isSpace(text[at - 1])) at -= 1;
  return at;
}

function forwardToWordEnd(text: string, index: number): number {
  let at = index;
  while (at < text.length && !isSpace(text[at])) at += 1;
  return at;
}

/** The excerpt as pieces to render in order, the marked ones flagged. */
export function markedPieces(text: string, marks: readonly TextRange[]): Array<{ text: string; marked: boolean }> {
  const pieces: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const mark of mergeRanges(marks)) {
    if (mark.start > at) pieces.push({ text: text.slice(at, mark.start), marked: false });
    pieces.push({ text: text.slice(mark.start, mark.end), marked: true });
    at = mark.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false });
  return pieces;
}
