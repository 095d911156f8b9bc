import { defineCallable } from "../lib/callable";
import { sendSignInLink } from "./sendAddressLink";

/** "Forgot your password?": emails a reset link to an address with an account; answered alike for any address, as a sign-in link is. */
export const requestPasswordReset = defineCallable("requestPasswordReset", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle({ email, addressProof }, { auth }) {
    const withinBudget = await sendSignInLink(email, auth.uid, "reset-password", addressProof);
    return { status: withinBudget ? ("check-inbox" as const) : ("not-sent" as const) };
  },
});
