import type Stripe from "stripe";
import { stripe, stripeStatus } from "./stripeClient";

const ENDED: readonly Stripe.Subscription.Status[] = ["canceled", "incomplete_expired"];

/**
 * A deleted coach's Stripe customer, closed: every subscription canceled at once, with no final invoice
 * and no proration (the agreement bills nothing more once the service ends and promises no refund of a
 * paid period), every saved card detached, then the customer deleted. Stripe keeps the invoices, which are
 * the billing records the privacy policy keeps. Each call continues where the last one stopped; a
 * customer that is already deleted (or never existed) is done.
 */
export async function closeStripeCustomer(customerId: string): Promise<void> {
  const customer = await (await stripe())
    .customers.retrieve(customerId)
    .catch((error: unknown) => {
      if (stripeStatus(error) === 404) return null;
      throw error;
    });
  if (!customer || customer.deleted) return;
  for await (const subscription of (await stripe()).subscriptions.list({ customer: customerId, status: "all", limit: 100 })) {
    if (!ENDED.includes(subscription.status)) await (await stripe()).subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
  }
  for await (const method of (await stripe()).customers.listPaymentMethods(customerId, { limit: 100 })) {
    await (await stripe()).paymentMethods.detach(method.id);
  }
  await (await stripe()).customers.del(customerId);
}
