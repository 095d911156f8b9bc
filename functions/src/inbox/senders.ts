import { Timestamp } from "firebase-admin/firestore";
import { HOLD_REASONS } from "@machines/inbox/emailStatus";
import { db } from "../lib/admin";
import { APP_ORIGIN } from "../lib/config";
import { coachSenders, type UserDoc } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { queueEmail } from "../mail/outbox";
import { heldSenderEmail } from "./inboxEmails";

type HoldReason = (typeof HOLD_REASONS)[number];

export const senderRef = (uid: string, address: string) => coachSenders(uid).doc(keyOf(address.toLowerCase()));

/** The coach's own address (proven at signup), or an extra address they confirmed and did not block. */
export async function trustedSender(uid: string, coach: UserDoc, address: string): Promise<boolean> {
  if (address.toLowerCase() === coach.email) return true;
  return (await senderRef(uid, address).get()).data()?.status === "trusted";
}

/**
 * Records a held sender and tells the coach, once per sender, why the mail waits and how to let it
 * through. A blocked sender stays blocked and is not announced again.
 */
export async function holdForSender(uid: string, coach: UserDoc, address: string | null, reason: HoldReason, now: Date): Promise<void> {
  const sender = address?.toLowerCase() ?? "unknown sender";
  const ref = senderRef(uid, sender);
  const firstHold = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    const at = Timestamp.fromDate(now);
    if (!existing) {
      transaction.create(ref, { address: sender, status: "held", heldCount: 1, firstSeenAt: at, lastSeenAt: at });
      return true;
    }
    transaction.update(ref, { heldCount: existing.heldCount + 1, lastSeenAt: at });
    return false;
  });
  if (!firstHold) return;
  await queueEmail(`held-sender-${keyOf(uid, sender)}`, {
    to: coach.email,
    ...heldSenderEmail({ firstName: coach.first_name, sender, forwardingAddress: coach.forwardingAddress, reason, portalUrl: `${APP_ORIGIN.value()}/dashboard/inbox` }),
  });
}
