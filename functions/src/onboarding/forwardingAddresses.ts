import { FieldValue } from "firebase-admin/firestore";
import { BRAND } from "@machines/brand";
import { REFERRAL_SUFFIX_ALPHABET } from "@machines/onboarding/referralCode";
import { db, isAlreadyExists } from "../lib/admin";

const slug = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase()
    .slice(0, 20) || "coach";

/**
 * Reserves a forwarding address no other coach has (`forwardingAddresses/{address}` via `create()`):
 * "jordan.reyes.k7p2@scout.inboxscout.app". Inbound mail is routed to the coach by this address.
 */
export async function reserveForwardingAddress(uid: string, firstName: string, lastName: string): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    let tag = "";
    for (let index = 0; index < 4 + Math.floor(attempt / 3); index++) {
      tag += REFERRAL_SUFFIX_ALPHABET[Math.floor(Math.random() * REFERRAL_SUFFIX_ALPHABET.length)];
    }
    const address = `${slug(firstName)}.${slug(lastName)}.${tag.toLowerCase()}@${BRAND.forwardingDomain}`;
    try {
      await db.collection("forwardingAddresses").doc(address).create({ uid, createdAt: FieldValue.serverTimestamp() });
      return address;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw new Error("No free forwarding address");
}
