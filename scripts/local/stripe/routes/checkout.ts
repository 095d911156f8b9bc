import type Stripe from "stripe";
import { z } from "zod";
import { createCheckoutSession, expireCheckoutSession } from "../billing/checkout.ts";
import { createPortalSession } from "../billing/portal.ts";
import type { Faults } from "../faults.ts";
import { objectRoute, type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { bool, expand, int, listParams, newMetadata, pageParams, parseParams, sdkParams, str } from "../params.ts";
import { render } from "../render.ts";

const createSchema = sdkParams<Stripe.Checkout.SessionCreateParams>()(
  z.strictObject({
    mode: z.enum(["subscription", "setup", "payment"]),
    line_items: z.array(z.strictObject({ price: str, quantity: int.optional() })).optional(),
    customer: str.optional(),
    customer_email: str.email().optional(),
    client_reference_id: str.max(200).optional(),
    metadata: newMetadata.optional(),
    subscription_data: z
      .strictObject({
        trial_end: int.optional(),
        trial_period_days: int.optional(),
        trial_settings: z.strictObject({ end_behavior: z.strictObject({ missing_payment_method: z.enum(["cancel", "create_invoice", "pause"]) }) }).optional(),
        metadata: newMetadata.optional(),
        description: str.optional(),
        billing_cycle_anchor: int.optional(),
        proration_behavior: z.enum(["create_prorations", "none"]).optional(),
      })
      .optional(),
    setup_intent_data: z.strictObject({ metadata: newMetadata.optional(), description: str.optional() }).optional(),
    discounts: z.array(z.strictObject({ coupon: str.optional(), promotion_code: str.optional() })).optional(),
    allow_promotion_codes: bool.optional(),
    success_url: str.url().optional(),
    cancel_url: str.url().optional(),
    payment_method_collection: z.enum(["always", "if_required"]).optional(),
    allowed_payment_method_types: z.array(z.literal("card")).optional(),
    currency: str.optional(),
    expires_at: int.optional(),
    ui_mode: z.literal("hosted_page").optional(),
    locale: str.optional(),
    billing_address_collection: z.enum(["auto", "required"]).optional(),
    expand,
  }),
);

const listSchema = sdkParams<Stripe.Checkout.SessionListParams>()(z.strictObject({ ...listParams, customer: str.optional(), subscription: str.optional(), status: z.enum(["open", "complete", "expired"]).optional() }));
const lineItemsSchema = sdkParams<Stripe.Checkout.SessionListLineItemsParams>()(z.strictObject(pageParams));
const portalSchema = sdkParams<Stripe.BillingPortal.SessionCreateParams>()(z.strictObject({ customer: str, return_url: str.url().optional(), configuration: str.optional(), locale: z.literal("auto").optional(), expand }));

/** Checkout Sessions (hosted by the double) and customer portal sessions. */
export function checkoutRoutes(api: ApiRoutes, faults: Faults): void {
  api.post("/checkout/sessions", (ctx, { input }) => {
    const { expand: paths, ui_mode: _uiMode, locale: _locale, billing_address_collection: _address, ...params } = parseParams(createSchema, input);
    const omitUrl = faults.checkoutOmitsUrl(params.customer);
    const session = render(ctx.store, createCheckoutSession(ctx, params), paths);
    return omitUrl ? { ...session, url: null } : session;
  });

  objectRoute(api, "get", "/checkout/sessions/:id", "checkout.session");

  api.get("/checkout/sessions/:id/line_items", (ctx, { params: { id }, input }) => {
    const params = parseParams(lineItemsSchema, input);
    const session = ctx.store.require("checkout.session", id!);
    const items = session.line_items?.data ?? [];
    return render(ctx.store, { ...page([...items].reverse(), params, `/v1/checkout/sessions/${id}/line_items`) }, params.expand);
  });

  objectRoute(api, "post", "/checkout/sessions/:id/expire", "checkout.session", expireCheckoutSession);

  api.get("/checkout/sessions", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const sessions = ctx.store
      .all("checkout.session")
      .filter(
        (session) =>
          (params.customer === undefined || session.customer === params.customer) &&
          (params.subscription === undefined || session.subscription === params.subscription) &&
          (params.status === undefined || session.status === params.status),
      );
    return render(ctx.store, page(sessions, params, "/v1/checkout/sessions"), params.expand);
  });

  api.post("/billing_portal/sessions", (ctx, { input }) => {
    const { expand: paths, ...params } = parseParams(portalSchema, input);
    return render(ctx.store, createPortalSession(ctx, params), paths);
  });
}
