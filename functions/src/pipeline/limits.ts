/**
 * Every bound the engine puts on what it reads, in one place. Mail comes from anyone who knows a
 * forwarding address, and regular expressions (ours and the libraries') can take time that grows
 * faster than their input: these bounds keep each message's work near-linear. Whenever one cuts
 * something off, the engine says so in the result's `warnings` (the inbox then marks the email
 * 'Needs review'). Ordinary mail stays well inside all of them.
 */

/**
 * Bytes of one raw message the engine reads (inbound mail may be 25 MB): the words are at the top,
 * and what follows is attachments, whose decoding alone would take seconds.
 */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * mailparser refuses a header over 1 MB outright; the engine then parses the message again with only
 * the fields it reads, each no longer than this (none it reads is anywhere near this long).
 */
export const MAX_HEADER_FIELD_BYTES = 64 * 1024;

/** MIME parts mailparser splits a message into (it counts nested multiparts too, so this bounds nesting). */
export const MAX_MIME_PARTS = 500;

/** How deep attached messages (.eml inside .eml) are opened. */
export const MAX_ATTACHED_MESSAGE_DEPTH = 3;

/** Characters of one MIME part (text, or HTML before conversion) the engine reads. */
export const MAX_PART_CHARS = 400_000;

/** Longest line any pattern sees: longer lines are split, at a space where there is one near the cut. */
export const MAX_LINE_CHARS = 1_000;

/** How far back from the cut a longer line may be split at a space instead (keeps words whole). */
export const LINE_SPLIT_LOOKBACK = 200;

/** Characters handed to email-forward-parser per forward layer (its header block is at the top). */
export const MAX_FORWARD_PARSER_CHARS = 20_000;

/**
 * Characters email-forward-parser reads over all layers of one message (each layer reads up to
 * MAX_FORWARD_PARSER_CHARS, at most twice): dozens of layers of real mail, while a message made of
 * header lines cannot make it peel thousands.
 */
export const MAX_FORWARD_PARSER_TOTAL_CHARS = 4 * MAX_FORWARD_PARSER_CHARS;

/**
 * Lines planer's quote splitter classifies (its own limit: the lines after it are dropped, as planer
 * always did), and the characters of each it looks at: its reply-header patterns backtrack
 * polynomially on long lines, while a real reply header is short.
 */
export const MAX_QUOTE_LINES = 1_000;
export const MAX_QUOTE_PROBE_CHARS = 250;

/** Runs of digits handed to libphonenumber (each is parsed on its own; a mail has a handful). */
export const MAX_PHONE_RUNS = 200;

/** HTML limits for html-to-text: how many child nodes of one element, and how deep, it walks. */
export const MAX_HTML_CHILD_NODES = 5_000;
export const MAX_HTML_DEPTH = 100;

/**
 * Attachments (an athlete's résumé or profile sheet): which are read, and how much of each. A PDF or
 * DOCX over MAX_ATTACHMENT_BYTES is listed, not read; only the first MAX_ATTACHMENTS_READ are read,
 * the first MAX_PDF_PAGES pages of a PDF, and MAX_ATTACHMENT_CHARS characters of each one's text
 * (a profile sheet is a page or two; what lies past these bounds carries no more athlete).
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS_READ = 3;
export const MAX_PDF_PAGES = 5;
export const MAX_ATTACHMENT_CHARS = 10_000;
/** Bytes the XML parts of one DOCX may inflate to (a zip can inflate a thousandfold): a long résumé is well under 1 MB. */
export const MAX_DOCX_XML_BYTES = 10 * 1024 * 1024;
/**
 * Emails saved from Outlook (.msg) opened per message, and the time (ms, wall clock) and memory (MB) the worker that
 * opens them may take before it is stopped (outlookMessages.ts): a .msg is a compound file whose chains a crafted one
 * can make endless. A real one opens in a few milliseconds once the worker has started; starting it (about 0.1 s
 * here) has a bound of its own, as a busy machine slows it.
 */
export const MAX_OUTLOOK_MESSAGES_OPENED = 5;
export const MAX_OUTLOOK_READER_MS = 300;
export const MAX_OUTLOOK_READER_START_MS = 3_000;
export const MAX_OUTLOOK_READER_MB = 64;

/**
 * CPU time (ms) reading attachments may take, out of the message's MAX_CPU_MS, so the body is always
 * read too: checked between pages and between chunks of a page's text (pdf.js hands them out every few ms).
 */
export const MAX_ATTACHMENT_CPU_MS = 400;

/**
 * CPU time (ms) one message may take, always: the belt to the bounds above, checked between stages
 * like the wall-clock budget below. CPU time, not wall-clock, so a busy machine does not cut the
 * reading short; ordinary mail takes a few milliseconds.
 */
export const MAX_CPU_MS = 1_000;

/**
 * Wall-clock budget (ms) the inbox gives one message (`processRawEmail(raw, { timeLimitMs })`), checked
 * between stages: the belt to the bounds above. Opt-in, so that offline runs stay deterministic on a busy machine.
 */
export const INBOUND_TIME_LIMIT_MS = 5_000;

/** Collects the limits that fired while one message was processed. */
export class Warnings {
  private readonly seen = new Set<string>();

  add(warning: string): void {
    this.seen.add(warning);
  }

  list(): string[] {
    return [...this.seen];
  }
}
