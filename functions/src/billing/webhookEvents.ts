import { Timestamp } from "firebase-admin/firestore";
import type Stripe from "stripe";
import { BRAND } from "@machines/brand";
import { isAlreadyExists } from "../lib/admin";
import { APP_ORIGIN } from "../lib/config";
import { stripeEvents, users } from "../lib/firestore";
import { queueEmail } from "../mail/outbox";
import { renderEmail } from "../mail/layout";
import { completeCardCheckout } from "./cardCheckout";
import { rewardReferrer } from "./referralReward";
import { stripe } from "./stripeClient";
import { syncSubscription } from "./sync";

/** The events the billing code handles (the Stripe dashboard's webhook endpoint subscribes to these). */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

function paymentFailedEmail(firstName: string) {
  return renderEmail({
    subject: `Your ${BRAND.name} payment didn't go through`,
    paragraphs: [
      `Hi ${firstName},`,
      `We couldn't charge your card for ${BRAND.name}. We'll try again over the next few days; to fix it now, update your card from your Billing page. Your summaries keep coming meanwhile.`,
    ],
    action: { label: "Update your card", url: `${APP_ORIGIN.value()}/billing` },
    reason: `You're getting this email about your ${BRAND.name} subscription.`,
  });
}

async function dispatch(event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode === "setup") await completeCardCheckout(await (await stripe()).checkout.sessions.retrieve(session.id));
      else if (session.subscription) await syncSubscription(idOf(session.subscription)!);
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
    case "customer.subscription.trial_will_end":
      await syncSubscription(event.data.object.id);
      return;
    case "invoice.paid": {
      const subscriptionId = invoiceSubscription(event.data.object);
      const uid = subscriptionId ? await syncSubscription(subscriptionId) : null;
      if (uid) await rewardReferrer(uid, event.data.object);
      return;
    }
    case "invoice.payment_failed": {
      const subscriptionId = invoiceSubscription(event.data.object);
      const uid = subscriptionId ? await syncSubscription(subscriptionId) : null;
      const coach = uid ? (await users.doc(uid).get()).data() : undefined;
      if (coach) await queueEmail(`payment-failed-${event.data.object.id}`, { to: coach.email, ...paymentFailedEmail(coach.first_name) });
      return;
    }
    default:
      return;
  }
}

/** The customer an event's object belongs to (a customer, subscription, invoice or checkout session), if any. */
function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  return object.object === "customer" ? (object.id ?? null) : idOf(object.customer);
}

/**
 * One verified Stripe event: recorded once by id (`create()`); an event already processed is not
 * processed again, one whose handling failed is retried by Stripe's redelivery (the caller answers 5xx).
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<"processed" | "duplicate"> {
  const ref = stripeEvents.doc(event.id);
  try {
    await ref.create({ type: event.type, created: event.created, customerId: customerOf(event), receivedAt: Timestamp.now(), processedAt: null });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    if ((await ref.get()).data()?.processedAt) return "duplicate";
  }
  await dispatch(event);
  await ref.update({ processedAt: Timestamp.now() });
  return "processed";
}
