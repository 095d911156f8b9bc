import type { HoldReason } from "@machines/inbox/emailStatus";
import { coachEmails } from "./firestore";
import { reprocessEmail } from "./processQueue";

/** Emails released per call; a coach with more is released in further calls by the caller's loop. */
const RELEASE_BATCH = 200;

/**
 * Sends held mail back through processing, e.g. once the coach pays (no_active_plan) or approves a
 * sender (unknown_sender, only that sender's), each through `reprocessEmail`. Returns how many were released.
 */
export async function releaseHeldMail(uid: string, reasons: readonly HoldReason[], fromSender?: string): Promise<number> {
  const held = await coachEmails(uid).where("state.status", "==", "held").limit(RELEASE_BATCH).get();
  let released = 0;
  for (const doc of held.docs) {
    const state = doc.data().state;
    if (state.status !== "held" || !reasons.includes(state.reason)) continue;
    if (fromSender && doc.data().sender?.address !== fromSender.toLowerCase()) continue;
    if (await reprocessEmail(uid, doc.id, "release", (current) => current.state.status === "held")) released++;
  }
  return released;
}
