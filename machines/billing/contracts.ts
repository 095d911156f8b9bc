import { z } from "zod";
import { BILLING_CYCLES } from "../pricing/tiers";
import { referralPricingSchema } from "../pricing/referralPricing";
import { COUPON_MESSAGES } from "./messages";

export { BILLING_MESSAGES, CHECKOUT_MESSAGES, COUPON_MESSAGES, CYCLE_SWITCH_MESSAGES, PAYMENT_MESSAGES, TRIAL_MESSAGES } from "./messages";

/** The billing callables' contracts (spec §3 checkout request, §7 call 12); the messages are in messages.ts. */

const billingCycleSchema = z.enum(BILLING_CYCLES);
const appUrlSchema = z.string().trim().max(500).url().regex(/^https?:\/\//i);
const couponCodeSchema = z.string().trim().max(64).regex(/^[A-Za-z0-9-]*$/, COUPON_MESSAGES.unknown);

/** Call 12: tierId, referralCode, successUrl, cancelUrl; plus the cycle and a promotion code from the coupon box. */
export const checkoutRequestSchema = z.object({
  tierId: z.string().trim().min(1).max(40),
  billingCycle: billingCycleSchema.optional(),
  referralCode: z.string().trim().max(40).nullish(),
  successUrl: appUrlSchema,
  cancelUrl: appUrlSchema,
  couponCode: couponCodeSchema.nullish(),
});

export const checkoutResponseSchema = z.discriminatedUnion("outcome", [
  /** Off to the Checkout page (a card for a trial or a paused plan, or a new subscription). */
  z.object({ outcome: z.literal("redirect"), url: z.string() }),
  /** The current tier and cycle: nothing to do. */
  z.object({ outcome: z.literal("current-plan") }),
  /** The founder plan: $0, no Stripe; straight to the success page. */
  z.object({ outcome: z.literal("founder-plan"), url: z.string() }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentMethodSchema = z.object({ brand: z.string(), last4: z.string() });

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "paused", "canceled", "unpaid", "incomplete", "incomplete_expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  created: z.string(),
  /** Cents. */
  total: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  status: z.string(),
  pdfUrl: z.string().nullable(),
  hostedUrl: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const billingOverviewSchema = z.object({
  plan: z.object({
    tierId: z.string(),
    tierName: z.string(),
    price: z.number(),
    billingCycle: billingCycleSchema,
    referralPricing: referralPricingSchema.nullable(),
    founder: z.boolean(),
  }),
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      trialEndsAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
      /** The next day a charge is due, or null when none is (canceled, paused). */
      nextBillingDate: z.string().nullable(),
      paymentMethod: paymentMethodSchema.nullable(),
      /** The applied coupon, and the plan's price (dollars) on the invoices it takes money off. */
      coupon: z.object({ code: z.string(), description: z.string(), priceAfterCoupon: z.number() }).nullable(),
    })
    .nullable(),
  invoices: z.array(invoiceSummarySchema),
  /** Tiers this coach can choose (open for their sport, plus their invitation's beta tier). */
  purchasableTierIds: z.array(z.string()),
  timeZone: z.string(),
  /** Coach Connect: months credited for colleagues who paid. */
  referralRewards: z.array(z.object({ refereeName: z.string(), creditCents: z.number().int(), creditedAt: z.string() })),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const planChoiceSchema = z.object({ tierId: z.string().trim().min(1).max(40), billingCycle: billingCycleSchema });

export const planChangePreviewSchema = z.object({
  /** Cents due now (a cycle change invoices at once) or on the next invoice (prorations). */
  amountDue: z.number().int(),
  dueNow: z.boolean(),
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
  nextBillingDate: z.string().nullable(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

export const applyCouponRequestSchema = z.object({ code: z.string().trim().min(1, COUPON_MESSAGES.blank).max(64).regex(/^[A-Za-z0-9-]+$/, COUPON_MESSAGES.unknown) });
export const applyCouponResponseSchema = z.object({ code: z.string(), description: z.string() });

export const verifyCheckoutRequestSchema = z.object({ sessionId: z.string().trim().min(1).max(200).regex(/^cs_[A-Za-z0-9_]+$/) });
export const verifyCheckoutResponseSchema = z.object({
  /** paid: a subscription started; card-saved: a card for a trial or paused plan; open/expired: not completed. */
  status: z.enum(["paid", "card-saved", "open", "expired"]),
  tierName: z.string(),
});
export type VerifyCheckoutResponse = z.infer<typeof verifyCheckoutResponseSchema>;

/** The coupon's effect in words: '20% off for 3 months', '$5.00 off once'. */
export function describeCoupon(coupon: { percent_off: number | null; amount_off: number | null; duration: string; duration_in_months: number | null }): string {
  const off = coupon.percent_off !== null ? `${coupon.percent_off}% off` : `$${((coupon.amount_off ?? 0) / 100).toFixed(2)} off`;
  const duration = coupon.duration === "forever" ? "forever" : coupon.duration === "once" ? "once" : `for ${coupon.duration_in_months} months`;
  return `${off} ${duration}`;
}
