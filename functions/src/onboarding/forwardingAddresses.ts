import { randomInt } from "node:crypto";
import { BRAND } from "@machines/brand";
import { REFERRAL_SUFFIX_ALPHABET } from "@machines/onboarding/referralCode";
import { forwardingAddresses } from "../lib/firestore";

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 20) || "coach";

/**
 * A forwarding address to try for a coach, e.g. "jordan.reyes.k7p2@scout.inboxscout.app": the tag
 * grows with the attempt, so collisions get rarer. Inbound mail is routed to the coach by it; it is
 * claimed with `create()` on `forwardingAddresses/{address}`, which fails if another coach has it.
 */
export function candidateForwardingAddress(firstName: string, lastName: string, attempt: number): string {
  let tag = "";
  for (let index = 0; index < 4 + Math.floor(attempt / 3); index++) {
    tag += REFERRAL_SUFFIX_ALPHABET[randomInt(REFERRAL_SUFFIX_ALPHABET.length)];
  }
  return `${slug(firstName)}.${slug(lastName)}.${tag.toLowerCase()}@${BRAND.forwardingDomain}`;
}

export const forwardingAddressRef = (address: string) => forwardingAddresses.doc(address);
