import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest } from "../errors.ts";
import { before } from "../events.ts";
import { newId } from "../ids.ts";
import type { PortalSession, Subscription } from "../wire.ts";
import { attemptPayment } from "./invoices.ts";
import { settleStatus } from "./lifecycle.ts";
import { attachPaymentMethod, createCardPaymentMethod, type TestCardName } from "./paymentMethods.ts";
import { updateSubscription } from "./subscriptions.ts";

/** The account's default portal configuration (the double has one, and it cannot be retrieved). */
const DEFAULT_CONFIGURATION = "bpc_1DoubleDefaultPortalConfig";

/** The subscriptions a customer sees in the portal (not the ended ones). */
export function portalSubscriptions(ctx: Ctx, customerId: string): Subscription[] {
  return ctx.store.all("subscription").filter((subscription) => subscription.customer === customerId && !["canceled", "incomplete_expired"].includes(subscription.status));
}

/** `POST /v1/billing_portal/sessions`: a session whose `url` is the double's portal page. */
export function createPortalSession(ctx: Ctx, input: { customer: string; return_url?: string; configuration?: string; locale?: string }): PortalSession {
  ctx.store.require("customer", input.customer, "customer");
  const configuration = input.configuration ?? DEFAULT_CONFIGURATION;
  if (!configuration.startsWith("bpc_")) throw invalidParam("configuration", `No such configuration: '${configuration}'`);
  const id = newId("billing_portal.session");
  const session: PortalSession = {
    id,
    object: "billing_portal.session",
    configuration,
    created: ctx.store.now(),
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.return_url ?? null,
    url: `${ctx.baseUrl}/portal/${id}`,
  };
  return ctx.store.insert<"billing_portal.session">(session);
}

function ownSubscription(ctx: Ctx, session: PortalSession, subscriptionId: string): Subscription {
  const subscription = ctx.store.require("subscription", subscriptionId, "subscription");
  if (subscription.customer !== session.customer) throw invalidRequest("This subscription belongs to another customer.");
  return subscription;
}

/** The portal's "Cancel plan": the subscription ends when the paid period (or the trial) does. */
export function cancelAtPeriodEnd(ctx: Ctx, session: PortalSession, subscriptionId: string): void {
  updateSubscription(ctx, ownSubscription(ctx, session, subscriptionId), { cancel_at_period_end: true });
}

/** The portal's "Renew plan": undoes a pending cancellation. */
export function renewPlan(ctx: Ctx, session: PortalSession, subscriptionId: string): void {
  updateSubscription(ctx, ownSubscription(ctx, session, subscriptionId), { cancel_at_period_end: false });
}

/**
 * The portal's "Update payment method": the new card becomes the customer's and their subscriptions'
 * default, and open subscription invoices are retried with it. A paused subscription stays paused until
 * the product resumes it (as in Stripe).
 */
export function replaceCard(ctx: Ctx, session: PortalSession, card: TestCardName): void {
  const customer = ctx.store.require("customer", session.customer);
  const paymentMethod = attachPaymentMethod(ctx, createCardPaymentMethod(ctx, card, { email: customer.email, name: customer.name ?? null }), customer.id);
  const previous = before(ctx, customer);
  customer.invoice_settings.default_payment_method = paymentMethod.id;
  ctx.emit("customer.updated", customer, previous);
  const subscriptions = portalSubscriptions(ctx, customer.id);
  for (const subscription of subscriptions) updateSubscription(ctx, subscription, { default_payment_method: paymentMethod.id });
  for (const invoice of ctx.store.all("invoice")) {
    const subscription = subscriptions.find((candidate) => candidate.id === invoice.parent?.subscription_details?.subscription);
    if (invoice.status === "open" && subscription) settleStatus(ctx, subscription, attemptPayment(ctx, invoice, paymentMethod.id));
  }
}
