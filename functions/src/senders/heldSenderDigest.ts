import { Timestamp, type Transaction } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import type { HoldReason } from "@machines/inbox/emailStatus";
import { addCalendarDays, resolveTimeZone } from "@machines/shared/dates";
import { instantAtWallClock } from "@machines/shared/zonedTime";
import { db } from "../lib/admin";
import { APP_ORIGIN } from "../lib/config";
import { coachDay } from "../lib/coach";
import { heldSenderDigests, users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import { queueEmail } from "../mail/outbox";
import { heldSendersEmail } from "./heldSendersEmail";

export const HELD_DIGEST_QUEUE = "sendHeldSenderDigest";
/** Senders held within this many seconds of the day's first share its digest (a burst of forgeries makes one email). */
export const HELD_DIGEST_WINDOW_SECONDS = 10 * 60;
/** Senders a digest names; the rest are counted ("and 12 more"), all of them are in the portal's Inbox. */
export const HELD_DIGEST_LISTED = 10;

/** Which digest a sender held now joins: today's, or tomorrow's once today's went out. Reads only. */
export async function openDigest(transaction: Transaction, uid: string, coach: Pick<UserDoc, "timeZone">, now: Date) {
  const today = coachDay(coach, now);
  const todays = (await transaction.get(heldSenderDigests(uid).doc(today))).data();
  if (!todays?.sentAt) return { day: today, digest: todays, earliest: now };
  const tomorrow = addCalendarDays(today, 1);
  const [year, month, day] = tomorrow.split("-").map(Number) as [number, number, number];
  const startOfTomorrow = instantAtWallClock({ year, month, day }, 0, 0, resolveTimeZone(coach.timeZone).timeZone);
  return { day: tomorrow, digest: (await transaction.get(heldSenderDigests(uid).doc(tomorrow))).data(), earliest: startOfTomorrow };
}

export type OpenDigest = Awaited<ReturnType<typeof openDigest>>;

/** Adds a newly held sender to the digest `openDigest` chose (in the same transaction); returns when it is due. */
export function addToDigest(transaction: Transaction, uid: string, open: OpenDigest, sender: { address: string; reason: HoldReason }): Date {
  const ref = heldSenderDigests(uid).doc(open.day);
  if (!open.digest) {
    const sendAfter = new Date(open.earliest.getTime() + HELD_DIGEST_WINDOW_SECONDS * 1000);
    transaction.create(ref, { day: open.day, listed: [sender], senderCount: 1, sendAfter: Timestamp.fromDate(sendAfter), sentAt: null });
    return sendAfter;
  }
  const listed = open.digest.listed.length < HELD_DIGEST_LISTED ? [...open.digest.listed, sender] : open.digest.listed;
  transaction.update(ref, { listed, senderCount: open.digest.senderCount + 1 });
  return open.digest.sendAfter.toDate();
}

/** Asks for the digest's email when it is due: one task per coach and day, a repeat is ignored. */
export async function queueHeldDigest(uid: string, day: string, sendAfter: Date, now: Date): Promise<void> {
  const delaySeconds = Math.max(0, Math.ceil((sendAfter.getTime() - now.getTime()) / 1000));
  await enqueueOnce(HELD_DIGEST_QUEUE, taskIdFor("held-digest", uid, day), { uid, day }, delaySeconds);
}

/** Not an error: the digest is not due yet (the local task emulator ignores the delay), so try again later. */
class DigestNotDue extends Error {}

/**
 * Closes the coach's digest for `day` and queues its one email (id by coach and day): a closed digest
 * never changes, so a retry queues the same email, which the outbox sends once.
 */
export async function sendHeldDigestFor(uid: string, day: string, now = new Date()): Promise<void> {
  const ref = heldSenderDigests(uid).doc(day);
  const digest = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    if (!current || current.sentAt) return current ?? null;
    if (current.sendAfter.toMillis() > now.getTime()) throw new DigestNotDue();
    transaction.update(ref, { sentAt: Timestamp.fromDate(now) });
    return current;
  });
  const coach = (await users.doc(uid).get()).data();
  if (!digest || !coach) return;
  await queueEmail(`held-senders-${keyOf(uid, day)}`, {
    to: coach.email,
    ...heldSendersEmail({
      firstName: coach.first_name,
      forwardingAddress: coach.forwardingAddress,
      listed: digest.listed,
      senderCount: digest.senderCount,
      portalUrl: `${APP_ORIGIN.value()}/dashboard/inbox`,
    }),
  });
}

/** The digest worker: delayed until the digest is due; locally, where the delay is ignored, it retries until then. */
export const sendHeldSenderDigest = onTaskDispatched<{ uid: string; day: string }>(
  { retryConfig: { maxAttempts: 30, minBackoffSeconds: 30, maxBackoffSeconds: 60 }, rateLimits: { maxConcurrentDispatches: 20 } },
  async ({ data }) => {
    try {
      await sendHeldDigestFor(data.uid, data.day);
    } catch (error) {
      if (error instanceof DigestNotDue) logger.info("Held-sender digest not due yet; retrying later", { uid: data.uid, day: data.day });
      throw error;
    }
  },
);
