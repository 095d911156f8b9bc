import { defineCallable } from "../lib/callable";
import { sendSignInLink } from "./sendAddressLink";

/** "Forgot your password?": emails a reset link to an address with an account; the same answer for any address. */
export const requestPasswordReset = defineCallable("requestPasswordReset", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle({ email }, { auth }) {
    await sendSignInLink(email, auth.uid, "reset-password");
    return { status: "check-inbox" as const };
  },
});
