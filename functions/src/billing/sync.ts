import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { FOUNDER_PLAN, priceFor, tierById } from "@machines/pricing/tiers";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@machines/billing/contracts";
import { db } from "../lib/admin";
import { users } from "../lib/firestore";
import type { BillingDoc } from "@machines/billing/documents";
import type { UserDoc } from "@machines/account/documents";
import { hasActivePlan } from "./plan";
import { releaseHeldMail } from "../lib/releaseHeld";
import { planOfPrice } from "./prices";
import { stripe } from "./stripeClient";

const ENDED: readonly SubscriptionStatus[] = ["canceled", "incomplete_expired"];

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));
const toTimestamp = (seconds: number | null | undefined) => (seconds ? Timestamp.fromMillis(seconds * 1000) : null);

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): BillingDoc["paymentMethod"] {
  if (!method || typeof method === "string" || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** Billing as the subscription has it: status, plan, dates and the card that will be charged. */
function billingOf(subscription: Stripe.Subscription, customer: Stripe.Customer | null): BillingDoc {
  const item = subscription.items.data[0];
  const plan = planOfPrice(item?.price);
  const card = cardOf(subscription.default_payment_method) ?? cardOf(customer?.invoice_settings?.default_payment_method);
  return {
    customerId: idOf(subscription.customer)!,
    subscriptionId: subscription.id,
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(subscription.status) ? (subscription.status as SubscriptionStatus) : null,
    tierId: plan?.tierId ?? null,
    billingCycle: plan?.billingCycle ?? null,
    trialEnd: toTimestamp(subscription.trial_end),
    currentPeriodEnd: toTimestamp(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paymentMethod: card,
    syncedAt: Timestamp.now(),
  };
}

/** The plan fields of the coach record, from the subscription's price (a founder stays a founder). */
function planFields(coach: UserDoc, billing: BillingDoc): Partial<UserDoc> {
  const tier = billing.tierId ? tierById(billing.tierId) : undefined;
  if (!tier || !billing.billingCycle || coach.tier === FOUNDER_PLAN.id) return {};
  return { tier: tier.id, tierName: tier.name, price: priceFor(tier, billing.billingCycle), billingCycle: billing.billingCycle };
}

/**
 * Re-reads a subscription from Stripe and writes what it says onto its coach (`users/{uid}.billing`,
 * plan and access), so events can arrive in any order or twice: the result is Stripe's current state.
 * An ended subscription never overwrites the coach's newer one. When the plan is active, mail held
 * while it was not is processed now. Returns the coach's uid, or null for a subscription that is not ours.
 */
export async function syncSubscription(subscriptionId: string): Promise<string | null> {
  const subscription = await (await stripe()).subscriptions.retrieve(subscriptionId, { expand: ["default_payment_method", "customer.invoice_settings.default_payment_method"] });
  const customer = typeof subscription.customer === "object" && !("deleted" in subscription.customer && subscription.customer.deleted) ? (subscription.customer as Stripe.Customer) : null;
  const uid = subscription.metadata.uid || customer?.metadata.uid;
  if (!uid) return null;
  const billing = billingOf(subscription, customer);

  const coach = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(users.doc(uid))).data();
    if (!current) return null;
    if (current.billing?.customerId && current.billing.customerId !== billing.customerId) return null;
    const replacesNewer = current.billing?.subscriptionId && current.billing.subscriptionId !== subscription.id && ENDED.includes(billing.status!);
    if (replacesNewer) return current;
    const update = { billing, ...planFields(current, billing) };
    transaction.update(users.doc(uid), update);
    return { ...current, ...update };
  });
  if (coach && hasActivePlan(coach, new Date())) await releaseAllHeld(uid);
  return coach ? uid : null;
}

/** Held mail goes back through processing in batches until none is left. */
async function releaseAllHeld(uid: string): Promise<void> {
  let released: number;
  do released = await releaseHeldMail(uid, ["no_active_plan"]);
  while (released > 0);
}
