import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { COUPON_MESSAGES, describeCoupon } from "@machines/billing/contracts";
import { stripe } from "./stripeClient";

/**
 * A promotion code the coach typed, checked against Stripe: it must exist, be active and unexpired,
 * have redemptions left and, when it is for one customer, be for this one. Anything else is refused
 * with a message that says why.
 */
export async function usablePromotionCode(code: string, customerId: string | null): Promise<{ promotionCode: Stripe.PromotionCode; description: string }> {
  const { data } = await (await stripe()).promotionCodes.list({ code, limit: 10, expand: ["data.promotion.coupon"] });
  const promotionCode = data.find((candidate) => candidate.active) ?? data[0];
  if (!promotionCode) throw new HttpsError("not-found", COUPON_MESSAGES.unknown);
  const coupon = promotionCode.promotion.coupon;
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expired =
    !promotionCode.active ||
    (promotionCode.expires_at !== null && promotionCode.expires_at <= nowSeconds) ||
    (promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions) ||
    !coupon ||
    typeof coupon === "string" ||
    !coupon.valid;
  if (expired) throw new HttpsError("failed-precondition", COUPON_MESSAGES.expired);
  const restrictedTo = typeof promotionCode.customer === "string" ? promotionCode.customer : (promotionCode.customer?.id ?? null);
  if (restrictedTo && restrictedTo !== customerId) throw new HttpsError("permission-denied", COUPON_MESSAGES.notForYou);
  return { promotionCode, description: describeCoupon(coupon) };
}
