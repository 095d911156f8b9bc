import type { Mailbox } from "@machines/inbox/processedEmail";
import { introducesHerself, sameAddress } from "./forwardAttribution";
import { cleanName } from "./forwardMailbox";
import type { Unwrapped } from "./unwrapForward";

// "On Mon, Oct 5, 2026 at 7:00 PM Harper Quinlan <harperq2027@gmail.com> wrote:" in the languages mail clients use.
export const REPLY_HEADER = /^[ \t>]*(?:On|El|Le|Am|Il|Em|Op|Den|Dne)\b([^\n]{4,250}?(?:\n[^\n]{0,120}?)?)(?:wrote|escribió|escribio|a écrit|schrieb|ha scritto|escreveu|schreef|skrev|napsal)[ \t]*:?[ \t]*$/mu;
const MAILBOX = /(?:"?([^"<>\n,]*?)"?\s*)?[<(]?\s*([^\s<>()@,]+@[^\s<>(),]+\.[a-z]{2,})[>)]?\s*$/iu;

/**
 * A reply that quotes someone else's message below ("On …, Harper Quinlan <…> wrote:"), read as that message passed
 * on: the quoted writer its author, the replier its sender. A college coach's reply quoting the athlete, or a mother's
 * reply above her daughter's email introducing herself (the daughter's "my cell" is the daughter's). A reply quoting the
 * college (an athlete answering the coach) or the replier's own earlier message stays as it is (quotes are stripped later).
 */
export function unwrapQuotedReply(unwrapped: Unwrapped, isCollege: (mailbox: Mailbox | null) => boolean, author: Mailbox | null): Unwrapped {
  const quote = readQuote(unwrapped.body);
  if (!quote || isCollege(quote.from) || sameAddress(quote.from, author)) return unwrapped;
  // An outsider's reply passes on only the email of someone introducing herself (a daughter's, quoted under her mother's
  // follow-up); above anyone else's (a club coach's introduction, a parents' group thread) the reply is the message.
  if (!isCollege(author) && !introducesHerself(quote.quoted, quote.from.name)) return unwrapped;
  const layer = { header: { from: quote.from, to: [], subject: null, date: null }, noteAbove: quote.reply, ...(isCollege(author) ? {} : { quotedByOutsider: true }) };
  return { ...unwrapped, layers: [...unwrapped.layers, layer], body: quote.quoted };
}

/** A message quoted under a reply: the reply above it (null when none), who wrote the quoted message, and its text unquoted. */
export interface Quote {
  reply: string | null;
  from: Mailbox;
  quoted: string;
}

/** The first message quoted under a reply header that names its writer's address, or null. */
export function readQuote(body: string): Quote | null {
  const header = REPLY_HEADER.exec(body);
  if (!header) return null;
  const who = MAILBOX.exec(header[1]!.replace(/\n/g, " ").trim());
  if (!who) return null;
  const quoted = body
    .slice(header.index + header[0].length)
    .split("\n")
    .map((line) => line.replace(/^[ \t]*> ?/u, ""))
    .join("\n")
    .trim();
  if (!quoted) return null;
  return { reply: body.slice(0, header.index).trim() || null, from: { address: who[2]!.toLowerCase().slice(0, 320), name: cleanName(who[1]) }, quoted };
}
