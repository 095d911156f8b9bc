import { defineCallable } from "../lib/callable";
import { applyCouponCode } from "./account";
import { STRIPE_SECRETS } from "./stripeClient";

/** The coupon box (billing/account.ts), for the signed-in coach's own account only. */
export const applyCoupon = defineCallable("applyCoupon", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  options: { secrets: STRIPE_SECRETS },
  handle: (request, { auth }) => applyCouponCode(auth.uid, request.code),
});
