import { Timestamp } from "firebase-admin/firestore";
import type { HoldReason } from "@machines/inbox/emailStatus";
import { db } from "../lib/admin";
import { coachSenders } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { addToDigest, openDigest, queueHeldDigest } from "./heldSenderDigest";

export const senderRef = (uid: string, address: string) => coachSenders(uid).doc(keyOf(address.toLowerCase()));

/** The coach's own address (proven at signup), or an extra address they confirmed and did not block. */
export async function trustedSender(uid: string, coach: UserDoc, address: string): Promise<boolean> {
  if (address.toLowerCase() === coach.email) return true;
  return (await senderRef(uid, address).get()).data()?.status === "trusted";
}

/**
 * Records a held sender and, the first time it is held, adds it to the coach's digest of held senders:
 * one email per coach and day however many senders, each named once. A blocked sender stays blocked
 * and is not announced again.
 */
export async function holdForSender(uid: string, coach: UserDoc, address: string | null, reason: HoldReason, now: Date): Promise<void> {
  const sender = address?.toLowerCase() ?? "unknown sender";
  const ref = senderRef(uid, sender);
  const digest = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    const at = Timestamp.fromDate(now);
    if (existing) {
      transaction.update(ref, { heldCount: existing.heldCount + 1, lastSeenAt: at });
      return null;
    }
    const open = await openDigest(transaction, uid, coach, now);
    transaction.create(ref, { address: sender, status: "held", heldCount: 1, firstSeenAt: at, lastSeenAt: at });
    return { day: open.day, sendAfter: addToDigest(transaction, uid, open, { address: sender, reason }) };
  });
  if (digest) await queueHeldDigest(uid, digest.day, digest.sendAfter, now);
}
