import { defineCallable } from "../lib/callable";
import { changePlanTo } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The plan change (billing/account.ts), for the signed-in coach's own account only. */
export const changePlan = defineCallable("changePlan", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (request, { auth }) => changePlanTo(auth.uid, request.tierId, request.billingCycle),
});
