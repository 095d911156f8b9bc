import { HOLD_REASONS } from "@machines/inbox/emailStatus";
import { db } from "../lib/admin";
import { coachEmails } from "../lib/firestore";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import { PROCESS_QUEUE } from "./acceptInbound";

type HoldReason = (typeof HOLD_REASONS)[number];

/** Emails released per call; a coach with more is released in further calls by the caller's loop. */
const RELEASE_BATCH = 200;

/**
 * Sends held mail back through processing, e.g. once the coach pays (no_active_plan) or approves a
 * sender (unknown_sender, only that sender's). Each email is released in a transaction, so two
 * releases at once queue it once; it is then processed like new mail. Returns how many were released.
 */
export async function releaseHeldMail(uid: string, reasons: readonly HoldReason[], fromSender?: string): Promise<number> {
  const held = await coachEmails(uid).where("state.status", "==", "held").limit(RELEASE_BATCH).get();
  let released = 0;
  for (const doc of held.docs) {
    const state = doc.data().state;
    if (state.status !== "held" || !reasons.includes(state.reason)) continue;
    if (fromSender && doc.data().sender?.address !== fromSender.toLowerCase()) continue;
    const releasedNow = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(doc.ref)).data();
      if (current?.state.status !== "held") return false;
      transaction.update(doc.ref, { state: { status: "received" }, attempts: 0 });
      return true;
    });
    if (!releasedNow) continue;
    // A new task id per release: the first processing's id may still be remembered by Cloud Tasks.
    await enqueueOnce(PROCESS_QUEUE, taskIdFor("inbound-release", uid, doc.id, String(Date.now())), { uid, emailId: doc.id });
    released++;
  }
  return released;
}
