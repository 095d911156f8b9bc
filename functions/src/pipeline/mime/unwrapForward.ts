import type { Mailbox } from "@machines/inbox/processedEmail";
import { isEduAddress } from "@machines/shared/email";
import { MAX_FORWARD_PARSER_CHARS, MAX_FORWARD_PARSER_TOTAL_CHARS, type Warnings } from "../limits";
import { quotedSubject, readBlock, sameAddress } from "./forwardAttribution";
import { readForwardBlock } from "./forwardReader";
import { readQuote, type Quote } from "./quotedReply";

export interface ForwardedHeader {
  from: Mailbox | null;
  to: Mailbox[];
  subject: string | null;
  date: string | null;
}

/** One forward wrapper: the forwarded message's header and what its forwarder wrote above it. */
export interface ForwardLayer {
  header: ForwardedHeader;
  /** Written above this forward by the author of the enclosing message; null when nothing was. */
  noteAbove: string | null;
  /** History quoted under a reply by someone outside the college (a mother above her daughter's email): that reply is hers, not a coach's forward. */
  quotedByOutsider?: boolean;
  /** An email attached whole whose own headers say a bulk mailer sent it (List-Unsubscribe, Precedence: bulk). */
  bulk?: boolean;
}

/** A forwarded email with its own text, as read from a body. */
export interface ForwardedEmail {
  header: ForwardedHeader;
  text: string;
}

/** What is left once forward wrappers are peeled off a message body. */
export interface Unwrapped {
  /** Outermost first; empty when the body is not a forward. */
  layers: ForwardLayer[];
  /** The innermost message body. */
  body: string;
  /**
   * Emails forwarded one after another before the one read (Gmail's "Forward all"), in their order: each is a
   * whole email of its own, not a layer of the last one.
   */
  forwardedBefore: ForwardedEmail[];
}

/** The message whose body is unwrapped: its sender and subject, and whether it is itself a forwarded one (an attached .eml). */
export interface OuterMessage {
  from: Mailbox | null;
  subject: string | null;
  insideForward?: boolean;
}

/**
 * Peels forwards one layer at a time, to any depth: each layer's forward is read from the first
 * MAX_FORWARD_PARSER_CHARS characters of what is left (a forward's header block is at its top), and
 * all layers together read no more than MAX_FORWARD_PARSER_TOTAL_CHARS. A block the
 * sender wrote under her own message, or history quoted under a reply, ends the unwrapping
 * (forwardAttribution.ts says which).
 */
export function unwrapForward(body: string, outer: OuterMessage, warnings?: Warnings): Unwrapped {
  const layers: ForwardLayer[] = [];
  const forwardedBefore: ForwardedEmail[] = [];
  let current = body;
  let enclosing = { author: outer.from, subject: outer.subject, insideForward: outer.insideForward ?? false };
  let charsLeft = MAX_FORWARD_PARSER_TOTAL_CHARS;
  for (;;) {
    const head = current.slice(0, MAX_FORWARD_PARSER_CHARS);
    if (head.length > charsLeft) {
      warnings?.add(`forwards nested past ${MAX_FORWARD_PARSER_TOTAL_CHARS} characters of headers and text: the innermost were not unwrapped, so the original sender may be wrong`);
      break;
    }
    charsLeft -= head.length;
    if (head.length < current.length) warnings?.add(`a message longer than ${MAX_FORWARD_PARSER_CHARS} characters: forwards looked for in its first ${MAX_FORWARD_PARSER_CHARS} only`);
    // A colleague's quote is read first: the parser would take a forward deeper inside it (an iPhone's "> From:") for
    // this message's own, skipping the colleagues and the outsider who passed it on.
    const quote = colleaguesQuotedForward(current, enclosing.author);
    const block = quote ? null : readForwardBlock(head, enclosing.subject);
    if (!block) {
      if (!quote) break;
      const subject = quotedSubject(enclosing.subject);
      layers.push({ header: { from: quote.from, to: [], subject, date: null }, noteAbove: quote.reply });
      current = quote.quoted;
      enclosing = { author: quote.from, subject, insideForward: true };
      continue;
    }
    const reading = readBlock(enclosing, block.noteAbove, block.header, block.body);
    if (reading === "reply") break;
    if (reading === "own") {
      warnings?.add("a forwarded block under its sender's own message was read as part of it: who wrote the email is a guess");
      break;
    }
    if (!block.header.from) warnings?.add("a forwarded message names no sender: who wrote the email is a guess");
    const around = layers.at(-1)?.header ?? null;
    if (around && sentToTheSame(around, block.header)) forwardedBefore.push({ header: around, text: block.noteAbove ?? "" });
    const inner = block.body + current.slice(head.length);
    // A block whose body is no shorter than the text it was read from (no header consumed) is no layer.
    if (inner.length >= current.length) break;
    layers.push({ header: block.header, noteAbove: block.noteAbove, ...(reading === "passed-on" ? { quotedByOutsider: true } : {}) });
    current = inner;
    enclosing = { author: block.header.from, subject: block.header.subject, insideForward: true };
  }
  return { layers, body: current, forwardedBefore };
}

/**
 * A block sent to the same person as the forwarded message around it, by someone else, is not one that message's
 * writer forwarded (she never received it): the two were forwarded one after another (Gmail's "Forward all").
 */
function sentToTheSame(around: ForwardedHeader, block: ForwardedHeader): boolean {
  if (!block.from?.address || sameAddress(block.from, around.from)) return false;
  return block.to.some((recipient) => around.to.some((aroundRecipient) => sameAddress(recipient, aroundRecipient)));
}

/**
 * A college's reply quoting a colleague's forward ("On …, Dana Pruitt <dpruitt@…edu> wrote:" over "> ---------- Forwarded
 * message"): a head coach answering her assistant's forward, copying InboxScout. The quoted forward is passed on, a layer
 * of the chain like a forward of it, and so is a colleague's reply to an outsider quoting her; a colleague's own message
 * quoted with neither stays a reply.
 */
function colleaguesQuotedForward(text: string, author: Mailbox | null): Quote | null {
  if (!isEduAddress(author?.address ?? "")) return null;
  const quote = readQuote(text);
  if (!quote || !isEduAddress(quote.from.address ?? "") || sameAddress(quote.from, author)) return null;
  // A reply header below a forward (the athlete's email quoting a coach) belongs to that forward, read first.
  if (quote.reply && readForwardBlock(quote.reply.slice(0, MAX_FORWARD_PARSER_CHARS), null)) return null;
  if (readForwardBlock(quote.quoted.slice(0, MAX_FORWARD_PARSER_CHARS), null)) return quote;
  // Or the colleague's reply to an outsider, quoting her (a coach's answer to the athlete, quoted again by the head coach).
  const quotedInside = readQuote(quote.quoted);
  return quotedInside && !isEduAddress(quotedInside.from.address ?? "") ? quote : null;
}
