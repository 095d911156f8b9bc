import { defineCallable } from "../lib/callable";
import { portalSession } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The Customer Portal (billing/account.ts), for the signed-in coach's own account only. */
export const createPortalSession = defineCallable("createPortalSession", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (_request, { auth }) => portalSession(auth.uid),
});
