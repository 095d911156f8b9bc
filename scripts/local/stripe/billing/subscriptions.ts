import type Stripe from "stripe";
import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest, StripeError } from "../errors.ts";
import { before } from "../events.ts";
import { newId } from "../ids.ts";
import { mergeMetadata } from "../params.ts";
import { planFromPrice } from "../render.ts";
import type { Subscription, SubscriptionItem } from "../wire.ts";
import { recurrenceOf, requireRecurringPrice, sameRecurrence } from "./catalog.ts";
import { checkDiscountParams, createDiscounts, type DiscountParam } from "./discounts.ts";
import { attemptPayment, buildInvoice, finalizeInvoice, type LineSpec } from "./invoices.ts";
import { billedItems, cancelNow, collect, currentPeriod, endTrial, invoiceNewPeriod, itemsOf, pendingLines, periodLines, settleStatus, trialLines } from "./lifecycle.ts";
import { attachPaymentMethod, chargeSucceeds, resolvePaymentMethod } from "./paymentMethods.ts";
import { periodEndAfter } from "./periods.ts";
import { changesInterval, planItemChanges, prorationLines, type ItemParam } from "./prorations.ts";

type MissingPaymentMethod = Stripe.Subscription.TrialSettings.EndBehavior.MissingPaymentMethod;
/** `trial_settings`: what happens at trial end without a card, and whether the billing cycle restarts then. */
interface TrialSettingsInput {
  end_behavior: { missing_payment_method: MissingPaymentMethod; billing_cycle_anchor?: "now" | "unchanged" };
}
type ProrationBehavior = "create_prorations" | "none" | "always_invoice";
type PaymentBehavior = "allow_incomplete" | "default_incomplete" | "error_if_incomplete" | "pending_if_incomplete";

export interface SubscriptionCreateInput {
  customer: string;
  items: Array<{ price: string; quantity?: number; metadata?: Record<string, string> | "" }>;
  trial_end?: number | "now";
  trial_period_days?: number;
  trial_settings?: TrialSettingsInput;
  payment_behavior?: PaymentBehavior;
  payment_settings?: { payment_method_types?: string[] | ""; save_default_payment_method?: "off" | "on_subscription" };
  billing_cycle_anchor?: number;
  proration_behavior?: ProrationBehavior;
  metadata?: Record<string, string> | "";
  description?: string;
  default_payment_method?: string;
  discounts?: DiscountParam[] | "";
  collection_method?: "charge_automatically" | "send_invoice";
  days_until_due?: number;
  cancel_at_period_end?: boolean;
  cancel_at?: number;
  currency?: string;
  billing_mode?: { type: "classic" | "flexible" };
  /** Discounts a checkout session already redeemed for this subscription. */
  redeemedDiscountIds?: string[];
  /** A checkout session: the first charge was taken on the hosted page. */
  checkoutSession?: string;
}

const MAX_TRIAL_SECONDS = 730 * 86_400;

function trialSettingsFrom(input: TrialSettingsInput | undefined): Subscription["trial_settings"] {
  return { end_behavior: { billing_cycle_anchor: input?.end_behavior.billing_cycle_anchor ?? null, missing_payment_method: input?.end_behavior.missing_payment_method ?? "create_invoice" } };
}

function trialEndFrom(ctx: Ctx, input: { trial_end?: number | "now"; trial_period_days?: number }, param = "trial_end"): number | null {
  const now = ctx.store.now();
  if (input.trial_end !== undefined && input.trial_period_days !== undefined) {
    throw invalidRequest("You may only specify one of these parameters: trial_end, trial_period_days.");
  }
  if (input.trial_period_days !== undefined) {
    if (input.trial_period_days < 0 || input.trial_period_days > 730) throw invalidParam("trial_period_days", "Invalid trial_period_days: must be between 0 and 730.");
    return input.trial_period_days === 0 ? null : now + input.trial_period_days * 86_400;
  }
  if (input.trial_end === undefined || input.trial_end === "now") return null;
  if (input.trial_end <= now) throw invalidParam(param, "Invalid timestamp: must be an integer Unix timestamp in the future.");
  if (input.trial_end - now > MAX_TRIAL_SECONDS) throw invalidParam(param, "Invalid timestamp: can be no more than two years in the future.");
  return input.trial_end;
}

/** The payment method a request names for a customer: it must be attached to them (test aliases are attached on the fly). */
export function customerPaymentMethod(ctx: Ctx, customerId: string, id: string, param: string): string {
  const paymentMethod = resolvePaymentMethod(ctx, id, param);
  if (paymentMethod.customer === null && id !== paymentMethod.id) attachPaymentMethod(ctx, paymentMethod, customerId);
  if (paymentMethod.customer !== customerId) {
    throw invalidParam(param, `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`);
  }
  return paymentMethod.id;
}

function newItem(ctx: Ctx, subscriptionId: string, priceId: string, quantity: number, metadata: Record<string, string>, period: { start: number; end: number }): SubscriptionItem {
  const price = ctx.store.require("price", priceId);
  const item: SubscriptionItem = {
    id: newId("subscription_item"),
    object: "subscription_item",
    billing_thresholds: null,
    created: ctx.store.now(),
    current_period_end: period.end,
    current_period_start: period.start,
    current_trial: null,
    discounts: [],
    metadata,
    plan: planFromPrice(price),
    price: structuredClone(price),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
  return ctx.store.insert<"subscription_item">(item);
}

function checkItems(ctx: Ctx, items: SubscriptionCreateInput["items"]) {
  if (items.length === 0) throw invalidParam("items", "Missing required param: items.");
  const prices = items.map((item, index) => requireRecurringPrice(ctx, item.price, `items[${index}][price]`));
  const [first] = prices;
  prices.forEach((price, index) => {
    if (price.currency !== first!.currency) throw invalidParam(`items[${index}][price]`, "All prices on a subscription must have the same currency.");
    if (!sameRecurrence(recurrenceOf(price), recurrenceOf(first!))) throw invalidParam(`items[${index}][price]`, "All prices on a subscription must have the same recurring interval and interval_count.");
  });
  return prices;
}

/**
 * `POST /v1/subscriptions`: with a trial the subscription starts `trialing` with a $0 invoice (as Stripe
 * does); without one its first period is invoiced and charged at once, and it is `active`, or
 * `incomplete` when that payment fails.
 */
export function createSubscription(ctx: Ctx, input: SubscriptionCreateInput): Subscription {
  const customer = ctx.store.require("customer", input.customer, "customer");
  const prices = checkItems(ctx, input.items);
  const now = ctx.store.now();
  const trialEnd = trialEndFrom(ctx, input);
  const discountParams = input.discounts === "" ? [] : (input.discounts ?? []);
  checkDiscountParams(ctx, discountParams, { customer: customer.id });
  const defaultPaymentMethod = input.default_payment_method ? customerPaymentMethod(ctx, customer.id, input.default_payment_method, "default_payment_method") : null;
  if (input.billing_cycle_anchor !== undefined && input.billing_cycle_anchor < now) throw invalidParam("billing_cycle_anchor", "Invalid timestamp: must be an integer Unix timestamp in the future.");
  const paymentBehavior = input.payment_behavior ?? "allow_incomplete";
  const collectionMethod = input.collection_method ?? "charge_automatically";

  if (trialEnd === null && collectionMethod === "charge_automatically" && paymentBehavior !== "default_incomplete" && !input.checkoutSession) {
    const card = defaultPaymentMethod ?? customer.invoice_settings.default_payment_method;
    const total = prices.reduce((sum, price, index) => sum + (price.unit_amount ?? 0) * (input.items[index]!.quantity ?? 1), 0);
    if (!card && total > 0) {
      throw invalidRequest("This customer has no attached payment source or default payment method. Please consider adding a default payment method.", undefined, "resource_missing");
    }
    const paymentMethod = card ? ctx.store.get("payment_method", String(card)) : undefined;
    if (paymentBehavior === "error_if_incomplete" && paymentMethod && !chargeSucceeds(paymentMethod) && total > 0) {
      throw new StripeError(402, { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." });
    }
  }

  const anchor = input.billing_cycle_anchor ?? trialEnd ?? now;
  const recurrence = recurrenceOf(prices[0]!);
  const firstPeriod = trialEnd !== null ? { start: now, end: trialEnd } : { start: now, end: periodEndAfter(anchor, recurrence, now) };
  const subscription: Subscription = {
    id: newId("subscription"),
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: anchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: input.billing_mode?.type ?? "classic" },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: collectionMethod,
    created: now,
    currency: input.currency ?? prices[0]!.currency,
    customer: customer.id,
    customer_account: null,
    days_until_due: collectionMethod === "send_invoice" ? (input.days_until_due ?? 30) : null,
    default_payment_method: defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: input.description ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: "self" } },
    items: { object: "list", data: [], has_more: false, url: "" },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: mergeMetadata(null, input.metadata),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: input.payment_settings?.payment_method_types ? input.payment_settings.payment_method_types : null,
      save_default_payment_method: input.payment_settings?.save_default_payment_method ?? "off",
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: trialEnd !== null ? "trialing" : "incomplete",
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: trialSettingsFrom(input.trial_settings),
    trial_start: trialEnd !== null ? now : null,
  };
  ctx.store.insert<"subscription">(subscription);
  input.items.forEach((item, index) => newItem(ctx, subscription.id, prices[index]!.id, item.quantity ?? 1, mergeMetadata(null, item.metadata), firstPeriod));
  subscription.discounts = [...(input.redeemedDiscountIds ?? []), ...createDiscounts(ctx, discountParams, { customer: customer.id, subscription: subscription.id })];
  for (const id of subscription.discounts) ctx.store.require("discount", String(id)).subscription = subscription.id;
  if (input.cancel_at_period_end) scheduleCancellation(ctx, subscription, firstPeriod.end);
  if (input.cancel_at !== undefined) subscription.cancel_at = input.cancel_at;

  ctx.emit("customer.subscription.created", subscription);
  const items = billedItems(ctx, subscription);
  const lines: LineSpec[] =
    trialEnd !== null
      ? trialLines(ctx, items, firstPeriod)
      : input.proration_behavior === "none" && firstPeriod.end === anchor && anchor !== now
        ? []
        : periodLines(ctx, anchor, items, firstPeriod);
  const invoice = buildInvoice(ctx, { customerId: customer.id, subscription, billingReason: "subscription_create", lines, period: { start: now, end: now } });
  collect(ctx, subscription, invoice, { attempt: paymentBehavior !== "default_incomplete" });
  return subscription;
}

function scheduleCancellation(ctx: Ctx, subscription: Subscription, at: number): void {
  subscription.cancel_at_period_end = true;
  subscription.cancel_at = at;
  subscription.canceled_at = ctx.store.now();
  subscription.cancellation_details = { comment: subscription.cancellation_details?.comment ?? null, feedback: subscription.cancellation_details?.feedback ?? null, feedback_option: null, reason: "cancellation_requested" };
}

function clearCancellation(subscription: Subscription): void {
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = null;
  subscription.canceled_at = null;
  subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: null };
}

export interface SubscriptionUpdateInput {
  items?: ItemParam[];
  proration_behavior?: ProrationBehavior;
  proration_date?: number;
  cancel_at_period_end?: boolean;
  cancel_at?: number | "";
  cancellation_details?: { comment?: string | ""; feedback?: Stripe.Subscription.CancellationDetails.Feedback | "" };
  pause_collection?: { behavior: "keep_as_draft" | "mark_uncollectible" | "void"; resumes_at?: number } | "";
  default_payment_method?: string | "";
  discounts?: DiscountParam[] | "";
  metadata?: Record<string, string> | "";
  description?: string | "";
  trial_end?: number | "now";
  trial_settings?: TrialSettingsInput;
  billing_cycle_anchor?: "now" | "unchanged";
  payment_behavior?: PaymentBehavior;
  payment_settings?: SubscriptionCreateInput["payment_settings"];
}

function applyItemChanges(ctx: Ctx, subscription: Subscription, changes: ReturnType<typeof planItemChanges>): void {
  const period = currentPeriod(ctx, subscription);
  for (const change of changes) {
    if (change.item && !change.newPrice) {
      ctx.store.remove(change.item.id);
    } else if (change.item && change.newPrice) {
      change.item.price = structuredClone(change.newPrice);
      change.item.quantity = change.newQuantity;
      if (change.param.metadata !== undefined) change.item.metadata = mergeMetadata(change.item.metadata, change.param.metadata);
    } else if (change.newPrice) {
      newItem(ctx, subscription.id, change.newPrice.id, change.newQuantity, mergeMetadata(null, change.param.metadata), period);
    }
  }
  if (itemsOf(ctx, subscription).length === 0) throw invalidParam("items", "A subscription must keep at least one item.");
}

/** A new trial end on a trialing subscription; `now` ends the trial (handled after the update event). */
function changeTrialEnd(ctx: Ctx, subscription: Subscription, trialEnd: number | "now", trialing: boolean): void {
  if (!trialing) throw invalidParam("trial_end", "The double only changes trial_end on a trialing subscription.");
  if (trialEnd === "now") {
    subscription.trial_end = ctx.store.now();
    return;
  }
  const end = trialEndFrom(ctx, { trial_end: trialEnd })!;
  subscription.trial_end = end;
  subscription.billing_cycle_anchor = end;
  for (const item of itemsOf(ctx, subscription)) item.current_period_end = end;
  ctx.store.subscriptionTimers(subscription.id).trialWillEndSentFor = null;
}

/**
 * `POST /v1/subscriptions/:id`: plan changes with prorations (pending for the next invoice, invoiced at
 * once with `always_invoice`, or none), interval changes (cycle reset and immediate invoice), trial
 * changes, cancellation at period end, pause_collection, card and discount changes.
 */
export function updateSubscription(ctx: Ctx, subscription: Subscription, input: SubscriptionUpdateInput): Subscription {
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") {
    const allowed = ["metadata", "cancellation_details"];
    const other = Object.keys(input).find((key) => !allowed.includes(key));
    if (other) throw invalidRequest(`A canceled subscription can only update its cancellation_details and metadata.`, other);
  }
  const now = ctx.store.now();
  const previous = before(ctx, subscription);
  const customerId = String(subscription.customer);
  const changes = input.items ? planItemChanges(ctx, subscription, input.items) : [];
  const prorationDate = input.proration_date ?? now;
  const intervalChange = changes.length > 0 && changesInterval(ctx, subscription, changes);
  const behaviour: ProrationBehavior = input.proration_behavior ?? "create_prorations";
  const trialing = subscription.status === "trialing";
  if (input.discounts !== undefined && input.discounts !== "") checkDiscountParams(ctx, input.discounts, { customer: customerId, subscription: subscription.id });

  if (input.metadata !== undefined) subscription.metadata = mergeMetadata(subscription.metadata, input.metadata);
  if (input.description !== undefined) subscription.description = input.description || null;
  if (input.default_payment_method !== undefined) {
    subscription.default_payment_method = input.default_payment_method === "" ? null : customerPaymentMethod(ctx, customerId, input.default_payment_method, "default_payment_method");
  }
  if (input.payment_settings?.save_default_payment_method) subscription.payment_settings!.save_default_payment_method = input.payment_settings.save_default_payment_method;
  if (input.trial_settings) subscription.trial_settings = trialSettingsFrom(input.trial_settings);
  if (input.cancel_at_period_end === true) scheduleCancellation(ctx, subscription, currentPeriod(ctx, subscription).end);
  if (input.cancel_at_period_end === false) clearCancellation(subscription);
  if (input.cancel_at === "") clearCancellation(subscription);
  else if (input.cancel_at !== undefined) {
    subscription.cancel_at = input.cancel_at;
    subscription.canceled_at = now;
  }
  if (input.cancellation_details) {
    const details = subscription.cancellation_details ?? { comment: null, feedback: null, feedback_option: null, reason: null };
    if (input.cancellation_details.comment !== undefined) details.comment = input.cancellation_details.comment || null;
    if (input.cancellation_details.feedback !== undefined) details.feedback = input.cancellation_details.feedback || null;
    subscription.cancellation_details = details;
  }
  if (input.pause_collection !== undefined) {
    subscription.pause_collection = input.pause_collection === "" ? null : { behavior: input.pause_collection.behavior, resumes_at: input.pause_collection.resumes_at ?? null };
  }
  if (input.discounts !== undefined) {
    subscription.discounts = input.discounts === "" ? [] : createDiscounts(ctx, input.discounts, { customer: customerId, subscription: subscription.id });
  }

  const lines = trialing || behaviour === "none" ? [] : prorationLines(ctx, subscription, changes, prorationDate, intervalChange);
  applyItemChanges(ctx, subscription, changes);

  const resetsCycle = !trialing && input.trial_end === undefined && (intervalChange || input.billing_cycle_anchor === "now");
  if (input.trial_end !== undefined) changeTrialEnd(ctx, subscription, input.trial_end, trialing);
  if (resetsCycle) subscription.billing_cycle_anchor = now;
  ctx.store.pendingProrations(subscription.id).push(...lines.map(toPending));
  ctx.store.changed();
  ctx.emit("customer.subscription.updated", subscription, previous);

  if (input.trial_end === "now") {
    ctx.emit("customer.subscription.trial_will_end", subscription);
    ctx.store.subscriptionTimers(subscription.id).trialWillEndSentFor = now;
    endTrial(ctx, subscription);
  } else if (resetsCycle) {
    collect(ctx, subscription, invoiceNewPeriod(ctx, subscription, now, "subscription_update", { start: now, end: now }));
  } else if (lines.length > 0 && behaviour === "always_invoice") {
    const pending = pendingLines(ctx, subscription, true);
    collect(ctx, subscription, buildInvoice(ctx, { customerId, subscription, billingReason: "subscription_update", lines: pending, period: { start: now, end: now }, prorationDate }));
  }
  return subscription;
}

function toPending(line: LineSpec) {
  return { invoiceItemId: line.invoiceItemId ?? newId("invoice_item"), subscriptionItemId: line.subscriptionItemId ?? "", priceId: line.priceId, amount: line.amount, description: line.description, period: line.period };
}

/** `DELETE /v1/subscriptions/:id`: ends it now; `invoice_now` bills pending prorations (and, with `prorate`, credits unused time). */
export function cancelSubscription(ctx: Ctx, subscription: Subscription, input: { invoice_now?: boolean; prorate?: boolean; cancellation_details?: SubscriptionUpdateInput["cancellation_details"] }): Subscription {
  if (subscription.status === "canceled") throw invalidRequest(`No such subscription: '${subscription.id}' (it is already canceled).`, "id", "resource_missing");
  if (input.cancellation_details) {
    subscription.cancellation_details = {
      comment: input.cancellation_details.comment || null,
      feedback: input.cancellation_details.feedback || null,
      feedback_option: null,
      reason: "cancellation_requested",
    };
  }
  if (input.invoice_now) {
    const now = ctx.store.now();
    const credits = input.prorate && subscription.status !== "trialing" ? prorationLines(ctx, subscription, itemsOf(ctx, subscription).map((item) => ({ item, param: {}, oldPrice: ctx.store.require("price", item.price.id), newPrice: null, oldQuantity: item.quantity ?? 1, newQuantity: 0 })), now) : [];
    const lines = [...pendingLines(ctx, subscription, true), ...credits];
    if (lines.length > 0) {
      const invoice = buildInvoice(ctx, { customerId: String(subscription.customer), subscription, billingReason: "subscription_update", lines, period: { start: now, end: now } });
      collect(ctx, subscription, invoice);
    }
  }
  return cancelNow(ctx, subscription, "cancellation_requested");
}

/**
 * `POST /v1/subscriptions/:id/resume`: a paused subscription (trial ended without a card) starts a new
 * period now (or keeps its cycle with `unchanged`), invoiced and charged: paid → active; failed → past_due,
 * or still paused with `payment_behavior: resume_on_payment_success`.
 */
export function resumeSubscription(
  ctx: Ctx,
  subscription: Subscription,
  input: { billing_cycle_anchor?: "now" | "unchanged"; payment_behavior?: "resume_on_payment_attempt" | "resume_on_payment_success"; proration_behavior?: ProrationBehavior },
): Subscription {
  if (subscription.status !== "paused") throw invalidRequest("Only a subscription with status `paused` can be resumed.", undefined, "subscription_not_paused");
  const now = ctx.store.now();
  const keepCycle = input.billing_cycle_anchor === "unchanged";
  if (!keepCycle) subscription.billing_cycle_anchor = now;
  const invoice = invoiceNewPeriod(ctx, subscription, now, "subscription_update", { start: now, end: now }, { chargePeriod: !(keepCycle && input.proration_behavior === "none") });
  subscription.latest_invoice = invoice.id;
  finalizeInvoice(ctx, invoice);
  if (invoice.status === "paid") {
    settleStatus(ctx, subscription, true);
    return subscription;
  }
  const paid = attemptPayment(ctx, invoice);
  if (paid || input.payment_behavior !== "resume_on_payment_success") settleStatus(ctx, subscription, paid);
  return subscription;
}
