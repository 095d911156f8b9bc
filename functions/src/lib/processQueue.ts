import { db } from "./admin";
import { coachEmails } from "./firestore";
import type { CoachEmailDoc } from "@machines/inbox/documents";
import { enqueueOnce, taskIdFor } from "./taskQueue";

/**
 * The queue every stored email goes through (processInboundEmail runs it). In lib because the inbox
 * (new mail, a rescued email), the senders (an approved sender's held mail) and billing (mail held until
 * the plan is active) all send mail through it.
 */
export const PROCESS_QUEUE = "processInboundEmail";

/**
 * Sends one stored email back through processing (held mail released, a filtered email rescued): in a
 * transaction, so two requests at once queue it once; it is then processed like new mail. Returns false,
 * changing nothing, when the email is gone, its original was deleted, or `eligible` says no.
 */
export async function reprocessEmail(
  uid: string,
  emailId: string,
  cause: string,
  eligible: (email: CoachEmailDoc) => boolean,
  changes: Pick<Partial<CoachEmailDoc>, "rescued"> = {},
): Promise<boolean> {
  const ref = coachEmails(uid).doc(emailId);
  const queued = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    // Processing reads the original: once it is deleted (retention), the email stays as it is.
    if (!current || current.raw.deletedAt || !eligible(current)) return false;
    transaction.update(ref, { ...changes, state: { status: "received" }, attempts: 0 });
    return true;
  });
  // A new task id each time: the first processing's id may still be remembered by Cloud Tasks.
  if (queued) await enqueueOnce(PROCESS_QUEUE, taskIdFor(`inbound-${cause}`, uid, emailId, String(Date.now())), { uid, emailId });
  return queued;
}
