import type { Mailbox } from "@machines/inbox/processedEmail";
import { isEduAddress } from "@machines/shared/email";

/** The message a forwarded block was found in: who wrote it, under which subject, and whether it is itself forwarded. */
export interface Enclosing {
  author: Mailbox | null;
  subject: string | null;
  insideForward: boolean;
}

/**
 * What a forwarded block found in a message is:
 * - "forward": a forward layer, its sender the author of what it holds;
 * - "reply": history quoted under a reply inside a forward (the writer's reply stays the message);
 * - "own": part of its author's own message (an athlete forwarding her club coach's note under her
 *   introduction, or a fake forward block appended under her text): its headers are claims, and
 *   she remains the writer;
 * - "passed-on": the email of someone introducing herself, quoted under a reply by someone else outside the college
 *   (a mother's follow-up above her daughter's email): a layer, its author the quoted writer, the reply the replier's own.
 */
export type BlockReading = "forward" | "reply" | "own" | "passed-on";

/**
 * Forwarded headers inside a body are claims. The rule: a block is a forward layer only when its
 * author wrote nothing substantial above it (a forwarding note), or its author is the one
 * forwarding: the message's subject says so (Fwd:, FW:, WG:, TR: …) or the author is a college
 * (.edu; the authenticated outer sender forwarding without a prefix). Inside a forward, or from a
 * college, a block under a reply (Re: in the message's or the block's subject) with a reply above it
 * is quoted history, whatever its separator. A block by the enclosing author herself is always a layer.
 */
export function readBlock(enclosing: Enclosing, noteAbove: string | null, block: { from: Mailbox | null; subject: string | null }, body = ""): BlockReading {
  // Her own earlier message quoted under her reply: a layer by the same author, whose words join hers.
  if (sameAddress(block.from, enclosing.author)) return "forward";
  const forwarding = isForwardSubject(enclosing.subject);
  const outsiders = !isCollege(enclosing.author) && !isCollege(block.from);
  if (outsiders && noteAbove && !forwarding && isReplySubject(enclosing.subject) && introducesHerself(body, block.from?.name ?? null)) return "passed-on";
  // So is a college coach's message under the reply written to it ("RE: Northfield Volleyball" above the coach's block),
  // unless a colleague's forward is what the college reply quotes (a head coach answering her assistant's "FW:", copying
  // InboxScout): that forward is passed on, a layer.
  const colleaguesForward = isCollege(enclosing.author) && isCollege(block.from) && isForwardSubject(block.subject);
  if (!colleaguesForward && (enclosing.insideForward || isCollege(block.from)) && noteAbove && !forwarding && (isReplySubject(enclosing.subject) || isReplySubject(block.subject))) return "reply";
  if (!isSubstantial(noteAbove) || forwarding || isCollege(enclosing.author)) return "forward";
  return "own";
}

/** More words than a forwarding note has ("Strong arm, worth a call. - JE"); an introduction has many more. */
const MAX_FORWARDING_NOTE_WORDS = 25;

function isSubstantial(note: string | null): boolean {
  return (note?.match(/\S+/gu)?.length ?? 0) > MAX_FORWARDING_NOTE_WORDS;
}

// Outlook's and other clients' forward prefixes in the languages they are written in, after an optional tag ("[EXT]").
const FORWARD_PREFIX = /^\s*(?:\[[^\]\n]{0,30}\]\s*)?(?:fwd?|wg|tr|rv|i|vs|pd|enc|redir\.?|vb|vl|videresend|i̇lt|ilt|doorst)\s*:/iu;
const REPLY_PREFIX = /^\s*(?:\[[^\]\n]{0,30}\]\s*)?(?:re|aw|sv|antw|odp|ynt|res|rif)\s*(?:\[\d{1,3}\])?\s*:/iu;

export function isForwardSubject(subject: string | null): boolean {
  return FORWARD_PREFIX.test(subject ?? "");
}

function isReplySubject(subject: string | null): boolean {
  return REPLY_PREFIX.test(subject ?? "");
}

/** The subject of the message a reply quotes: the reply's own without its "Re:" ("Re: Fwd: 2028 MB" quotes "Fwd: 2028 MB"). */
export function quotedSubject(replySubject: string | null): string | null {
  return replySubject?.replace(REPLY_PREFIX, "").trim() || null;
}

function isCollege(author: Mailbox | null): boolean {
  return isEduAddress(author?.address ?? "");
}

/** Two mailboxes with the same address, in any case. */
export function sameAddress(a: Mailbox | null, b: Mailbox | null): boolean {
  return Boolean(a?.address && a.address.toLowerCase() === b?.address?.toLowerCase());
}

// "I'm Lily Whitcombe", "My name is Lily", "Je m'appelle Lily", "Mi nombre es Lily": the writer naming herself.
const SELF_INTRODUCTION = /\b(?:i['’]m|i am|my name is|this is|je m['’]appelle|je suis|mi nombre es|me llamo|soy|ich bin|ich hei(?:ß|ss)e|mein name ist|mi chiamo|sono|meu nome é|eu sou|me chamo)[ \t]+(\p{L}+)/giu;

/** Whether a message's writer introduces herself in it by her first name (as the attribution line names her). */
export function introducesHerself(text: string, name: string | null): boolean {
  const first = name?.trim().split(/\s+/u)[0]?.toLowerCase();
  if (!first) return false;
  return [...text.slice(0, MAX_INTRODUCTION_REACH).matchAll(SELF_INTRODUCTION)].some((match) => match[1]!.toLowerCase() === first);
}

/** Where a self-introduction is looked for: the opening of the quoted message. */
const MAX_INTRODUCTION_REACH = 1500;
