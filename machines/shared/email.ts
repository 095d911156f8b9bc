/**
 * The one email-address grammar of the product. Every schema that takes an address uses it, so what
 * a form accepts, what we store and what we send to are the same single mailbox.
 *
 * Accepted: exactly one bare mailbox `local@domain`, nothing around it. The local part is an RFC 5322
 * dot-atom in ASCII (no quoted strings, comments or UTF-8 local parts); the domain has at least two
 * labels of letters (any script, for IDN domains), digits and inner hyphens, and a top-level label of
 * letters or an `xn--` label. Display names, lists, angle brackets, whitespace and control characters
 * are refused: `victim@gmail.com,x.edu` and `<victim@gmail.com>x.edu` are not one mailbox.
 */

/** RFC 5322 atext: what a dot-atom local part may contain between its dots. */
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** A domain label: letters of any script, marks and digits, hyphens only inside. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;

const MAX_ADDRESS = 254;
const MAX_LOCAL_PART = 64;
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;

export interface Mailbox {
  /** Normalised: trimmed, NFC, lowercased. The key we store, compare and send to. */
  address: string;
  localPart: string;
  domain: string;
}

/** The single mailbox `input` names, normalised; undefined when it is not exactly one bare mailbox. */
export function parseMailbox(input: string): Mailbox | undefined {
  const address = input.trim().normalize("NFC").toLowerCase();
  if (address.length === 0 || address.length > MAX_ADDRESS) return undefined;
  const at = address.indexOf("@");
  if (at <= 0 || at !== address.lastIndexOf("@")) return undefined;
  const localPart = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!isLocalPart(localPart) || !isDomain(domain)) return undefined;
  return { address, localPart, domain };
}

function isLocalPart(localPart: string): boolean {
  return localPart.length <= MAX_LOCAL_PART && localPart.split(".").every((atom) => ATOM.test(atom));
}

function isDomain(domain: string): boolean {
  if (domain.length > MAX_DOMAIN) return false;
  const labels = domain.split(".");
  if (labels.length < 2 || labels.some((label) => label.length > MAX_LABEL || !LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(labels.at(-1)!);
}

/** Lowercased, trimmed form of an address; for input already known to be one mailbox. */
export function normalizeEmail(email: string): string {
  return parseMailbox(email)?.address ?? email.trim().normalize("NFC").toLowerCase();
}

export function isEmailAddress(input: string): boolean {
  return parseMailbox(input) !== undefined;
}

/** A mailbox at a US higher-education domain (its top-level label is `edu`): exactly one bare mailbox, as sign-up wants. */
export function isEduEmail(input: string): boolean {
  const mailbox = parseMailbox(input);
  return mailbox !== undefined && isEduAddress(mailbox.address);
}

/**
 * An address (or a domain) at a US higher-education domain, in any case: the .edu rule itself. It does not check that
 * the address is one valid mailbox (isEduEmail does), so the engine applies it to addresses as mail writes them.
 */
export function isEduAddress(address: string): boolean {
  return /\.edu$/iu.test(address);
}
