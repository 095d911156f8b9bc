/**
 * Every bound the engine puts on what it reads, in one place. Mail comes from anyone who knows a
 * forwarding address, and regular expressions (ours and the libraries') can take time that grows
 * faster than their input: these bounds keep each message's work near-linear. Whenever one cuts
 * something off, the engine says so in the result's `warnings` (the inbox then marks the email
 * 'Needs review'). Ordinary mail stays well inside all of them.
 */

/** Characters of one MIME part (text, or HTML before conversion) the engine reads. */
export const MAX_PART_CHARS = 400_000;

/** Longest line any pattern sees: longer lines are split, at a space where there is one near the cut. */
export const MAX_LINE_CHARS = 1_000;

/** How far back from the cut a longer line may be split at a space instead (keeps words whole). */
export const LINE_SPLIT_LOOKBACK = 200;

/** Characters handed to email-forward-parser per forward layer (its header block is at the top). */
export const MAX_FORWARD_PARSER_CHARS = 20_000;

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
