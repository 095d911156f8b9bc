import planer from "planer";
import planerPatterns from "planer/lib/regexes.js";
import { MAX_QUOTE_LINES, MAX_QUOTE_PROBE_CHARS, type Warnings } from "../limits";
import { REPLY_HEADER } from "./quotedReply";

// Quoted lines under a reply header planer does not know ("El … escribió:", "Am … schrieb").
const QUOTED_RUN = /(?:^[ \t]*>[^\n]*(?:\n|$)){2,}/m;

/** How many lines one reply header (a splitter) may span, as in planer. */
const SPLITTER_MAX_LINES = 4;
// planer's splitter patterns, anchored: planer looks for them anywhere in a 4-line window and keeps
// only a match at its start, which makes them backtrack over the whole window at every position.
const SPLITTERS = planerPatterns.SPLITTER_PATTERNS.map((pattern) => new RegExp(pattern.source, `${pattern.flags.replace("g", "")}y`));

/**
 * Drops quoted replies (the college coach's earlier message under an athlete's reply) and keeps
 * everything the writer typed, signature included: planer removes quotations only, never signatures.
 * Lines are classified as planer does, but on their first MAX_QUOTE_PROBE_CHARS characters (a reply
 * header is short) and with its splitter patterns anchored, so the work is linear in the text.
 */
export function stripQuotes(body: string, warnings?: Warnings): string {
  const answered = inlineAnswers(body);
  if (answered) return answered;
  let kept = withoutQuotation(body, warnings);
  const header = REPLY_HEADER.exec(kept);
  if (header) kept = kept.slice(0, header.index);
  const quoted = QUOTED_RUN.exec(kept);
  // Only a quoted run that ends the message is a reply; quoted lines mid-message are the writer's choice.
  if (quoted && kept.slice(quoted.index + quoted[0].length).trim() === "") kept = kept.slice(0, quoted.index);
  return kept.trim() ? kept.trimEnd() : body.trimEnd();
}

const QUOTED_LINE = /^[ \t]*>/u;
const QUOTE_MARKS = /^[ \t]*(?:>[ \t]?)+/gmu;

/** Quoted history as its writer wrote it: the ">" marks of each quoted line taken off. */
function withoutQuoteMarks(text: string): string {
  return text.replace(QUOTE_MARKS, "");
}
/** Places the writer must answer at, between quoted lines, for a reply to be answered inline: one is only a signature under the quote. */
const MIN_INLINE_ANSWERS = 2;

/**
 * A reply written between the quoted lines ("> What's your GPA?" then "3.76 unweighted"): the writer's text above the
 * reply header and her lines below it, each answer under the quoted question it answers; the rest of the quote (the
 * greeting, the coach's signature) is dropped. Null when the writer answers in fewer than MIN_INLINE_ANSWERS places.
 */
function inlineAnswers(body: string): string | null {
  const reply = readInlineReply(body);
  if (!reply || reply.answers < MIN_INLINE_ANSWERS) return null;
  return `${body.slice(0, reply.headerStart).trimEnd()}\n\n${reply.kept.join("\n").trim()}`.replace(/\n{3,}/gu, "\n\n").trim();
}

/** Whether the text holds a reply answered between its quoted lines (a forward keeps such a reply's quote marks). */
export function answersInline(text: string): boolean {
  return (readInlineReply(text)?.answers ?? 0) >= MIN_INLINE_ANSWERS;
}

/** The lines under a reply header that are kept, and in how many places the writer wrote between quoted lines. */
function readInlineReply(body: string): { headerStart: number; kept: string[]; answers: number } | null {
  const header = REPLY_HEADER.exec(body);
  if (!header) return null;
  const lines = body.slice(header.index + header[0].length).split("\n", MAX_QUOTE_LINES);
  // Whether the next line that is not blank, after each line, is the writer's own: one pass from the end.
  const answeredNext: boolean[] = new Array<boolean>(lines.length).fill(false);
  for (let index = lines.length - 2; index >= 0; index--) {
    const next = lines[index + 1]!;
    answeredNext[index] = next.trim() === "" ? answeredNext[index + 1]! : !QUOTED_LINE.test(next);
  }
  const kept: string[] = [];
  let answers = 0;
  let afterQuote = false;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") {
      kept.push("");
    } else if (QUOTED_LINE.test(line)) {
      afterQuote = true;
      if (line.trimEnd().endsWith("?") && answeredNext[index]) kept.push(withoutQuoteMarks(line));
    } else {
      if (afterQuote) answers++;
      afterQuote = false;
      kept.push(line);
    }
  }
  return { headerStart: header.index, kept, answers };
}

function withoutQuotation(body: string, warnings: Warnings | undefined): string {
  const lines = body.split("\n", MAX_QUOTE_LINES + 1);
  if (lines.length > MAX_QUOTE_LINES) {
    warnings?.add(`more than ${MAX_QUOTE_LINES} lines: quoted replies looked for in the first ${MAX_QUOTE_LINES} only`);
    lines.length = MAX_QUOTE_LINES;
  }
  try {
    return planer.processMarkedLines(lines, markLines(lines.map((line) => line.slice(0, MAX_QUOTE_PROBE_CHARS)))).join("\n").trim();
  } catch {
    return body;
  }
}

/** planer's markMessageLines, with its splitter patterns anchored. */
function markLines(lines: readonly string[]): string {
  const markers: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === "") markers[index] = "e";
    else if (planerPatterns.QUOT_PATTERN.test(line)) markers[index] = "m";
    else if (planerPatterns.FWD.test(line)) markers[index] = "f";
    else {
      const splitter = splitterAt(lines.slice(index, index + SPLITTER_MAX_LINES).join("\n"));
      if (splitter) {
        const spanned = splitter.split("\n").length;
        // As planer: the line after the splitter is marked too, then overwritten unless it was the last.
        for (let offset = 0; offset <= spanned; offset++) markers[index + offset] = "s";
        index += spanned - 1;
      } else markers[index] = "t";
    }
  }
  return markers.join("");
}

function splitterAt(window: string): string | null {
  for (const pattern of SPLITTERS) {
    pattern.lastIndex = 0;
    const match = pattern.exec(window);
    if (match) return match[0];
  }
  return null;
}
