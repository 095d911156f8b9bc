import type Stripe from "stripe";
import { z } from "zod";
import { cancelSubscription, createSubscription, resumeSubscription, updateSubscription } from "../billing/subscriptions.ts";
import { objectRoute, searchRoute, type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { bool, emptyable, expand, int, listParams, metadata, newMetadata, pageParams, parseParams, sdkParams, str, timestampOrNow } from "../params.ts";
import { render } from "../render.ts";

export const discountParams = z.array(z.strictObject({ coupon: str.optional(), promotion_code: str.optional(), discount: str.optional() }));
const prorationBehavior = z.enum(["create_prorations", "none", "always_invoice"]);
const trialSettings = z.strictObject({
  end_behavior: z.strictObject({ missing_payment_method: z.enum(["cancel", "create_invoice", "pause"]), billing_cycle_anchor: z.enum(["now", "unchanged"]).optional() }),
});
const paymentSettings = z.strictObject({
  payment_method_types: emptyable(z.array(z.literal("card"))).optional(),
  save_default_payment_method: z.enum(["off", "on_subscription"]).optional(),
});
const cancellationDetails = z.strictObject({
  comment: emptyable(str).optional(),
  feedback: emptyable(z.enum(["customer_service", "low_quality", "missing_features", "other", "switched_service", "too_complex", "too_expensive", "unused"])).optional(),
});
/** `billing_cycle_anchor[type]=now|unchanged` (an object in this API version). */
const cycleAnchor = z.strictObject({ type: z.enum(["now", "unchanged"]) });

const createSchema = sdkParams<Stripe.SubscriptionCreateParams>()(
  z.strictObject({
    customer: str,
    items: z.array(z.strictObject({ price: str, quantity: int.optional(), metadata: newMetadata.optional() })).min(1),
    trial_end: timestampOrNow.optional(),
    trial_period_days: int.optional(),
    trial_settings: trialSettings.optional(),
    payment_behavior: z.enum(["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]).optional(),
    payment_settings: paymentSettings.optional(),
    billing_cycle_anchor: int.optional(),
    proration_behavior: z.enum(["create_prorations", "none"]).optional(),
    metadata: metadata.optional(),
    description: str.optional(),
    default_payment_method: str.optional(),
    discounts: emptyable(discountParams).optional(),
    collection_method: z.enum(["charge_automatically", "send_invoice"]).optional(),
    days_until_due: int.optional(),
    cancel_at_period_end: bool.optional(),
    cancel_at: int.optional(),
    currency: str.optional(),
    off_session: bool.optional(),
    billing_mode: z.strictObject({ type: z.enum(["classic", "flexible"]) }).optional(),
    expand,
  }),
);

const updateSchema = sdkParams<Stripe.SubscriptionUpdateParams>()(
  z.strictObject({
    items: z.array(z.strictObject({ id: str.optional(), price: str.optional(), quantity: int.optional(), deleted: bool.optional(), metadata: metadata.optional() })).optional(),
    proration_behavior: prorationBehavior.optional(),
    proration_date: int.optional(),
    cancel_at_period_end: bool.optional(),
    cancel_at: emptyable(int).optional(),
    cancellation_details: cancellationDetails.optional(),
    pause_collection: emptyable(z.strictObject({ behavior: z.enum(["keep_as_draft", "mark_uncollectible", "void"]), resumes_at: int.optional() })).optional(),
    default_payment_method: str.optional(),
    discounts: emptyable(discountParams).optional(),
    metadata: metadata.optional(),
    description: emptyable(str).optional(),
    trial_end: timestampOrNow.optional(),
    trial_settings: trialSettings.optional(),
    billing_cycle_anchor: cycleAnchor.optional(),
    payment_behavior: z.enum(["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"]).optional(),
    payment_settings: paymentSettings.optional(),
    off_session: bool.optional(),
    expand,
  }),
);

const cancelSchema = sdkParams<Stripe.SubscriptionCancelParams>()(z.strictObject({ invoice_now: bool.optional(), prorate: bool.optional(), cancellation_details: cancellationDetails.optional(), expand }));
const resumeSchema = sdkParams<Stripe.SubscriptionResumeParams>()(
  z.strictObject({
    billing_cycle_anchor: cycleAnchor.optional(),
    payment_behavior: z.enum(["resume_on_payment_attempt", "resume_on_payment_success"]).optional(),
    proration_behavior: prorationBehavior.optional(),
    expand,
  }),
);

const STATUSES = ["active", "all", "canceled", "ended", "incomplete", "incomplete_expired", "past_due", "paused", "trialing", "unpaid"] as const;
const listSchema = sdkParams<Stripe.SubscriptionListParams>()(z.strictObject({ ...listParams, customer: str.optional(), price: str.optional(), status: z.enum(STATUSES).optional(), collection_method: z.enum(["charge_automatically", "send_invoice"]).optional() }));
const itemListSchema = sdkParams<Stripe.SubscriptionItemListParams>()(z.strictObject({ ...pageParams, subscription: str }));

function withoutExpand<T extends { expand?: unknown }>(params: T): Omit<T, "expand"> {
  const { expand: _expand, ...rest } = params;
  return rest;
}

/** Subscriptions: create (trials, discounts), retrieve, update (plan changes, cancellation, pause), cancel, resume, list, search. */
export function subscriptionRoutes(api: ApiRoutes): void {
  api.post("/subscriptions", (ctx, { input }) => {
    const params = parseParams(createSchema, input);
    return render(ctx.store, createSubscription(ctx, withoutExpand(params)), params.expand);
  });

  searchRoute(api, "/subscriptions/search", "subscription", ["status", "metadata", "created", "canceled_at"], "subscriptions");

  objectRoute(api, "get", "/subscriptions/:id", "subscription");

  api.post("/subscriptions/:id", (ctx, { params: { id }, input }) => {
    const { expand: paths, billing_cycle_anchor: anchor, ...params } = parseParams(updateSchema, input);
    return render(ctx.store, updateSubscription(ctx, ctx.store.require("subscription", id!), { ...params, ...(anchor ? { billing_cycle_anchor: anchor.type } : {}) }), paths);
  });

  api.delete("/subscriptions/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(cancelSchema, input);
    return render(ctx.store, cancelSubscription(ctx, ctx.store.require("subscription", id!), withoutExpand(params)), params.expand);
  });

  api.post("/subscriptions/:id/resume", (ctx, { params: { id }, input }) => {
    const { expand: paths, billing_cycle_anchor: anchor, ...params } = parseParams(resumeSchema, input);
    return render(ctx.store, resumeSubscription(ctx, ctx.store.require("subscription", id!), { ...params, ...(anchor ? { billing_cycle_anchor: anchor.type } : {}) }), paths);
  });

  api.get("/subscriptions", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const status = params.status;
    const subscriptions = ctx.store.all("subscription").filter((subscription) => {
      if (params.customer !== undefined && subscription.customer !== params.customer) return false;
      if (params.collection_method !== undefined && subscription.collection_method !== params.collection_method) return false;
      if (params.price !== undefined && !ctx.store.all("subscription_item").some((item) => item.subscription === subscription.id && item.price.id === params.price)) return false;
      if (status === "all") return true;
      if (status === "ended") return ["canceled", "incomplete_expired"].includes(subscription.status);
      if (status !== undefined) return subscription.status === status;
      return subscription.status !== "canceled";
    });
    return render(ctx.store, page(subscriptions, params, "/v1/subscriptions"), params.expand);
  });

  api.get("/subscription_items", (ctx, { input }) => {
    const params = parseParams(itemListSchema, input);
    ctx.store.require("subscription", params.subscription, "subscription");
    const items = ctx.store.all("subscription_item").filter((item) => item.subscription === params.subscription);
    return render(ctx.store, page(items, params, "/v1/subscription_items"), params.expand);
  });

  objectRoute(api, "get", "/subscription_items/:id", "subscription_item");
}
