import { defineCallable } from "../lib/callable";
import { guests, users } from "../lib/firestore";
import { owns } from "../identity/emailOwnership";
import { referralPricingFor } from "../referrals/refereeProgress";

/**
 * The caller's own signup: whether its address is proven, whether its trial runs, and the beta pricing
 * a colleague's invitation earned (the review page and its wait poll this).
 */
export const getSignupStatus = defineCallable("getSignupStatus", {
  rateLimit: { limit: 240, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const [guest, user] = await Promise.all([guests.doc(auth.uid).get(), users.doc(auth.uid).get()]);
    const email = guest.data()?.email ?? null;
    const emailConfirmed = email !== null && (await owns(auth.uid, email));
    const pricing = emailConfirmed && !guest.data()?.founderPlan ? await referralPricingFor(auth.uid) : null;
    return { email, emailConfirmed, trialStarted: user.exists, referralPricing: pricing && { referrerName: pricing.referrerName } };
  },
});
