import type Stripe from "stripe";
import type { Ctx } from "../context.ts";
import { before } from "../events.ts";
import type { Invoice, Subscription, SubscriptionItem } from "../wire.ts";
import { describePrice, productName, recurrenceOf } from "./catalog.ts";
import { attemptPayment, buildInvoice, finalizeInvoice, markUncollectible, voidInvoice, type LineSpec } from "./invoices.ts";
import { paymentMethodFor } from "./paymentMethods.ts";
import { periodEndAfter, previousBoundary } from "./periods.ts";

/*
 * What happens to a subscription as time passes and payments succeed or fail: trials ending (converting,
 * pausing or cancelling), renewals, collection, and the status changes Stripe makes on each outcome.
 */

export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * 86_400;
/** An incomplete subscription whose first invoice is unpaid this long expires (Stripe: 23 hours). */
export const INCOMPLETE_EXPIRY_SECONDS = 23 * 3_600;

export function itemsOf(ctx: Ctx, subscription: Subscription): SubscriptionItem[] {
  return ctx.store.all("subscription_item").filter((item) => item.subscription === subscription.id);
}

/** The current billing period, which the current API keeps on the subscription's items. */
export function currentPeriod(ctx: Ctx, subscription: Subscription): { start: number; end: number } {
  const [item] = itemsOf(ctx, subscription);
  return item ? { start: item.current_period_start, end: item.current_period_end } : { start: subscription.start_date, end: subscription.start_date };
}

export function setPeriod(ctx: Ctx, subscription: Subscription, period: { start: number; end: number }): void {
  for (const item of itemsOf(ctx, subscription)) {
    item.current_period_start = period.start;
    item.current_period_end = period.end;
  }
  ctx.store.changed();
}

/** An item as billing sees it (a stored subscription item, or one a preview imagines). */
export interface BilledItem {
  id: string | null;
  priceId: string;
  quantity: number;
}

export function billedItems(ctx: Ctx, subscription: Subscription): BilledItem[] {
  return itemsOf(ctx, subscription).map((item) => ({ id: item.id, priceId: item.price.id, quantity: item.quantity ?? 1 }));
}

/** Lines charging each item for a period; a period shorter than a full cycle (a future billing anchor) is prorated. */
export function periodLines(ctx: Ctx, anchor: number, items: readonly BilledItem[], period: { start: number; end: number }): LineSpec[] {
  return items.map((item) => {
    const price = ctx.store.require("price", item.priceId);
    const full = (price.unit_amount ?? 0) * item.quantity;
    const cycleStart = previousBoundary(anchor, recurrenceOf(price), period.end);
    const partial = period.start > cycleStart;
    const amount = partial ? Math.round((full * (period.end - period.start)) / (period.end - cycleStart)) : full;
    return {
      priceId: price.id,
      subscriptionItemId: item.id,
      amount,
      quantity: item.quantity,
      description: `${item.quantity} × ${productName(ctx, price)} (at ${describePrice(price)})`,
      period,
      proration: partial,
      invoiceItemId: null,
    };
  });
}

/** Lines for the $0 invoice that opens a trial (Stripe invoices a trial, for nothing). */
export function trialLines(ctx: Ctx, items: readonly BilledItem[], period: { start: number; end: number }): LineSpec[] {
  return items.map((item) => ({
    priceId: item.priceId,
    subscriptionItemId: item.id,
    amount: 0,
    quantity: item.quantity,
    description: `Trial period for ${productName(ctx, ctx.store.require("price", item.priceId))}`,
    period,
    proration: false,
    invoiceItemId: null,
  }));
}

/** Pending prorations as invoice lines (`take` removes them, for a real invoice; a preview only looks). */
export function pendingLines(ctx: Ctx, subscription: Subscription, take: boolean): LineSpec[] {
  const pending = take ? ctx.store.takePendingProrations(subscription.id) : [...ctx.store.pendingProrations(subscription.id)];
  return pending.map((proration) => ({
    priceId: proration.priceId,
    subscriptionItemId: proration.subscriptionItemId,
    amount: proration.amount,
    quantity: 1,
    description: proration.description,
    period: proration.period,
    proration: true,
    invoiceItemId: proration.invoiceItemId,
  }));
}

/** The period after `start` on the subscription's billing cycle. */
export function nextPeriod(ctx: Ctx, subscription: Subscription, start: number, anchor = subscription.billing_cycle_anchor, priceId = itemsOf(ctx, subscription)[0]!.price.id): { start: number; end: number } {
  return { start, end: periodEndAfter(anchor, recurrenceOf(ctx.store.require("price", priceId)), start) };
}

/** The card a charge for this subscription would use, if any. */
export function subscriptionPaymentMethod(ctx: Ctx, subscription: Subscription) {
  const customer = ctx.store.require("customer", String(subscription.customer));
  return paymentMethodFor(ctx, [subscription.default_payment_method as string | null, customer.invoice_settings.default_payment_method as string | null]);
}

function hasOpenInvoices(ctx: Ctx, subscription: Subscription): boolean {
  return ctx.store.all("invoice").some((invoice) => invoice.status === "open" && invoice.parent?.subscription_details?.subscription === subscription.id);
}

/** Status after a payment outcome: paid → active (once nothing is left open); failed → past_due (incomplete stays). */
export function settleStatus(ctx: Ctx, subscription: Subscription, paid: boolean): void {
  const previous = before(ctx, subscription);
  const status = subscription.status;
  if (paid && ["incomplete", "past_due", "paused", "unpaid"].includes(status) && !hasOpenInvoices(ctx, subscription)) {
    subscription.status = "active";
    if (status === "paused") {
      delete subscription.status_details;
      ctx.emit("customer.subscription.resumed", subscription, previous);
    }
  } else if (!paid && ["active", "paused"].includes(status)) {
    subscription.status = "past_due";
    delete subscription.status_details;
  }
  if (subscription.status !== status) ctx.emit("customer.subscription.updated", subscription, previous);
}

/**
 * Finalizes and charges a subscription's new invoice, honouring `pause_collection` (void, keep as draft,
 * mark uncollectible), and moves the subscription's status on the outcome.
 */
export function collect(ctx: Ctx, subscription: Subscription, invoice: Invoice, options: { attempt: boolean } = { attempt: true }): Invoice {
  subscription.latest_invoice = invoice.id;
  const pause = subscription.pause_collection;
  if (pause?.behavior === "keep_as_draft") return invoice;
  if (pause?.behavior === "void") {
    voidInvoice(ctx, invoice);
    return invoice;
  }
  finalizeInvoice(ctx, invoice);
  if (pause?.behavior === "mark_uncollectible") {
    if (invoice.status === "open") markUncollectible(ctx, invoice);
    return invoice;
  }
  if (invoice.status === "paid") {
    settleStatus(ctx, subscription, true);
    return invoice;
  }
  if (!options.attempt || subscription.collection_method === "send_invoice") return invoice;
  settleStatus(ctx, subscription, attemptPayment(ctx, invoice));
  return invoice;
}

/** Starts the period beginning at `start`, invoices it (with pending prorations) and collects. */
export function invoiceNewPeriod(
  ctx: Ctx,
  subscription: Subscription,
  start: number,
  billingReason: Stripe.Invoice.BillingReason,
  previousPeriod: { start: number; end: number },
  options: { chargePeriod: boolean } = { chargePeriod: true },
): Invoice {
  const period = nextPeriod(ctx, subscription, start);
  setPeriod(ctx, subscription, period);
  const invoice = buildInvoice(ctx, {
    customerId: String(subscription.customer),
    subscription,
    billingReason,
    lines: [...pendingLines(ctx, subscription, true), ...(options.chargePeriod ? periodLines(ctx, subscription.billing_cycle_anchor, billedItems(ctx, subscription), period) : [])],
    period: previousPeriod,
  });
  return invoice;
}

export function cancelNow(ctx: Ctx, subscription: Subscription, reason: Stripe.Subscription.CancellationDetails.Reason | null): Subscription {
  const previous = before(ctx, subscription);
  const now = ctx.store.now();
  subscription.status = "canceled";
  subscription.canceled_at ??= now;
  subscription.ended_at = now;
  subscription.cancel_at_period_end = false;
  delete subscription.status_details;
  subscription.cancellation_details = { ...(subscription.cancellation_details ?? { comment: null, feedback: null, feedback_option: null }), reason: reason ?? subscription.cancellation_details?.reason ?? null };
  ctx.store.takePendingProrations(subscription.id);
  ctx.emit("customer.subscription.deleted", subscription, previous);
  return subscription;
}

/**
 * The trial is over: with a card the subscription turns active and its first paid period is invoiced and
 * charged; without one, `trial_settings.end_behavior.missing_payment_method` decides (pause, cancel, or invoice anyway).
 */
export function endTrial(ctx: Ctx, subscription: Subscription): void {
  const now = ctx.store.now();
  const trialPeriod = currentPeriod(ctx, subscription);
  const missing = subscriptionPaymentMethod(ctx, subscription) === null;
  const behaviour = subscription.trial_settings?.end_behavior.missing_payment_method ?? "create_invoice";
  if (missing && behaviour === "cancel") {
    cancelNow(ctx, subscription, null);
    return;
  }
  const previous = before(ctx, subscription);
  if (missing && behaviour === "pause") {
    subscription.status = "paused";
    subscription.status_details = { paused: { type: "subscription", subscription: { type: "trial_end_without_payment_method" }, transitioned_at: now } };
    ctx.emit("customer.subscription.paused", subscription, previous);
    ctx.emit("customer.subscription.updated", subscription, previous);
    return;
  }
  const trialEnd = subscription.trial_end ?? now;
  if (subscription.cancel_at !== null && subscription.cancel_at <= trialEnd) {
    cancelNow(ctx, subscription, "cancellation_requested");
    return;
  }
  if (subscription.trial_settings?.end_behavior.billing_cycle_anchor !== "unchanged" || subscription.billing_cycle_anchor <= trialEnd) {
    subscription.billing_cycle_anchor = trialEnd;
  }
  subscription.status = "active";
  const invoice = invoiceNewPeriod(ctx, subscription, trialEnd, "subscription_cycle", trialPeriod);
  ctx.emit("customer.subscription.updated", subscription, previous);
  collect(ctx, subscription, invoice);
}

/** The period is over: cancel if asked to, else invoice and charge the next one. */
export function renew(ctx: Ctx, subscription: Subscription): void {
  const period = currentPeriod(ctx, subscription);
  if (subscription.cancel_at !== null && subscription.cancel_at <= period.end) {
    cancelNow(ctx, subscription, "cancellation_requested");
    return;
  }
  const previous = before(ctx, subscription);
  const invoice = invoiceNewPeriod(ctx, subscription, period.end, "subscription_cycle", period);
  ctx.emit("customer.subscription.updated", subscription, previous);
  collect(ctx, subscription, invoice);
}

/** Retries an open subscription invoice; after the last retry fails the subscription is canceled (Stripe's default setting). */
export function retryInvoice(ctx: Ctx, invoice: Invoice): void {
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const subscription = subscriptionId ? ctx.store.get("subscription", String(subscriptionId)) : undefined;
  const paid = attemptPayment(ctx, invoice);
  if (!subscription || subscription.status === "canceled") return;
  settleStatus(ctx, subscription, paid);
  if (!paid && invoice.next_payment_attempt === null && subscription.status === "past_due") cancelNow(ctx, subscription, "payment_failed");
}

/** An incomplete subscription whose first invoice was never paid: its invoice is voided and it expires. */
export function expireIncomplete(ctx: Ctx, subscription: Subscription): void {
  const previous = before(ctx, subscription);
  for (const invoice of ctx.store.all("invoice")) {
    if (invoice.status === "open" && invoice.parent?.subscription_details?.subscription === subscription.id) voidInvoice(ctx, invoice);
  }
  subscription.status = "incomplete_expired";
  subscription.ended_at = ctx.store.now();
  ctx.emit("customer.subscription.updated", subscription, previous);
}
