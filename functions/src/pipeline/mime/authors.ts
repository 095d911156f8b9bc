import type { Mailbox } from "@machines/inbox/processedEmail";
import { isEduAddress } from "@machines/shared/email";
import type { Warnings } from "../limits";
import type { ParsedMessage } from "./parseMime";
import { withoutAppTaglines } from "./appTaglines";
import { stripQuotes } from "./stripQuotes";
import type { ForwardLayer, Unwrapped } from "./unwrapForward";

/** Someone who wrote part of a forwarded chain, and the words that are theirs. */
export interface Author {
  mailbox: Mailbox | null;
  words: string;
}

/** The people in a forward chain, as the engine needs them. */
export interface Authors {
  /** Notes by the college side (the forwarding coach, staff passing it on), outermost first. */
  collegeNotes: string[];
  /** Whoever sent it to the college: the first author outside the college (a parent forwarding her daughter's mail, a club coach, the athlete). */
  sender: Author;
  /**
   * Who wrote the innermost message, the one the athlete is read from. Their words include their
   * later replies in the same chain, newest first ("Quick update: I grew another inch").
   */
  author: Author;
}

/**
 * Walks the chain outer message → each forwarded layer → innermost message. Each author's words are
 * the note they wrote above the next forward, or the innermost body. College-side authors (a .edu
 * address or the forwarding coach's own domain) are the coach's staff, never the sender.
 */
export function chainAuthors(outer: ParsedMessage, unwrapped: Unwrapped, innermostBody: string, warnings?: Warnings): Authors {
  // A note can quote a reply ("On … Coach Castellano wrote:"): what follows is not its author's.
  const noteOf = (layer: ForwardLayer | undefined) => (layer?.noteAbove ? withoutAppTaglines(stripQuotes(layer.noteAbove, warnings)) : "");
  const chain: Author[] = [{ mailbox: outer.from, words: noteOf(unwrapped.layers[0]) }];
  unwrapped.layers.forEach((layer, index) => {
    const next = unwrapped.layers[index + 1];
    chain.push({ mailbox: layer.header.from, words: next ? noteOf(next) : innermostBody });
  });
  if (!unwrapped.layers.length) chain[0] = { mailbox: outer.from, words: innermostBody };
  const innermost = chain[chain.length - 1]!;
  const address = innermost.mailbox?.address?.toLowerCase() ?? null;
  const firstByAuthor = address === null ? chain.length - 1 : chain.findIndex((person) => person.mailbox?.address?.toLowerCase() === address);
  const author: Author = { mailbox: innermost.mailbox, words: chain.slice(firstByAuthor).map((person) => person.words.trim()).filter(Boolean).join("\n\n") };
  const fromCollege = collegeSide(outer);
  // The outer message is the coach's hop unless it is an outsider's own: her reply above the history it quotes, or mail
  // she wrote to a college (a mother's forward to the coach's .edu, reaching the address by the coach's auto-forward).
  const writtenToCollege = !isEduAddress(outer.from?.address ?? "") && outer.to.some((recipient) => isEduAddress(recipient.address ?? ""));
  const outerIsCoach = unwrapped.layers.length > 0 && !unwrapped.layers[0]!.quotedByOutsider && !writtenToCollege;
  const isCollege = (person: Author, index: number) => index < firstByAuthor && ((index === 0 && outerIsCoach) || (index > 0 && fromCollege(person.mailbox)));
  const senderIndex = chain.findIndex((person, index) => !isCollege(person, index));
  const sender = senderIndex >= firstByAuthor ? author : chain[senderIndex]!;
  const collegeNotes = chain.slice(0, senderIndex).map((person) => person.words.trim()).filter(Boolean);
  return { collegeNotes, sender, author };
}

/**
 * The college side of a chain: the forwarding coach's own domain, or a .edu address. When the coach forwards from her
 * college's .edu, another college's address is another programme (a coach there passing a player on), not her staff.
 */
export function collegeSide(outer: ParsedMessage): (mailbox: Mailbox | null) => boolean {
  const collegeDomain = organisationDomainOf(outer.from);
  const ownCollegeOnly = collegeDomain !== null && isEduAddress(collegeDomain);
  return (mailbox) => (collegeDomain !== null && domainOf(mailbox) === collegeDomain) || (!ownCollegeOnly && isEduAddress(mailbox?.address ?? ""));
}

/**
 * Staff mail: a colleague of the forwarding coach wrote (another person at the coach's own domain: staff, compliance,
 * the SID), or the coach wrote only to colleagues there (a clinic's check-in list for the staff) and forwarded it.
 */
export function isColleague(outer: ParsedMessage, writer: Mailbox | null, writtenTo: readonly Mailbox[]): boolean {
  const collegeDomain = organisationDomainOf(outer.from);
  if (collegeDomain === null || domainOf(writer) !== collegeDomain) return false;
  const coach = outer.from?.address?.toLowerCase();
  if (writer?.address?.toLowerCase() !== coach) return true;
  return writtenTo.length > 0 && writtenTo.every((recipient) => domainOf(recipient) === collegeDomain && recipient.address?.toLowerCase() !== coach);
}

// Public mail services: a coach forwarding from her personal mailbox shares its domain with parents and athletes.
const PUBLIC_MAIL_DOMAIN = /^(?:gmail|googlemail|yahoo|ymail|rocketmail|outlook|hotmail|live|msn|icloud|me|mac|aol|protonmail|proton|gmx|mail|zoho|comcast|att|sbcglobal|bellsouth|verizon|cox|charter)\.[a-z.]{2,8}$/u;

/** The forwarding coach's domain when it is her organisation's (a college's), not a public mail service's. */
function organisationDomainOf(mailbox: Mailbox | null): string | null {
  const domain = domainOf(mailbox);
  return domain === null || PUBLIC_MAIL_DOMAIN.test(domain) ? null : domain;
}

// A college's own domain under any of its subdomains ("athletics.osagevalley.edu" is osagevalley.edu's).
const COLLEGE_DOMAIN = /(?:^|\.)([^.]+\.edu)$/u;

/** A mailbox's domain, a college's subdomains counted as the college's own: its staff write from either. */
function domainOf(mailbox: Mailbox | null): string | null {
  const domain = mailbox?.address?.split("@")[1]?.toLowerCase();
  if (domain === undefined) return null;
  return COLLEGE_DOMAIN.exec(domain)?.[1] ?? domain;
}
