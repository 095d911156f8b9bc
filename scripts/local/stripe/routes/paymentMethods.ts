import type Stripe from "stripe";
import { z } from "zod";
import { attachPaymentMethod, createCardPaymentMethod, detachPaymentMethod, testCardFromAlias } from "../billing/paymentMethods.ts";
import { invalidParam } from "../errors.ts";
import { before } from "../events.ts";
import { objectRoute, type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { expand, listParams, mergeMetadata, metadata, newMetadata, pageParams, parseParams, sdkParams, str } from "../params.ts";
import { render } from "../render.ts";

const createSchema = sdkParams<Stripe.PaymentMethodCreateParams>()(
  z.strictObject({
  type: z.literal("card"),
  card: z.strictObject({ token: str }),
  billing_details: z.strictObject({ email: str.optional(), name: str.optional() }).optional(),
  metadata: newMetadata.optional(),
  expand,
  }),
);
const updateSchema = sdkParams<Stripe.PaymentMethodUpdateParams>()(z.strictObject({ metadata: metadata.optional(), expand }));
const attachSchema = sdkParams<Stripe.PaymentMethodAttachParams>()(z.strictObject({ customer: str, expand }));
const listSchema = sdkParams<Stripe.PaymentMethodListParams>()(z.strictObject({ ...pageParams, customer: str.optional(), type: z.literal("card").optional() }));
const setupIntentRetrieveSchema = sdkParams<Stripe.SetupIntentRetrieveParams>()(z.strictObject({ expand, client_secret: str.optional() }));
const setupIntentListSchema = sdkParams<Stripe.SetupIntentListParams>()(z.strictObject({ ...listParams, customer: str.optional(), payment_method: str.optional() }));

/** Card payment methods (from Stripe's test tokens such as `tok_visa`, or `pm_card_visa`), and SetupIntents. */
export function paymentMethodRoutes(api: ApiRoutes): void {
  api.post("/payment_methods", (ctx, { input }) => {
    const params = parseParams(createSchema, input);
    const card = testCardFromAlias(params.card.token);
    if (!card) throw invalidParam("card[token]", `No such token: '${params.card.token}'. The double knows Stripe's test tokens tok_visa, tok_mastercard, tok_chargeCustomerFail and tok_chargeDeclined.`);
    return render(ctx.store, createCardPaymentMethod(ctx, card, params.billing_details ?? {}, mergeMetadata(null, params.metadata)), params.expand);
  });

  objectRoute(api, "get", "/payment_methods/:id", "payment_method");

  api.post("/payment_methods/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(updateSchema, input);
    const paymentMethod = ctx.store.require("payment_method", id!);
    const previous = before(ctx, paymentMethod);
    paymentMethod.metadata = mergeMetadata(paymentMethod.metadata, params.metadata);
    ctx.emit("payment_method.updated", paymentMethod, previous);
    return render(ctx.store, paymentMethod, params.expand);
  });

  api.post("/payment_methods/:id/attach", (ctx, { params: { id }, input }) => {
    const params = parseParams(attachSchema, input);
    const alias = testCardFromAlias(id!);
    const paymentMethod = alias ? createCardPaymentMethod(ctx, alias) : ctx.store.require("payment_method", id!);
    return render(ctx.store, attachPaymentMethod(ctx, paymentMethod, params.customer), params.expand);
  });

  objectRoute(api, "post", "/payment_methods/:id/detach", "payment_method", detachPaymentMethod);

  api.get("/payment_methods", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const methods = ctx.store.all("payment_method").filter((method) => (params.customer === undefined || method.customer === params.customer) && (params.type === undefined || method.type === params.type));
    return render(ctx.store, page(methods, params, "/v1/payment_methods"), params.expand);
  });

  api.get("/setup_intents/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(setupIntentRetrieveSchema, input);
    return render(ctx.store, ctx.store.require("setup_intent", id!), params.expand);
  });

  api.get("/setup_intents", (ctx, { input }) => {
    const params = parseParams(setupIntentListSchema, input);
    const intents = ctx.store.all("setup_intent").filter((intent) => (params.customer === undefined || intent.customer === params.customer) && (params.payment_method === undefined || intent.payment_method === params.payment_method));
    return render(ctx.store, page(intents, params, "/v1/setup_intents"), params.expand);
  });
}
