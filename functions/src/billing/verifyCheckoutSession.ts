import { defineCallable } from "../lib/callable";
import { verifyCheckout } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The success page's check (billing/account.ts), for the signed-in coach's own account only. */
export const verifyCheckoutSession = defineCallable("verifyCheckoutSession", {
  rateLimit: { limit: 20, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (request, { auth }) => verifyCheckout(auth.uid, request.sessionId),
});
