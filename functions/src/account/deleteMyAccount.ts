import { getAuth } from "firebase-admin/auth";
import * as logger from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { normalizeEmail } from "@machines/shared/email";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachFootprint } from "./footprint";

const BATCH_SIZE = 400;

/**
 * "Delete my account", confirmed by typing the account's address: every document about the coach
 * (footprint.ts: account, athletes, emails and their raw chunks, reports, signup, address ownership,
 * links, forwarding address, invitations, outgoing mail) and then the Auth account. A retry after a
 * failure halfway deletes what is left; the Auth account goes last, so the coach can always retry.
 */
export const deleteMyAccount = defineCallable("deleteMyAccount", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  options: { timeoutSeconds: 300 },
  async handle({ confirmEmail }, { auth }) {
    const user = await requireCoach(auth.uid);
    if (normalizeEmail(confirmEmail) !== user.email) {
      throw new HttpsError("invalid-argument", ACCOUNT_MESSAGES.confirmationMismatch, { fieldErrors: { confirmEmail: ACCOUNT_MESSAGES.confirmationMismatch } });
    }
    // Children before parents: the account document goes last, so a retry still finds the rest.
    const parts = coachFootprint(auth.uid, user).reverse();
    let deleted = 0;
    for (const part of parts) {
      const refs = await part.find();
      for (let start = 0; start < refs.length; start += BATCH_SIZE) {
        const batch = db.batch();
        for (const ref of refs.slice(start, start + BATCH_SIZE)) batch.delete(ref);
        await batch.commit();
      }
      deleted += refs.length;
    }
    await getAuth().deleteUser(auth.uid);
    logger.info("Account deleted at the coach's request", { uid: auth.uid, documents: deleted });
    return { deleted: true as const };
  },
});
