import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import {
  BILLING_MESSAGES,
  COUPON_MESSAGES,
  PAYMENT_MESSAGES,
  describeCoupon,
  type BillingOverview,
  type InvoiceSummary,
  type PlanChangePreview,
  type VerifyCheckoutResponse,
} from "@machines/billing/contracts";
import { FOUNDER_PLAN, type BillingCycle } from "@machines/pricing/tiers";
import { APP_ORIGIN } from "../lib/config";
import { referralRewards } from "../lib/firestore";
import type { BillingDoc } from "@machines/billing/documents";
import type { UserDoc } from "@machines/account/documents";
import { completeCardCheckout } from "./cardCheckout";
import { purchasableTiers, requireCoach, requirePurchasableTier } from "./coach";
import { resolvePrice } from "./prices";
import { usablePromotionCode } from "./promotionCodes";
import { stripe } from "./stripeClient";
import { syncSubscription } from "./sync";

/** Subscriptions a plan change or coupon applies to: running, in trial, paused or being retried. */
const LIVE = ["trialing", "active", "past_due", "paused"] as const;
type LiveBilling = BillingDoc & { subscriptionId: string };

function liveBilling(coach: UserDoc): LiveBilling {
  const billing = coach.billing;
  if (!billing?.subscriptionId || !LIVE.some((status) => status === billing.status)) throw new HttpsError("failed-precondition", BILLING_MESSAGES.noSubscription);
  return billing as LiveBilling;
}

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

function nextBillingDate(billing: BillingDoc): string | null {
  if (billing.status === "trialing") return billing.trialEnd?.toDate().toISOString() ?? null;
  if ((billing.status === "active" || billing.status === "past_due") && !billing.cancelAtPeriodEnd) return billing.currentPeriodEnd?.toDate().toISOString() ?? null;
  return null;
}

function invoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    created: iso(invoice.created)!,
    total: invoice.total,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? "draft",
    pdfUrl: invoice.invoice_pdf ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}

/** The plan's price (dollars) once the coupon takes its share: what the coach pays on the invoices it applies to. */
function priceAfterCoupon(price: number, coupon: Stripe.Coupon): number {
  const cents = Math.round(price * 100);
  const off = coupon.percent_off !== null ? Math.round((cents * coupon.percent_off) / 100) : (coupon.amount_off ?? 0);
  return Math.max(0, cents - off) / 100;
}

async function couponOf(subscriptionId: string, price: number): Promise<NonNullable<BillingOverview["subscription"]>["coupon"]> {
  const subscription = await (await stripe()).subscriptions.retrieve(subscriptionId, { expand: ["discounts.source.coupon", "discounts.promotion_code"] });
  const discount = subscription.discounts.find((entry): entry is Stripe.Discount => typeof entry === "object");
  const coupon = discount?.source.coupon;
  if (!discount || !coupon || typeof coupon === "string") return null;
  const promotionCode = discount.promotion_code;
  return {
    code: typeof promotionCode === "object" && promotionCode ? promotionCode.code : coupon.name ?? coupon.id,
    description: describeCoupon(coupon),
    priceAfterCoupon: priceAfterCoupon(price, coupon),
  };
}

/** The Billing page: the coach's plan, subscription (as last synced), coupon, real invoices, and Coach Connect credits. */
export async function billingOverview(uid: string): Promise<BillingOverview> {
  const coach = await requireCoach(uid);
  const billing = coach.billing;
  const [invoices, coupon, rewards] = await Promise.all([
    billing?.customerId ? (await stripe()).invoices.list({ customer: billing.customerId, limit: 24 }) : null,
    billing?.subscriptionId && billing.status !== "canceled" ? couponOf(billing.subscriptionId, coach.price) : null,
    referralRewards.where("referrerUid", "==", uid).get(),
  ]);
  return {
    plan: {
      tierId: coach.tier,
      tierName: coach.tierName,
      price: coach.price,
      billingCycle: coach.billingCycle,
      referralPricing: coach.referralPricing ? { referrerName: coach.referralPricing.referrerName } : null,
      founder: coach.tier === FOUNDER_PLAN.id,
    },
    subscription:
      billing?.subscriptionId && billing.status
        ? {
            status: billing.status,
            trialEndsAt: billing.trialEnd?.toDate().toISOString() ?? null,
            currentPeriodEnd: billing.currentPeriodEnd?.toDate().toISOString() ?? null,
            cancelAtPeriodEnd: billing.cancelAtPeriodEnd,
            nextBillingDate: nextBillingDate(billing),
            paymentMethod: billing.paymentMethod,
            coupon,
          }
        : null,
    invoices: (invoices?.data ?? []).filter((invoice) => invoice.status !== "draft").map(invoiceSummary),
    purchasableTierIds: coach.tier === FOUNDER_PLAN.id ? [] : purchasableTiers(coach).map((tier) => tier.id),
    timeZone: coach.timeZone,
    referralRewards: rewards.docs
      .map((doc) => doc.data())
      .filter((reward) => reward.creditedAt)
      .map((reward) => ({ refereeName: reward.refereeName, creditCents: reward.creditCents, creditedAt: reward.creditedAt!.toDate().toISOString() })),
  };
}

interface PlanChange {
  billing: LiveBilling;
  item: Stripe.SubscriptionItem;
  price: Stripe.Price;
  /** Same tier and cycle as now: nothing to do. */
  unchanged: boolean;
  prorationBehavior: "none" | "create_prorations" | "always_invoice";
}

/** A change of tier or cycle: no proration during a trial; a cycle change bills now; a tier change prorates into the next invoice. */
async function planChange(uid: string, tierId: string, cycle: BillingCycle): Promise<PlanChange> {
  const coach = await requireCoach(uid);
  const billing = liveBilling(coach);
  const tier = requirePurchasableTier(coach, tierId);
  const price = await resolvePrice(tier.id, cycle);
  const subscription = await (await stripe()).subscriptions.retrieve(billing.subscriptionId);
  const item = subscription.items.data[0]!;
  const cycleChanges = item.price.recurring?.interval !== price.recurring?.interval;
  const prorationBehavior = subscription.status === "trialing" ? "none" : cycleChanges ? "always_invoice" : "create_prorations";
  return { billing, item, price, unchanged: item.price.id === price.id, prorationBehavior };
}

/** What a change would cost: Stripe's preview of the invoice it causes (now for a cycle change, else the next one). */
export async function planChangePreview(uid: string, tierId: string, cycle: BillingCycle): Promise<PlanChangePreview> {
  const change = await planChange(uid, tierId, cycle);
  const preview = await (await stripe()).invoices.createPreview({
    customer: change.billing.customerId,
    subscription: change.billing.subscriptionId,
    subscription_details: {
      items: [{ id: change.item.id, price: change.price.id }],
      proration_behavior: change.prorationBehavior,
      proration_date: Math.floor(Date.now() / 1000),
    },
  });
  return {
    amountDue: preview.amount_due,
    dueNow: change.prorationBehavior === "always_invoice",
    lines: preview.lines.data.map((line) => ({ description: line.description ?? "", amount: line.amount })),
    nextBillingDate: iso(preview.period_end) ?? nextBillingDate(change.billing),
  };
}

/** Changes the tier or cycle on the subscription itself; choosing the current one does nothing. */
export async function changePlanTo(uid: string, tierId: string, cycle: BillingCycle): Promise<{ changed: boolean }> {
  const change = await planChange(uid, tierId, cycle);
  if (change.unchanged) return { changed: false };
  await (await stripe()).subscriptions.update(change.billing.subscriptionId, {
    items: [{ id: change.item.id, price: change.price.id }],
    proration_behavior: change.prorationBehavior,
    metadata: { tierId, billingCycle: cycle },
  });
  await syncSubscription(change.billing.subscriptionId);
  return { changed: true };
}

/** The coupon box: a Stripe promotion code, checked, then applied to the coach's subscription. */
export async function applyCouponCode(uid: string, code: string): Promise<{ code: string; description: string }> {
  const coach = await requireCoach(uid);
  if (!coach.billing?.subscriptionId || !LIVE.some((status) => status === coach.billing?.status)) throw new HttpsError("failed-precondition", COUPON_MESSAGES.noPlan);
  const { promotionCode, description } = await usablePromotionCode(code, coach.billing.customerId);
  await (await stripe()).subscriptions.update(coach.billing.subscriptionId, { discounts: [{ promotion_code: promotionCode.id }] });
  await syncSubscription(coach.billing.subscriptionId);
  return { code: promotionCode.code, description };
}

/** Stripe's Customer Portal for cancellation, refunds, invoices and card changes; it returns to /billing. */
export async function portalSession(uid: string): Promise<{ url: string }> {
  const coach = await requireCoach(uid);
  if (!coach.billing?.customerId) throw new HttpsError("failed-precondition", BILLING_MESSAGES.noCustomer);
  const session = await (await stripe()).billingPortal.sessions.create({ customer: coach.billing.customerId, return_url: `${APP_ORIGIN.value()}/billing` });
  return { url: session.url };
}

/**
 * /billing/success asks before saying 'Payment Successful': the session must be the caller's own, and
 * its result is applied now (as the webhook will, idempotently), so the page shows it at once.
 */
export async function verifyCheckout(uid: string, sessionId: string): Promise<VerifyCheckoutResponse> {
  const session = await (await stripe())
    .checkout.sessions.retrieve(sessionId)
    .catch((error: { code?: string }) => {
      if (error.code === "resource_missing") return null;
      throw error;
    });
  if (!session || session.client_reference_id !== uid) throw new HttpsError("permission-denied", PAYMENT_MESSAGES.unverified);
  if (session.status === "complete") {
    if (session.mode === "setup") await completeCardCheckout(session);
    else if (session.subscription) await syncSubscription(typeof session.subscription === "string" ? session.subscription : session.subscription.id);
  }
  const coach = await requireCoach(uid);
  const status = session.status === "complete" ? (session.mode === "setup" ? "card-saved" : "paid") : session.status === "expired" ? "expired" : "open";
  return { status, tierName: coach.tierName };
}
