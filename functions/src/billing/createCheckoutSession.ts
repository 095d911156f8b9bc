import { defineCallable } from "../lib/callable";
import { createCheckout } from "./checkout";
import { STRIPE_SECRETS } from "./stripeClient";

/** Spec call 12: the signed-in coach's checkout (see billing/checkout.ts). */
export const createCheckoutSession = defineCallable("createCheckoutSession", {
  rateLimit: { limit: 20, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (request, { auth }) => createCheckout(auth.uid, request),
});
