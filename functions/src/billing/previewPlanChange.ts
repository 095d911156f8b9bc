import { defineCallable } from "../lib/callable";
import { planChangePreview } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The proration preview (billing/account.ts), for the signed-in coach's own account only. */
export const previewPlanChange = defineCallable("previewPlanChange", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (request, { auth }) => planChangePreview(auth.uid, request.tierId, request.billingCycle),
});
