import { randomInt } from "node:crypto";
import { BRAND } from "@machines/brand";
import { forwardingAddresses } from "../lib/firestore";

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 20) || "coach";

/**
 * The tag's characters, 5 bits each: Crockford's base 32 in lower case. Without i, l, o and u, no two
 * of them look alike, so a coach who types the address instead of copying it gets it right.
 */
export const FORWARDING_TAG_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
/**
 * 8 characters: 40 random bits. The name in front is no secret, so the tag alone is what a stranger
 * would have to guess to mail a coach's list; the coach copies the address once (Settings has a copy button).
 */
export const FORWARDING_TAG_LENGTH = 8;

/**
 * A forwarding address to try for a coach, e.g. "jordan.reyes.k7p2xm9d@scout.inboxscout.app": the tag
 * grows with the attempt, so collisions get rarer. Inbound mail is routed to the coach by it; it is
 * claimed with `create()` on `forwardingAddresses/{address}`, which fails if another coach has it.
 * Addresses made before the tag grew to 8 characters stay as they are.
 */
export function candidateForwardingAddress(firstName: string, lastName: string, attempt: number): string {
  let tag = "";
  for (let index = 0; index < FORWARDING_TAG_LENGTH + Math.floor(attempt / 3); index++) {
    tag += FORWARDING_TAG_ALPHABET[randomInt(FORWARDING_TAG_ALPHABET.length)];
  }
  return `${slug(firstName)}.${slug(lastName)}.${tag}@${BRAND.forwardingDomain}`;
}

export const forwardingAddressRef = (address: string) => forwardingAddresses.doc(address);
