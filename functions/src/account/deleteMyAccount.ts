import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { normalizeEmail } from "@machines/shared/email";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { startAccountDeletion } from "./accountDeletion";

/**
 * "Delete my account", confirmed by typing the account's address: sign-in is disabled at once, and the
 * `finishAccountDeletion` task cancels billing at Stripe, deletes every document about the coach
 * (footprint.ts), emails a confirmation and deletes the sign-in, retrying until done (accountDeletion.ts).
 */
export const deleteMyAccount = defineCallable("deleteMyAccount", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle({ confirmEmail }, { auth }) {
    const user = await requireCoach(auth.uid);
    if (normalizeEmail(confirmEmail) !== user.email) {
      throw new HttpsError("invalid-argument", ACCOUNT_MESSAGES.confirmationMismatch, { fieldErrors: { confirmEmail: ACCOUNT_MESSAGES.confirmationMismatch } });
    }
    await startAccountDeletion(auth.uid, user);
    return { deleted: true as const };
  },
});
