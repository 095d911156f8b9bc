import type Stripe from "stripe";
import type { TierId } from "@machines/pricing/tiers";
import type { CardCheckoutMetadata } from "./checkout";
import { resolvePrice } from "./prices";
import { stripe } from "./stripeClient";
import { syncSubscription } from "./sync";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

/**
 * A card-collecting checkout for an existing subscription completed: the card becomes the customer's and
 * the subscription's default, the chosen plan and coupon apply (no proration during a trial), and a paused
 * subscription resumes, billing now. Every write carries the session as idempotency key, so the webhook
 * and the success page's verification can both run it.
 */
export async function completeCardCheckout(session: Stripe.Checkout.Session): Promise<void> {
  const metadata = session.metadata as Partial<CardCheckoutMetadata> | null;
  const intent = typeof session.setup_intent === "string" ? await (await stripe()).setupIntents.retrieve(session.setup_intent) : session.setup_intent;
  const paymentMethod = idOf(intent?.payment_method);
  if (session.status !== "complete" || !metadata?.subscriptionId || !metadata.tierId || !metadata.billingCycle || !paymentMethod) return;
  const subscription = await (await stripe()).subscriptions.retrieve(metadata.subscriptionId);
  const customerId = idOf(subscription.customer)!;
  if (subscription.metadata.uid !== metadata.uid || customerId !== idOf(session.customer)) return;

  await (await stripe()).customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethod } }, { idempotencyKey: `inboxscout-card-customer-${session.id}` });
  const price = await resolvePrice(metadata.tierId as TierId, metadata.billingCycle);
  const item = subscription.items.data[0]!;
  await (await stripe()).subscriptions.update(
    subscription.id,
    {
      default_payment_method: paymentMethod,
      // Always the same parameters for one session (the idempotency key demands it), whether or not the price changes.
      items: [{ id: item.id, price: price.id }],
      proration_behavior: "none",
      ...(metadata.promotionCodeId ? { discounts: [{ promotion_code: metadata.promotionCodeId }] } : {}),
      metadata: { tierId: metadata.tierId, billingCycle: metadata.billingCycle },
    },
    { idempotencyKey: `inboxscout-card-subscription-${session.id}` },
  );
  if (subscription.status === "paused") {
    await (await stripe()).subscriptions.resume(subscription.id, { billing_cycle_anchor: { type: "now" } }, { idempotencyKey: `inboxscout-card-resume-${session.id}` });
  }
  await syncSubscription(subscription.id);
}
