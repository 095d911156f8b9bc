import type Stripe from "stripe";
import type { Ctx } from "../context.ts";
import { invalidRequest } from "../errors.ts";
import { before } from "../events.ts";
import { newId, randomToken } from "../ids.ts";
import { embeddedList } from "../lists.ts";
import type { Discount, Invoice, InvoiceLineItem, Subscription } from "../wire.ts";
import { addBalanceTransaction } from "./balance.ts";
import { activeDiscounts, couponOf, discountAmounts } from "./discounts.ts";
import { chargeSucceeds, paymentMethodFor } from "./paymentMethods.ts";

/** One line of a subscription invoice before it is priced and discounted. */
export interface LineSpec {
  priceId: string;
  subscriptionItemId: string | null;
  /** Cents before discounts (negative for unused time credited back). */
  amount: number;
  quantity: number;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  invoiceItemId: string | null;
}

export interface InvoiceDraft {
  customerId: string;
  subscription: Subscription | null;
  billingReason: Stripe.Invoice.BillingReason;
  lines: readonly LineSpec[];
  /** Stripe's invoice period: the usage period the invoice closes (for a renewal, the period that just ended). */
  period: { start: number; end: number };
  /** A preview (`invoices.createPreview`): nothing is stored, the id starts with `upcoming_in`. */
  preview?: boolean;
  prorationDate?: number;
  /** The discounts in force; a subscription's own by default (a preview passes unredeemed ones). */
  discounts?: readonly Discount[];
}

/** Retries of a failed automatic charge, in days after the previous attempt (Stripe's classic schedule). */
export const RETRY_AFTER_DAYS = [3, 5, 7] as const;
const DAY = 86_400;

function lineItem(ctx: Ctx, invoiceId: string, subscriptionId: string | null, spec: LineSpec, discounts: Array<{ amount: number; discount: string }>, currency: string): InvoiceLineItem {
  const price = ctx.store.require("price", spec.priceId);
  return {
    id: newId("line_item"),
    object: "line_item",
    amount: spec.amount,
    currency,
    description: spec.description,
    discount_amounts: discounts,
    discountable: true,
    discounts: discounts.map((entry) => entry.discount),
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: subscriptionId
      ? {
          type: "subscription_item_details",
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: spec.invoiceItemId,
            proration: spec.proration,
            proration_details: { credited_items: null },
            subscription: subscriptionId,
            subscription_item: spec.subscriptionItemId ?? "",
          },
        }
      : null,
    period: spec.period,
    pretax_credit_amounts: [],
    pricing: { type: "price_details", price_details: { price: price.id, product: String(price.product) }, unit_amount_decimal: price.unit_amount_decimal },
    quantity: spec.quantity,
    quantity_decimal: String(spec.quantity),
    subscription: subscriptionId,
    subtotal: spec.amount,
    taxes: [],
  };
}

/** Builds an invoice (draft) with its lines, discounts and totals; stores it and announces `invoice.created` unless it is a preview. */
export function buildInvoice(ctx: Ctx, draft: InvoiceDraft): Invoice {
  const customer = ctx.store.require("customer", draft.customerId);
  const now = ctx.store.now();
  const id = draft.preview ? `upcoming_in_${randomToken(24)}` : newId("invoice");
  const subscription = draft.subscription;
  const discounts = draft.discounts ?? activeDiscounts(ctx, subscription?.discounts.map(String) ?? [], draft.period.end);
  const amounts = draft.lines.map((line) => line.amount);
  const perLine = discountAmounts(ctx, discounts, amounts);
  const currency = draft.lines[0] ? ctx.store.require("price", draft.lines[0].priceId).currency : (subscription?.currency ?? "usd");
  const lines = draft.lines.map((spec, index) => lineItem(ctx, id, subscription?.id ?? null, spec, perLine[index] ?? [], currency));
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const discountTotals = discounts.map((discount) => ({
    amount: perLine.reduce((sum, entries) => sum + (entries.find((entry) => entry.discount === discount.id)?.amount ?? 0), 0),
    discount: discount.id,
  }));
  const total = subtotal - discountTotals.reduce((sum, entry) => sum + entry.amount, 0);
  const invoice: Invoice = {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "InboxScout (Stripe test double)",
    account_tax_ids: null,
    amount_due: Math.max(0, total),
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: !draft.preview,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: draft.preview ? "upcoming" : draft.billingReason,
    collection_method: subscription?.collection_method ?? "charge_automatically",
    created: now,
    currency,
    custom_fields: null,
    customer: customer.id,
    customer_account: null,
    customer_address: customer.address ?? null,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    customer_phone: customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discounts.map((discount) => discount.id),
    due_date: null,
    effective_at: null,
    ending_balance: null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: embeddedList(lines, `/v1/invoices/${id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: null,
    on_behalf_of: null,
    parent: subscription
      ? {
          type: "subscription_details",
          quote_details: null,
          subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id, ...(draft.prorationDate !== undefined ? { subscription_proration_date: draft.prorationDate } : {}) },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: draft.period.end,
    period_start: draft.period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: customer.balance,
    statement_descriptor: null,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total,
    total_discount_amounts: discountTotals,
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: null,
  };
  if (draft.preview) {
    applyBalance(invoice, customer.balance);
    return invoice;
  }
  for (const line of lines) ctx.store.insert<"line_item">(line);
  ctx.store.insert<"invoice">(invoice);
  consumeOnceDiscounts(ctx, subscription, discountTotals);
  ctx.emit("invoice.created", invoice);
  return invoice;
}

/** A `once` coupon is used up by the first invoice it took something off; Stripe then drops it from the subscription. */
function consumeOnceDiscounts(ctx: Ctx, subscription: Subscription | null, applied: Array<{ amount: number; discount: string }>): void {
  if (!subscription) return;
  const used = applied.filter((entry) => entry.amount > 0 && couponOf(ctx, ctx.store.require("discount", entry.discount)).duration === "once").map((entry) => entry.discount);
  if (used.length === 0) return;
  subscription.discounts = subscription.discounts.filter((id) => !used.includes(String(id)));
  for (const id of used) ctx.store.require("discount", id).end = ctx.store.now();
}

/** How a customer balance changes what is due: credit pays first; debt is added; a negative total becomes credit. */
function applyBalance(invoice: Invoice, balance: number): number {
  invoice.starting_balance = balance;
  let due: number;
  let ending: number;
  if (invoice.total < 0) {
    due = 0;
    ending = balance + invoice.total;
  } else if (balance < 0) {
    const applied = Math.min(-balance, invoice.total);
    due = invoice.total - applied;
    ending = balance + applied;
  } else {
    due = invoice.total + balance;
    ending = 0;
  }
  invoice.amount_due = due;
  invoice.amount_remaining = due;
  invoice.ending_balance = ending;
  return ending;
}

/** Draft → open: numbered, hosted page and PDF, customer balance applied; an invoice with nothing due is paid at once. */
export function finalizeInvoice(ctx: Ctx, invoice: Invoice): Invoice {
  if (invoice.status !== "draft") throw invalidRequest(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, undefined, "invoice_not_editable");
  const customer = ctx.store.require("customer", String(invoice.customer));
  const previous = before(ctx, invoice);
  const startingBalance = customer.balance;
  const ending = applyBalance(invoice, startingBalance);
  if (ending !== startingBalance) {
    addBalanceTransaction(ctx, customer, { amount: ending - startingBalance, type: "applied_to_invoice", invoice: invoice.id, currency: invoice.currency });
  }
  const prefix = (customer.invoice_prefix ??= randomToken(8).toUpperCase());
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const now = ctx.store.now();
  invoice.number = `${prefix}-${String(sequence).padStart(4, "0")}`;
  invoice.status = "open";
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.hosted_invoice_url = `${ctx.baseUrl}/invoice/${invoice.id}`;
  invoice.invoice_pdf = `${ctx.baseUrl}/invoice/${invoice.id}/pdf`;
  ctx.emit("invoice.finalized", invoice, previous);
  if (invoice.amount_due === 0) markPaid(ctx, invoice);
  return invoice;
}

export function markPaid(ctx: Ctx, invoice: Invoice): void {
  const previous = before(ctx, invoice);
  const now = ctx.store.now();
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.status = "paid";
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  ctx.emit("invoice.paid", invoice, previous);
  ctx.emit("invoice.payment_succeeded", invoice);
}

/**
 * Charges an open invoice: the given card, else the invoice's, the subscription's, the customer's default.
 * A failure is announced (`invoice.payment_failed`) and retried on Stripe's schedule. Returns whether it was paid.
 */
export function attemptPayment(ctx: Ctx, invoice: Invoice, paymentMethodId?: string): boolean {
  if (invoice.status !== "open") throw invalidRequest(`Invoice is already ${invoice.status}.`, undefined, "invoice_unexpected_state");
  const subscription = invoice.parent?.subscription_details ? ctx.store.get("subscription", String(invoice.parent.subscription_details.subscription)) : undefined;
  const customer = ctx.store.require("customer", String(invoice.customer));
  const paymentMethod = paymentMethodFor(ctx, [
    paymentMethodId,
    invoice.default_payment_method as string | null,
    subscription?.default_payment_method as string | null | undefined,
    customer.invoice_settings.default_payment_method as string | null,
  ]);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (paymentMethod && chargeSucceeds(paymentMethod)) {
    markPaid(ctx, invoice);
    return true;
  }
  const previous = before(ctx, invoice);
  const retryDays = RETRY_AFTER_DAYS[invoice.attempt_count - 1];
  invoice.next_payment_attempt = retryDays === undefined ? null : ctx.store.now() + retryDays * DAY;
  ctx.emit("invoice.payment_failed", invoice, previous);
  return false;
}

export function voidInvoice(ctx: Ctx, invoice: Invoice): Invoice {
  if (invoice.status !== "open" && invoice.status !== "draft") throw invalidRequest(`You can only void open or draft invoices; this one is ${invoice.status}.`, undefined, "invoice_not_editable");
  const previous = before(ctx, invoice);
  invoice.status = "void";
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.voided_at = ctx.store.now();
  ctx.emit("invoice.voided", invoice, previous);
  return invoice;
}

export function markUncollectible(ctx: Ctx, invoice: Invoice): Invoice {
  if (invoice.status !== "open") throw invalidRequest(`You can only mark open invoices uncollectible; this one is ${invoice.status}.`, undefined, "invoice_not_editable");
  const previous = before(ctx, invoice);
  invoice.status = "uncollectible";
  invoice.next_payment_attempt = null;
  invoice.status_transitions.marked_uncollectible_at = ctx.store.now();
  ctx.emit("invoice.marked_uncollectible", invoice, previous);
  return invoice;
}
