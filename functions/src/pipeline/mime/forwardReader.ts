import EmailForwardParser from "email-forward-parser";
import { isForwardSubject } from "./forwardAttribution";
import { forwardedMailbox, forwardedMailboxes } from "./forwardMailbox";
import { answersInline } from "./stripQuotes";
import type { ForwardedHeader } from "./unwrapForward";

/** One forward found in a text: its header, what was written above it, and the forwarded body. */
export interface ForwardBlock {
  header: ForwardedHeader;
  noteAbove: string | null;
  body: string;
}

const parser = new EmailForwardParser();

/**
 * The first forward in `text` (already bounded by the caller), read by email-forward-parser, which
 * knows every client and language it supports. Ours only where it has no answer: Outlook's
 * underscore line over a signature or disclaimer is no separator, and a separator-less header block
 * (Outlook 2013, new Outlook) under an edited subject.
 */
export function readForwardBlock(text: string, subject: string | null): ForwardBlock | null {
  const kept = keptQuoteMarks(text);
  const result = readWithParser(withoutBareRules(kept.text), subject);
  if (!result) return null;
  const { email } = result;
  return {
    header: { from: forwardedMailbox(email.from), to: forwardedMailboxes(email.to), subject: email.subject?.trim() || null, date: email.date?.trim() || null },
    noteAbove: kept.restore(result.message?.trim() || null),
    body: kept.restore(email.body ?? "") ?? "",
  };
}

function readWithParser(text: string, subject: string | null) {
  const plain = SEPARATOR_SHAPE.test(text) ? parser.read(text) : null;
  if (plain?.forwarded) return outerHeaderBlock(text, plain.message ?? null) ?? firstHeaderBlockOnly(text, plain);
  // Separator-less blocks the parser finds only under a forward subject. "Fwd:" stands for the real
  // one, which the parser would otherwise return as the original's subject.
  if (!isForwardSubject(subject) && !HEADER_BLOCK.test(text)) return null;
  const asForward = parser.read(text, "Fwd:");
  // Under a forward subject the parser says "forwarded" even when it found no block: only a block counts.
  return asForward.email.body === undefined ? null : asForward;
}

/**
 * A separator-less header block above the forward the parser found ("From: … Sent: …" under the coach's signature, a
 * mother forwarding her daughter's Gmail forward) is the outer forward: read first, its body running on to the end, or
 * the mother's hop is lost and the daughter taken for the sender.
 */
function outerHeaderBlock(text: string, above: string | null) {
  if (!above || !HEADER_BLOCK.test(above)) return null;
  const aboveEnd = text.indexOf(above);
  if (aboveEnd === -1) return null;
  const end = aboveEnd + above.length;
  const outer = parser.read(text.slice(0, end), "Fwd:");
  if (outer.email.body === undefined) return null;
  return { ...outer, email: { ...outer.email, body: outer.email.body + text.slice(end) } };
}

/**
 * The parser looks for a header's optional line (Gmail's "Cc:") anywhere below it: over a forward of a forward whose
 * original has one, the outer header runs on through the inner one, and the forwarder's note and the inner header are
 * lost. When the text the parser took for one header holds a second From line, it is read again cut before that
 * block, whose forward is left below as the outer one's body.
 */
function firstHeaderBlockOnly(text: string, read: ReturnType<EmailForwardParser["read"]>) {
  const body = read.email.body?.trim();
  const bodyStart = body ? text.lastIndexOf(body.slice(0, MAX_BODY_PROBE)) : -1;
  if (bodyStart < 0) return read;
  const fromLines = [...text.slice(0, bodyStart).matchAll(FROM_LINES)];
  if (fromLines.length < 2) return read;
  const secondFrom = fromLines[1]!.index;
  // The inner block's separator ("---------- Forwarded message ---------") is the line above its From line.
  const above = text.lastIndexOf("\n", secondFrom - 2);
  const cut = above >= 0 && SEPARATOR_SHAPE.test(text.slice(above + 1, secondFrom)) ? above + 1 : secondFrom;
  const outer = parser.read(text.slice(0, cut));
  if (!outer.forwarded || outer.email.body === undefined) return read;
  return { ...outer, email: { ...outer.email, body: `${outer.email.body}\n\n${text.slice(cut)}` } };
}

/** How much of the parser's body is looked for in the text to find where it starts: enough to be found once. */
const MAX_BODY_PROBE = 200;

// What every separator the parser knows has, in any language: a run of dashes, Outlook's underscore
// line, or a line ending in a colon ("Begin forwarded message:", "… schrieb "Anna" <…>:"). Not a word
// list: it only spares the parser's patterns (some polynomial on long lines) text that holds none.
const SEPARATOR_SHAPE = /-{3}|_{32}|[:：][ \t]*$/mu;

// The From label in every language the parser knows, as a line opening a header block of two or more lines.
const FROM_LABEL = "From|Von|De|De la|Da|Van|Fra|Från|Od|Lähettäjä|Šalje|Feladó|Expeditorul|Отправитель|Від кого|Від|От|Saatja|Gönderen|Kimden|Mittente|Nadawca|送信元|差出人|送信者";
const HEADER_BLOCK = new RegExp(`^[ \\t>*]*(?:${FROM_LABEL})[ \\t]?[:：][^\\n]*\\n(?:[ \\t>*]*[^\\n:：]{1,24}[ \\t]?[:：][^\\n]*\\n){1,5}`, "imu");

// The first From line of a header block: whether the forward itself is quoted ("> From:", iPhone Mail) or not.
const FIRST_FROM_LINE = new RegExp(`^([ \\t>*]*)(?:${FROM_LABEL})[ \\t]?[:：]`, "imu");
const FROM_LINES = new RegExp(FIRST_FROM_LINE.source, "gimu");
/** Stands for a line's leading ">" while the parser reads the text: a private-use character, which mail does not write. */
const KEPT_QUOTE = "\uE000";
const LEADING_QUOTE = /^(?=[ \t]*>)/gmu;

/**
 * The parser takes the ">" off every line of a forward's body, as iPhone Mail quotes the whole forward. A forward whose
 * header is not quoted (Gmail, Outlook) has ">" only where its original quoted a reply; when that reply answers between
 * the quoted lines, the marks are what tells her answers from the coach's questions: they are hidden from the parser
 * and put back in what it returns. (Other quoted history is left to the parser: read unquoted, it may hold a forward.)
 */
function keptQuoteMarks(text: string): { text: string; restore: (part: string | null) => string | null } {
  const from = FIRST_FROM_LINE.exec(text);
  if (!from || from[1]!.includes(">") || text.includes(KEPT_QUOTE) || !answersInline(text)) return { text, restore: (part) => part };
  return { text: text.replace(LEADING_QUOTE, KEPT_QUOTE), restore: (part) => part?.replaceAll(KEPT_QUOTE, "") ?? null };
}

// A line of a header ("From:", "De :", "Lähettäjä:", "送信元："), looked for at the start of a line only.
const HEADER_LINE = /^[ \t>*]*\p{L}[\p{L} .()-]{0,24}[ \t]?[:：]/u;
const OUTLOOK_RULE = /^[ \t]*_{32}[ \t]*$/u;
const OUTLOOK_RULE_CHARS = "_".repeat(32);
/** How far under the underscore line its header block may start: a blank line or two at most. */
const MAX_LINES_TO_HEADER = 6;

/**
 * Outlook's underscore line is a forward separator only when a header block follows it (two header lines: a
 * disclaimer may open with a label of its own, "CONFIDENTIALITY NOTICE: …"); over a signature or a school's
 * disclaimer it is a boundary, and blanked so the parser looks past it.
 */
function withoutBareRules(text: string): string {
  // Most mail has no such line: not split into lines for nothing.
  if (!text.includes(OUTLOOK_RULE_CHARS)) return text;
  const lines = text.split("\n");
  let changed = false;
  lines.forEach((line, index) => {
    if (!OUTLOOK_RULE.test(line)) return;
    const next = lines.slice(index + 1, index + 1 + MAX_LINES_TO_HEADER).filter((following) => following.trim() !== "").slice(0, 2);
    if (next.length === 2 && next.every((line) => HEADER_LINE.test(line))) return;
    lines[index] = "";
    changed = true;
  });
  return changed ? lines.join("\n") : text;
}
