import type Stripe from "stripe";
import { z } from "zod";
import { addBalanceTransaction } from "../billing/balance.ts";
import { createCustomer } from "../billing/customers.ts";
import { attachPaymentMethod, resolvePaymentMethod } from "../billing/paymentMethods.ts";
import { customerPaymentMethod } from "../billing/subscriptions.ts";
import { invalidRequest, noSuch } from "../errors.ts";
import { before } from "../events.ts";
import { searchRoute, type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { emptyable, expand, int, listParams, pageParams, mergeMetadata, metadata, parseParams, retrieveParams, sdkParams, str } from "../params.ts";
import { render } from "../render.ts";

const invoiceSettings = z.strictObject({ default_payment_method: emptyable(str).optional() });

const createFields = {
  email: emptyable(str).optional(),
  name: emptyable(str).optional(),
  description: emptyable(str).optional(),
  phone: emptyable(str).optional(),
  metadata: metadata.optional(),
  balance: int.optional(),
  payment_method: str.optional(),
  invoice_settings: invoiceSettings.optional(),
  expand,
};
const createSchema = sdkParams<Stripe.CustomerCreateParams>()(z.strictObject(createFields));
const { payment_method: _onlyOnCreate, ...updateFields } = createFields;
const updateSchema = sdkParams<Stripe.CustomerUpdateParams>()(z.strictObject(updateFields));

const listSchema = sdkParams<Stripe.CustomerListParams>()(z.strictObject({ ...listParams, email: str.max(512).optional() }));
const balanceListSchema = sdkParams<Stripe.CustomerListBalanceTransactionsParams>()(z.strictObject(listParams));
const paymentMethodListSchema = sdkParams<Stripe.CustomerListPaymentMethodsParams>()(z.strictObject({ ...pageParams, type: str.optional(), allow_redisplay: z.enum(["always", "limited", "unspecified"]).optional() }));

const balanceTransactionSchema = sdkParams<Stripe.CustomerCreateBalanceTransactionParams>()(z.strictObject({
  amount: int,
  currency: str,
  description: str.optional(),
  metadata: metadata.optional(),
  expand,
}));

/** Customers, their balance transactions (referral credits) and their payment methods. */
export function customerRoutes(api: ApiRoutes): void {
  api.post("/customers", (ctx, { input }) => {
    const params = parseParams(createSchema, input);
    const customer = createCustomer(ctx, params);
    if (params.payment_method) attachPaymentMethod(ctx, resolvePaymentMethod(ctx, params.payment_method, "payment_method"), customer.id);
    if (params.invoice_settings?.default_payment_method) {
      customer.invoice_settings.default_payment_method = customerPaymentMethod(ctx, customer.id, params.invoice_settings.default_payment_method, "invoice_settings[default_payment_method]");
    }
    return render(ctx.store, customer, params.expand);
  });

  searchRoute(api, "/customers/search", "customer", ["email", "name", "phone", "metadata", "created"], "customers");

  // A deleted customer is still answered, as `{ id, object: "customer", deleted: true }`, as Stripe does.
  api.get("/customers/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(retrieveParams, input);
    const deleted = ctx.store.deletedStub(id!);
    if (deleted?.object === "customer") return deleted;
    return render(ctx.store, ctx.store.require("customer", id!), params.expand);
  });

  api.post("/customers/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(updateSchema, input);
    const customer = ctx.store.require("customer", id!);
    const previous = before(ctx, customer);
    if (params.email !== undefined) customer.email = params.email || null;
    if (params.name !== undefined) customer.name = params.name || null;
    if (params.description !== undefined) customer.description = params.description || null;
    if (params.phone !== undefined) customer.phone = params.phone || null;
    if (params.balance !== undefined) customer.balance = params.balance;
    if (params.metadata !== undefined) customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    const defaultPaymentMethod = params.invoice_settings?.default_payment_method;
    if (defaultPaymentMethod !== undefined) {
      customer.invoice_settings.default_payment_method = defaultPaymentMethod === "" ? null : customerPaymentMethod(ctx, customer.id, defaultPaymentMethod, "invoice_settings[default_payment_method]");
    }
    ctx.store.changed();
    ctx.emit("customer.updated", customer, previous);
    return render(ctx.store, customer, params.expand);
  });

  api.delete("/customers/:id", (ctx, { params: { id } }) => {
    const customer = ctx.store.require("customer", id!);
    for (const subscription of ctx.store.all("subscription")) {
      if (subscription.customer === customer.id && subscription.status !== "canceled") throw invalidRequest("The double does not delete customers with live subscriptions; cancel them first.");
    }
    ctx.store.remove(customer.id);
    ctx.emit("customer.deleted", customer);
    return { id: customer.id, object: "customer", deleted: true };
  });

  api.get("/customers", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const customers = ctx.store.all("customer").filter((customer) => params.email === undefined || customer.email === params.email);
    return render(ctx.store, page(customers, params, "/v1/customers"), params.expand);
  });

  api.post("/customers/:id/balance_transactions", (ctx, { params: { id }, input }) => {
    const params = parseParams(balanceTransactionSchema, input);
    const customer = ctx.store.require("customer", id!);
    if (customer.currency && customer.currency !== params.currency.toLowerCase()) {
      throw invalidRequest(`The currency of the balance transaction (${params.currency}) must match the customer's currency (${customer.currency}).`, "currency");
    }
    const transaction = addBalanceTransaction(ctx, customer, { amount: params.amount, type: "adjustment", description: params.description ?? null, metadata: mergeMetadata(null, params.metadata), currency: params.currency.toLowerCase() });
    return render(ctx.store, transaction, params.expand);
  });

  api.get("/customers/:id/balance_transactions", (ctx, { params: { id }, input }) => {
    const params = parseParams(balanceListSchema, input);
    ctx.store.require("customer", id!);
    const transactions = ctx.store.all("customer_balance_transaction").filter((transaction) => transaction.customer === id);
    return render(ctx.store, page(transactions, params, `/v1/customers/${id}/balance_transactions`), params.expand);
  });

  api.get("/customers/:id/balance_transactions/:transaction", (ctx, { params: { id, transaction }, input }) => {
    const params = parseParams(retrieveParams, input);
    const found = ctx.store.get("customer_balance_transaction", transaction!);
    if (!found || found.customer !== id) throw noSuch("customer balance transaction", transaction!);
    return render(ctx.store, found, params.expand);
  });

  api.get("/customers/:id/payment_methods", (ctx, { params: { id }, input }) => {
    const params = parseParams(paymentMethodListSchema, input);
    ctx.store.require("customer", id!);
    const methods = ctx.store.all("payment_method").filter((method) => method.customer === id && (params.type === undefined || method.type === params.type));
    return render(ctx.store, page(methods, params, `/v1/customers/${id}/payment_methods`), params.expand);
  });
}
