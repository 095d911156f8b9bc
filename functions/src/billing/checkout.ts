import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { CHECKOUT_MESSAGES, type CheckoutResponse } from "@machines/billing/contracts";
import type { CallableParsedRequest } from "@machines/callables";
import { FOUNDER_PLAN, type BillingCycle } from "@machines/pricing/tiers";
import { APP_ORIGIN, FOUNDER_REFERRAL_CODES, listParam } from "../lib/config";
import { users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { requireCoach, requirePurchasableTier } from "./coach";
import { ensureCustomer } from "./customers";
import { resolvePrice } from "./prices";
import { usablePromotionCode } from "./promotionCodes";
import { stripe, stripeStatus } from "./stripeClient";
import { syncSubscription } from "./sync";

type CheckoutRequest = CallableParsedRequest<"createCheckoutSession">;

/** What a card-collecting (setup-mode) session applies when it completes, read back by the webhook. */
export interface CardCheckoutMetadata {
  uid: string;
  subscriptionId: string;
  tierId: string;
  billingCycle: BillingCycle;
  promotionCodeId: string;
}

/** Checkout returns only to this site: a URL from the browser is hostile until its origin is ours. */
function ownUrl(url: string): string {
  if (new URL(url).origin !== new URL(APP_ORIGIN.value()).origin) throw new HttpsError("invalid-argument", CHECKOUT_MESSAGES.foreignUrl);
  return url;
}

function withSessionId(successUrl: string): string {
  const url = new URL(successUrl);
  url.searchParams.delete("session_id");
  // Stripe fills in {CHECKOUT_SESSION_ID}; URLSearchParams would escape its braces.
  return `${url.toString()}${url.search ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

/** A founder code moves the coach to the $0 founder plan: no Stripe, and any trial subscription ends. */
async function joinFounderPlan(uid: string, coach: UserDoc): Promise<void> {
  const subscriptionId = coach.billing?.subscriptionId;
  await users.doc(uid).update({ tier: FOUNDER_PLAN.id, tierName: FOUNDER_PLAN.name, price: 0, referralPricing: null, nextTrialReminder: null });
  if (subscriptionId && coach.billing?.status !== "canceled") {
    await (await stripe()).subscriptions.cancel(subscriptionId, { prorate: false }, { idempotencyKey: `inboxscout-founder-cancel-${subscriptionId}` });
    await syncSubscription(subscriptionId);
  }
}

/**
 * Spec call 12. The tier must be open for the coach's sport; its price comes from server configuration
 * ('Invalid price ID format' when that resolves to something that is not a price). Then, by where the
 * coach stands: the founder plan needs no payment; the current tier and cycle with a card on file does
 * nothing; a trial or a paused plan (trial ended without a card) gets a card-collecting session for the
 * existing subscription (the chosen plan and coupon are applied when it completes); otherwise a new
 * subscription checkout. A paying coach changes plans on the Billing page (with a proration preview).
 */
export async function createCheckout(uid: string, request: CheckoutRequest): Promise<CheckoutResponse> {
  const successUrl = ownUrl(request.successUrl);
  const cancelUrl = ownUrl(request.cancelUrl);
  const coach = await requireCoach(uid);
  if (coach.tier === FOUNDER_PLAN.id) return { outcome: "founder-plan", url: successUrl };
  if (request.referralCode && listParam(FOUNDER_REFERRAL_CODES).includes(request.referralCode.toLowerCase())) {
    await joinFounderPlan(uid, coach);
    return { outcome: "founder-plan", url: successUrl };
  }

  const tier = requirePurchasableTier(coach, request.tierId);
  const cycle = request.billingCycle ?? coach.billingCycle;
  const billing = coach.billing;
  const status = billing?.status ?? null;
  const samePlan = (billing?.tierId ?? coach.tier) === tier.id && (billing?.billingCycle ?? coach.billingCycle) === cycle;
  if (status === "active" || status === "past_due") {
    if (samePlan) return { outcome: "current-plan" };
    throw new HttpsError("failed-precondition", CHECKOUT_MESSAGES.alreadySubscribed);
  }
  if (status === "trialing" && samePlan && billing?.paymentMethod && !request.couponCode) return { outcome: "current-plan" };

  const price = await resolvePrice(tier.id, cycle);
  const customerId = await ensureCustomer(uid, coach);
  const promotion = request.couponCode ? await usablePromotionCode(request.couponCode, customerId) : null;
  const returns = { success_url: withSessionId(successUrl), cancel_url: cancelUrl, client_reference_id: uid };
  const keepsSubscription = (status === "trialing" || status === "paused") && billing?.subscriptionId;

  const params: Stripe.Checkout.SessionCreateParams = keepsSubscription
    ? {
        mode: "setup",
        currency: "usd",
        customer: customerId,
        ...returns,
        metadata: { uid, subscriptionId: billing.subscriptionId!, tierId: tier.id, billingCycle: cycle, promotionCodeId: promotion?.promotionCode.id ?? "" } satisfies CardCheckoutMetadata,
        setup_intent_data: { metadata: { uid, subscriptionId: billing.subscriptionId! } },
      }
    : {
        mode: "subscription",
        customer: customerId,
        ...returns,
        line_items: [{ price: price.id, quantity: 1 }],
        ...(promotion ? { discounts: [{ promotion_code: promotion.promotionCode.id }] } : { allow_promotion_codes: true }),
        subscription_data: { metadata: { uid, tierId: tier.id, billingCycle: cycle } },
        metadata: { uid },
      };

  let session: Stripe.Checkout.Session;
  try {
    session = await (await stripe()).checkout.sessions.create(params);
  } catch (error) {
    const status = stripeStatus(error);
    if (status === undefined) throw error;
    throw new HttpsError("unavailable", CHECKOUT_MESSAGES.failedStatus(status));
  }
  if (!session.url) throw new HttpsError("internal", CHECKOUT_MESSAGES.noUrl);
  return { outcome: "redirect", url: session.url };
}
