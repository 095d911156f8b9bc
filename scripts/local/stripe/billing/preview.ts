import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest } from "../errors.ts";
import type { Discount, Invoice, Subscription } from "../wire.ts";
import { recurrenceOf, requireRecurringPrice } from "./catalog.ts";
import { activeDiscounts, provisionalFromParam, type DiscountParam } from "./discounts.ts";
import { buildInvoice, type LineSpec } from "./invoices.ts";
import { billedItems, currentPeriod, pendingLines, periodLines, trialLines, type BilledItem } from "./lifecycle.ts";
import { periodEndAfter } from "./periods.ts";
import { changesInterval, planItemChanges, prorationLines, type ItemParam } from "./prorations.ts";

export interface PreviewInput {
  customer?: string;
  subscription?: string;
  subscription_details?: {
    items?: ItemParam[];
    proration_behavior?: "create_prorations" | "none" | "always_invoice";
    proration_date?: number;
    trial_end?: number | "now";
    cancel_at_period_end?: boolean;
    billing_cycle_anchor?: "now" | "unchanged";
  };
  discounts?: DiscountParam[] | "";
}

/** Discounts a preview would apply, checked but not redeemed (so a preview never uses up a code). */
function previewDiscounts(ctx: Ctx, params: DiscountParam[], customerId: string): Discount[] {
  return params.map((entry, index) => provisionalFromParam(ctx, entry, customerId, `discounts[${index}]`, index));
}

function itemsAfter(ctx: Ctx, subscription: Subscription, changes: ReturnType<typeof planItemChanges>): BilledItem[] {
  const items = billedItems(ctx, subscription);
  for (const change of changes) {
    const index = change.item ? items.findIndex((item) => item.id === change.item!.id) : -1;
    if (!change.newPrice) items.splice(index, 1);
    else if (index >= 0) items[index] = { id: change.item!.id, priceId: change.newPrice.id, quantity: change.newQuantity };
    else items.push({ id: null, priceId: change.newPrice.id, quantity: change.newQuantity });
  }
  return items;
}

function noUpcomingInvoice(customerId: string) {
  return invalidRequest(`No upcoming invoices for customer: ${customerId}`, undefined, "invoice_upcoming_none");
}

/** The invoice an existing subscription would produce next, with the requested changes applied in imagination. */
function previewForSubscription(ctx: Ctx, subscription: Subscription, input: PreviewInput, discounts: Discount[] | undefined): Invoice {
  const details = input.subscription_details ?? {};
  const now = ctx.store.now();
  const customerId = String(subscription.customer);
  const at = details.proration_date ?? now;
  const changes = planItemChanges(ctx, subscription, details.items ?? [], "subscription_details[items]");
  const items = itemsAfter(ctx, subscription, changes);
  const [first] = items;
  if (!first || ["canceled", "incomplete_expired"].includes(subscription.status)) throw noUpcomingInvoice(customerId);
  const cancelsAtPeriodEnd = details.cancel_at_period_end ?? subscription.cancel_at_period_end;
  const recurrence = recurrenceOf(ctx.store.require("price", first.priceId));
  const period = currentPeriod(ctx, subscription);
  const behaviour = details.proration_behavior ?? "create_prorations";
  const base = { customerId, subscription, billingReason: "upcoming" as const, preview: true, prorationDate: at, ...(discounts ? { discounts } : {}) };

  if (subscription.status === "trialing") {
    if (cancelsAtPeriodEnd) throw noUpcomingInvoice(customerId);
    const trialEnd = details.trial_end === "now" ? now : (details.trial_end ?? subscription.trial_end ?? now);
    const next = { start: trialEnd, end: periodEndAfter(trialEnd, recurrence, trialEnd) };
    return buildInvoice(ctx, { ...base, lines: periodLines(ctx, trialEnd, items, next), period: { start: period.start, end: trialEnd } });
  }
  const intervalChange = changes.length > 0 && changesInterval(ctx, subscription, changes);
  const prorations = behaviour === "none" ? [] : prorationLines(ctx, subscription, changes, at, intervalChange);
  if (intervalChange || details.billing_cycle_anchor === "now") {
    const next = { start: now, end: periodEndAfter(now, recurrence, now) };
    const lines = [...pendingLines(ctx, subscription, false), ...prorations, ...periodLines(ctx, now, items, next)];
    return buildInvoice(ctx, { ...base, lines, period: { start: now, end: now } });
  }
  if (behaviour === "always_invoice" && prorations.length > 0) {
    return buildInvoice(ctx, { ...base, lines: [...pendingLines(ctx, subscription, false), ...prorations], period: { start: now, end: now } });
  }
  if (cancelsAtPeriodEnd) throw noUpcomingInvoice(customerId);
  const next = { start: period.end, end: periodEndAfter(subscription.billing_cycle_anchor, recurrence, period.end) };
  const lines: LineSpec[] = [...pendingLines(ctx, subscription, false), ...prorations, ...periodLines(ctx, subscription.billing_cycle_anchor, items, next)];
  return buildInvoice(ctx, { ...base, lines, period });
}

/** The first invoice of a subscription the customer does not have yet. */
function previewForNewSubscription(ctx: Ctx, customerId: string, input: PreviewInput, discounts: Discount[] | undefined): Invoice {
  const details = input.subscription_details ?? {};
  const params = details.items ?? [];
  if (params.length === 0) throw noUpcomingInvoice(customerId);
  const items = params.map((item, index) => {
    if (!item.price) throw invalidParam(`subscription_details[items][${index}][price]`, `Missing required param: subscription_details[items][${index}][price].`);
    return { id: null, priceId: requireRecurringPrice(ctx, item.price, `subscription_details[items][${index}][price]`).id, quantity: item.quantity ?? 1 };
  });
  const now = ctx.store.now();
  const trialEnd = typeof details.trial_end === "number" ? details.trial_end : null;
  const recurrence = recurrenceOf(ctx.store.require("price", items[0]!.priceId));
  const period = trialEnd !== null ? { start: now, end: trialEnd } : { start: now, end: periodEndAfter(now, recurrence, now) };
  const lines = trialEnd !== null ? trialLines(ctx, items, period) : periodLines(ctx, now, items, period);
  return buildInvoice(ctx, { customerId, subscription: null, billingReason: "upcoming", preview: true, lines, period: { start: now, end: now }, discounts: discounts ?? [] });
}

/**
 * `POST /v1/invoices/create_preview`: the invoice a subscription would produce next (or at once, for
 * `always_invoice` and interval changes) with the changes in `subscription_details`, prorations included.
 * Nothing is stored or redeemed; the id starts with `upcoming_in` as Stripe's previews do.
 */
export function previewInvoice(ctx: Ctx, input: PreviewInput): Invoice {
  const subscription = input.subscription ? ctx.store.require("subscription", input.subscription, "subscription") : undefined;
  const customerId = input.customer ?? (subscription ? String(subscription.customer) : undefined);
  if (!customerId) throw invalidRequest("You must specify a customer or a subscription.", "customer", "parameter_missing");
  ctx.store.require("customer", customerId, "customer");
  if (subscription && String(subscription.customer) !== customerId) throw invalidParam("subscription", `The subscription ${subscription.id} does not belong to customer ${customerId}.`);
  const discounts = input.discounts === undefined ? undefined : input.discounts === "" ? [] : previewDiscounts(ctx, input.discounts, customerId);
  if (subscription) return previewForSubscription(ctx, subscription, input, discounts ?? activeDiscounts(ctx, subscription.discounts.map(String), ctx.store.now()));
  return previewForNewSubscription(ctx, customerId, input, discounts);
}
