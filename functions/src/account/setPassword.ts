import { getAuth } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES, RECENT_SIGN_IN_SECONDS } from "@machines/account/contracts";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { isSupportAccount } from "../lib/roles";
import { signedInWithProof } from "../lib/signInProof";

/** Whose password it is: a coach, or a support person (whose account `npm run support:grant` made with a proven address). */
async function passwordAccount(uid: string): Promise<{ email: string; displayName?: string }> {
  const record = await getAuth().getUser(uid);
  if (isSupportAccount(record) && record.email) return { email: record.email };
  const coach = await requireCoach(uid);
  return { email: coach.email, displayName: `${coach.first_name} ${coach.last_name}` };
}

/**
 * Sets the coach's (or a support person's) password, for signing in with the address they proved at signup. Only right after
 * a sign-in that proved the address (the welcome or reset link just opened, or the old password just
 * typed): a browser left signed in, or any session that began without a proof, cannot take the account over. The Auth account's email is always the proven address.
 */
export const setPassword = defineCallable("setPassword", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle({ password }, { auth }) {
    const account = await passwordAccount(auth.uid);
    if (!signedInWithProof(auth.token) || Date.now() / 1000 - auth.token.auth_time > RECENT_SIGN_IN_SECONDS) {
      throw new HttpsError("failed-precondition", ACCOUNT_MESSAGES.recentSignInRequired);
    }
    await getAuth().updateUser(auth.uid, { ...account, emailVerified: true, password });
    return { saved: true as const };
  },
});
