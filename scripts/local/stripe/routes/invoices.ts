import type Stripe from "stripe";
import { z } from "zod";
import { attemptPayment, finalizeInvoice, markPaid, markUncollectible, voidInvoice } from "../billing/invoices.ts";
import { settleStatus } from "../billing/lifecycle.ts";
import { previewInvoice } from "../billing/preview.ts";
import { customerPaymentMethod } from "../billing/subscriptions.ts";
import type { Ctx } from "../context.ts";
import { cardDeclined, invalidRequest } from "../errors.ts";
import { objectRoute, searchRoute, type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { bool, emptyable, expand, int, listParams, pageParams, parseParams, sdkParams, str, timestampOrNow } from "../params.ts";
import { render } from "../render.ts";
import type { Invoice } from "../wire.ts";
import { discountParams } from "./subscriptions.ts";

const STATUSES = ["draft", "open", "paid", "uncollectible", "void"] as const;
const listSchema = sdkParams<Stripe.InvoiceListParams>()(
  z.strictObject({ ...listParams, customer: str.optional(), subscription: str.optional(), status: z.enum(STATUSES).optional(), collection_method: z.enum(["charge_automatically", "send_invoice"]).optional() }),
);

const previewSchema = sdkParams<Stripe.InvoiceCreatePreviewParams>()(
  z.strictObject({
    customer: str.optional(),
    subscription: str.optional(),
    subscription_details: z
      .strictObject({
        items: z.array(z.strictObject({ id: str.optional(), price: str.optional(), quantity: int.optional(), deleted: bool.optional() })).optional(),
        proration_behavior: z.enum(["create_prorations", "none", "always_invoice"]).optional(),
        proration_date: int.optional(),
        trial_end: timestampOrNow.optional(),
        cancel_at_period_end: bool.optional(),
        billing_cycle_anchor: z.strictObject({ type: z.enum(["now", "unchanged"]) }).optional(),
      })
      .optional(),
    discounts: emptyable(discountParams).optional(),
    preview_mode: z.enum(["next", "recurring"]).optional(),
    expand,
  }),
);

const paySchema = sdkParams<Stripe.InvoicePayParams>()(z.strictObject({ payment_method: str.optional(), paid_out_of_band: bool.optional(), forgive: bool.optional(), off_session: bool.optional(), expand }));
const linesSchema = sdkParams<Stripe.InvoiceListLineItemsParams>()(z.strictObject(pageParams));
const finalizeSchema = sdkParams<Stripe.InvoiceFinalizeInvoiceParams>()(z.strictObject({ auto_advance: bool.optional(), expand }));

function subscriptionOf(ctx: Ctx, invoice: Invoice) {
  const id = invoice.parent?.subscription_details?.subscription;
  return id ? ctx.store.get("subscription", String(id)) : undefined;
}

/** `POST /v1/invoices/:id/pay` (also the hosted invoice page's Pay button): a failed charge answers 402 card_declined. */
export function payInvoice(ctx: Ctx, invoice: Invoice, options: { paymentMethod?: string; outOfBand?: boolean }): Invoice {
  if (invoice.status === "draft") finalizeInvoice(ctx, invoice);
  if (invoice.status === "paid") throw invalidRequest("Invoice is already paid.", undefined, "invoice_already_paid");
  if (invoice.status !== "open") throw invalidRequest(`You can only pay an open invoice; this one is ${invoice.status}.`, undefined, "invoice_not_editable");
  const subscription = subscriptionOf(ctx, invoice);
  if (options.outOfBand) {
    markPaid(ctx, invoice);
    if (subscription) settleStatus(ctx, subscription, true);
    return invoice;
  }
  const paymentMethod = options.paymentMethod ? customerPaymentMethod(ctx, String(invoice.customer), options.paymentMethod, "payment_method") : undefined;
  const paid = attemptPayment(ctx, invoice, paymentMethod);
  if (subscription) settleStatus(ctx, subscription, paid);
  if (!paid) throw cardDeclined();
  return invoice;
}

/** Invoices: list by customer, subscription and status; retrieve; lines; previews of plan changes; pay, finalize, void. */
export function invoiceRoutes(api: ApiRoutes): void {
  api.get("/invoices", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const invoices = ctx.store
      .all("invoice")
      .filter(
        (invoice) =>
          (params.customer === undefined || invoice.customer === params.customer) &&
          (params.subscription === undefined || invoice.parent?.subscription_details?.subscription === params.subscription) &&
          (params.status === undefined || invoice.status === params.status) &&
          (params.collection_method === undefined || invoice.collection_method === params.collection_method),
      );
    return render(ctx.store, page(invoices, params, "/v1/invoices"), params.expand);
  });

  searchRoute(api, "/invoices/search", "invoice", ["customer", "status", "total", "number", "metadata", "created", "currency"], "invoices");

  api.post("/invoices/create_preview", (ctx, { input }) => {
    const { expand: paths, preview_mode: _mode, subscription_details: details, ...params } = parseParams(previewSchema, input);
    const { billing_cycle_anchor: anchor, ...rest } = details ?? {};
    const subscriptionDetails = details ? { ...rest, ...(anchor ? { billing_cycle_anchor: anchor.type } : {}) } : undefined;
    return render(ctx.store, previewInvoice(ctx, { ...params, ...(subscriptionDetails ? { subscription_details: subscriptionDetails } : {}) }), paths);
  });

  objectRoute(api, "get", "/invoices/:id", "invoice");

  api.get("/invoices/:id/lines", (ctx, { params: { id }, input }) => {
    const params = parseParams(linesSchema, input);
    ctx.store.require("invoice", id!);
    const lines = ctx.store.all("line_item").filter((line) => line.invoice === id);
    // Invoice lines are listed in the order they appear on the invoice, not newest first.
    return render(ctx.store, page([...lines].reverse(), params, `/v1/invoices/${id}/lines`), params.expand);
  });

  api.post("/invoices/:id/pay", (ctx, { params: { id }, input }) => {
    const params = parseParams(paySchema, input);
    const invoice = ctx.store.require("invoice", id!);
    if (params.forgive) throw invalidRequest("The double does not support `forgive`.", "forgive");
    return render(ctx.store, payInvoice(ctx, invoice, { ...(params.payment_method ? { paymentMethod: params.payment_method } : {}), outOfBand: params.paid_out_of_band ?? false }), params.expand);
  });

  api.post("/invoices/:id/finalize", (ctx, { params: { id }, input }) => {
    const params = parseParams(finalizeSchema, input);
    return render(ctx.store, finalizeInvoice(ctx, ctx.store.require("invoice", id!)), params.expand);
  });

  objectRoute(api, "post", "/invoices/:id/void", "invoice", voidInvoice);

  objectRoute(api, "post", "/invoices/:id/mark_uncollectible", "invoice", markUncollectible);
}
