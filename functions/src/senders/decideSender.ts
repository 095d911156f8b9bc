import { HttpsError } from "firebase-functions/v2/https";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { releaseHeldMail } from "../lib/releaseHeld";
import { senderRef } from "./senders";

/**
 * Approve a held sender (an assistant forwarding for the coach): they become a trusted sender and their held
 * mail is processed. Block one: their mail stays held and is never announced again. Mail that failed sender
 * authentication stays held either way: approving an address does not prove who sent a forged message.
 */
export const decideSender = defineCallable("decideSender", {
  rateLimit: { limit: 30, windowSeconds: 60 },
  async handle({ address, decision }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const ref = senderRef(uid, address);
    const status = decision === "approve" ? "trusted" : "blocked";
    const known = await db.runTransaction(async (transaction) => {
      if (!(await transaction.get(ref)).exists) return false;
      transaction.update(ref, { status });
      return true;
    });
    if (!known) throw new HttpsError("not-found", INBOX_MESSAGES.senderNotFound);
    const released = decision === "approve" ? await releaseHeldMail(uid, ["unknown_sender"], address) : 0;
    return { status, released };
  },
});
