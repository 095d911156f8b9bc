import { FORWARDING_EMAILS_LISTED, type SupportForwarding } from "@machines/support/contracts";
import type { Timestamp } from "@machines/shared/storedTimestamp";
import { coachEmails, coachSenders, mail, rateLimitRefusals } from "../lib/firestore";
import type { CoachRecord } from "./coachRecord";

/** Outgoing emails and refusals listed, newest first. */
const OUTBOX_LISTED = 50;
const REFUSALS_LISTED = 50;

const iso = (at: Timestamp) => at.toDate().toISOString();

/** An outgoing email's kind, from its id's leading words ("summary-<uid>-<batch>", "confirm-email-<hash>"). */
function kindOf(mailId: string): string {
  const parts = mailId.split("-");
  const firstOther = parts.findIndex((part) => !/^[a-z]+$/.test(part));
  return parts.slice(0, firstOther === -1 ? parts.length : firstOther).join("-") || "other";
}

/**
 * What happened to the coach's mail, as metadata: the last inbound emails (received → processed → status,
 * reason, warnings, timings; never a subject or body), the senders held, what we sent them and whether it was
 * delivered (its kind, not its text), and the callable requests a rate limit refused.
 */
export async function forwardingHealth({ uid, user, guest }: CoachRecord): Promise<SupportForwarding> {
  const address = user?.email ?? guest?.email;
  const [emails, held, outbox, refusals] = await Promise.all([
    coachEmails(uid).orderBy("receivedAt", "desc").limit(FORWARDING_EMAILS_LISTED).get(),
    coachSenders(uid).where("status", "==", "held").get(),
    address ? mail.where("to", "==", address).orderBy("createdAt", "desc").limit(OUTBOX_LISTED).get() : null,
    rateLimitRefusals.where("uid", "==", uid).orderBy("lastAt", "desc").limit(REFUSALS_LISTED).get(),
  ]);
  return {
    emails: emails.docs.map((doc) => {
      const email = doc.data();
      return {
        id: doc.id,
        source: email.source,
        receivedAt: iso(email.receivedAt),
        processedAt: email.processedAt ? iso(email.processedAt) : null,
        processingMs: email.processedAt ? email.processedAt.toMillis() - email.receivedAt.toMillis() : null,
        state: email.state,
        attempts: email.attempts,
        sender: email.sender ?? null,
        sizeBytes: email.raw.size,
        originalDeleted: !!email.raw.deletedAt,
      };
    }),
    heldSenders: held.docs.map((doc) => {
      const sender = doc.data();
      return { address: sender.address, heldCount: sender.heldCount, firstSeenAt: iso(sender.firstSeenAt), lastSeenAt: iso(sender.lastSeenAt) };
    }),
    outbox: (outbox?.docs ?? []).map((doc) => {
      const sent = doc.data();
      return {
        id: doc.id,
        kind: kindOf(doc.id),
        category: sent.category,
        createdAt: iso(sent.createdAt),
        state: sent.delivery.state,
        attempts: sent.delivery.attempts,
        deliveredAt: sent.delivery.deliveredAt ? iso(sent.delivery.deliveredAt) : null,
        error: sent.delivery.error ?? null,
      };
    }),
    rateLimitRefusals: refusals.docs.map((doc) => {
      const refusal = doc.data();
      return { bucket: refusal.bucket, count: refusal.count, firstAt: iso(refusal.firstAt), lastAt: iso(refusal.lastAt) };
    }),
  };
}
