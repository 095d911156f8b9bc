import EmailForwardParser, { type EmailForwardMailbox } from "email-forward-parser";
import type { Mailbox } from "@machines/inbox/processedEmail";
import { MAX_FORWARD_PARSER_CHARS, type Warnings } from "../limits";

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
}

/** What is left once forward wrappers are peeled off a message body. */
export interface Unwrapped {
  /** Outermost first; empty when the body is not a forward. */
  layers: ForwardLayer[];
  /** The innermost message body. */
  body: string;
}

const MAX_DEPTH = 6;
const parser = new EmailForwardParser();

/**
 * Peels forwards one layer at a time (Gmail, Outlook live/2013/2019/new, Apple Mail, Yahoo,
 * Thunderbird, many languages). The body is read first without the subject: an edited subject
 * makes the parser skip the body. Separator-less styles (Outlook 2013, new Outlook) are only
 * recognised with a forward subject, so when the body starts a header block we read it again
 * as a forward.
 */
export function unwrapForward(body: string, warnings?: Warnings): Unwrapped {
  const layers: ForwardLayer[] = [];
  let current = body;
  while (layers.length < MAX_DEPTH) {
    // The parser's patterns run over all they are given (some backtrack on long text); a forward's
    // header block is at the top, and what follows the part it reads is the forwarded body's too.
    const head = current.slice(0, MAX_FORWARD_PARSER_CHARS);
    if (head.length < current.length) warnings?.add(`a message longer than ${MAX_FORWARD_PARSER_CHARS} characters: forwards looked for in its first ${MAX_FORWARD_PARSER_CHARS} only`);
    const result = readForward(head);
    if (!result) break;
    layers.push({
      header: {
        from: mailbox(result.email.from),
        to: mailboxList(result.email.to),
        subject: result.email.subject?.trim() || null,
        date: result.email.date?.trim() || null,
      },
      noteAbove: result.message?.trim() || null,
    });
    current = (result.email.body ?? "") + current.slice(head.length);
  }
  return { layers, body: current };
}

// A line that opens a forwarded header block in any supported language ("From:", "De :", "Von:", "Da:", "Van:" …).
const HEADER_BLOCK = /^[ \t>*]*(?:From|De|Von|Da|Van|Fra|Från|Od|Kimden|От|Від|差出人|送信者)\s?:[^\n]*\n(?:[ \t>*]*[^\n:]{1,20}\s?:[^\n]*\n){1,5}/imu;

// Words every supported client puts in its forward separator, in every supported language; without
// one of them (or a header block) the parser's many patterns need not run.
const FORWARD_MARKER =
  /forward|original|_{10,}|-{5,}|reenviad|transf[ée]r[ée]|r[ée]exp[ée]di|weitergeleitet|encaminhad|inoltrat|doorgestuurd|videresendt|vidarebefordra|v[äa]litet|przekazan|p[řr]eposlan|preposlan|tov[áa]bb[íi]tott|redirec[țt]ionat|proslije|iletilen|пересла|пересил|переслан|転送|转发/iu;

function readForward(body: string) {
  if (!FORWARD_MARKER.test(body) && !HEADER_BLOCK.test(body)) return null;
  const plain = parser.read(body);
  if (plain.forwarded) return plain;
  if (!HEADER_BLOCK.test(body)) return null;
  const asForward = parser.read(body, "Fwd: forwarded");
  return asForward.forwarded ? asForward : null;
}

function mailbox(entry: EmailForwardMailbox | undefined | null): Mailbox | null {
  if (!entry || (!entry.address && !entry.name)) return null;
  return { address: entry.address?.toLowerCase().slice(0, 320) || null, name: cleanName(entry.name) };
}

function mailboxList(entries: EmailForwardMailbox | EmailForwardMailbox[] | null | undefined): Mailbox[] {
  const list = entries ? (Array.isArray(entries) ? entries : [entries]) : [];
  return list.map(mailbox).filter((entry): entry is Mailbox => entry !== null);
}

function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.replace(/^["'\s]+|["'\s]+$/g, "").slice(0, 200);
  return trimmed || null;
}
