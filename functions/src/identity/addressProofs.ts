import { randomBytes } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { addressProofs } from "../lib/firestore";
import { keyOf } from "../lib/keys";

/** How long a browser's proof of an address counts for its link requests. */
const ADDRESS_PROOF_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Given to the browser that opened a link sent to `email` (it keeps it in localStorage): 32 random
 * bytes, of which we store only the hash. Its later link requests for that address draw on a budget
 * strangers cannot spend (see sendAddressLink).
 */
export async function issueAddressProof(email: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await addressProofs.doc(keyOf(token)).create({
    email,
    createdAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromMillis(now.getTime() + ADDRESS_PROOF_LIFETIME_MS),
  });
  return token;
}

/** Whether `token` was given to a browser that opened a link sent to `email`, and still counts. */
export async function provesAddress(token: string | undefined, email: string, now: Date): Promise<boolean> {
  if (!token) return false;
  const proof = (await addressProofs.doc(keyOf(token)).get()).data();
  return proof !== undefined && proof.email === email && proof.expiresAt.toMillis() > now.getTime();
}
