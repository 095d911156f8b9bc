import { defineCallable } from "../lib/callable";
import { billingOverview } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The Billing page (billing/account.ts), for the signed-in coach's own account only. */
export const getBilling = defineCallable("getBilling", {
  rateLimit: { limit: 10, windowSeconds: 60 },
  options: { secrets: STRIPE_SECRETS },
  handle: (_request, { auth }) => billingOverview(auth.uid),
});
