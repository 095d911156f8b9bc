import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES, RECENT_SIGN_IN_SECONDS } from "@machines/account/contracts";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { signedInWithProof } from "../lib/signInProof";

/**
 * Sets the coach's password, for signing in with the address they proved at signup. Only right after
 * a sign-in that proved the address (the welcome or reset link just opened, or the old password just
 * typed): a browser left signed in, or any session that began without a proof, cannot take the account over. The Auth account's email is always the proven address.
 */
export const setPassword = defineCallable("setPassword", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle({ password }, { auth }) {
    const user = await requireCoach(auth.uid);
    if (!signedInWithProof(auth.token) || Date.now() / 1000 - auth.token.auth_time > RECENT_SIGN_IN_SECONDS) {
      throw new HttpsError("failed-precondition", ACCOUNT_MESSAGES.recentSignInRequired);
    }
    await getAuth().updateUser(auth.uid, { email: user.email, emailVerified: true, password, displayName: `${user.first_name} ${user.last_name}` });
    return { saved: true as const };
  },
});
