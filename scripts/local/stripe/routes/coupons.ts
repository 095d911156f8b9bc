import type Stripe from "stripe";
import { z } from "zod";
import { refreshCoupon } from "../billing/discounts.ts";
import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest, StripeError } from "../errors.ts";
import { before } from "../events.ts";
import { objectRoute, type ApiRoutes } from "../http.ts";
import { newId, randomToken } from "../ids.ts";
import { page } from "../lists.ts";
import { bool, decimal, emptyable, expand, int, listParams, mergeMetadata, metadata, newMetadata, parseParams, sdkParams, str } from "../params.ts";
import { render } from "../render.ts";
import type { Coupon, PromotionCode } from "../wire.ts";

const couponCreateSchema = sdkParams<Stripe.CouponCreateParams>()(
  z.strictObject({
  id: str.max(200).optional(),
  percent_off: decimal.refine((value) => value > 0 && value <= 100, "must be more than 0 and at most 100").optional(),
  amount_off: int.refine((value) => value > 0, "must be positive").optional(),
  currency: str.optional(),
  duration: z.enum(["once", "repeating", "forever"]).optional(),
  duration_in_months: int.refine((value) => value > 0, "must be positive").optional(),
  max_redemptions: int.refine((value) => value > 0, "must be positive").optional(),
  redeem_by: int.optional(),
  name: str.max(40).optional(),
  metadata: metadata.optional(),
  expand,
  }),
);

const couponUpdateSchema = sdkParams<Stripe.CouponUpdateParams>()(z.strictObject({ name: emptyable(str.max(40)).optional(), metadata: metadata.optional(), expand }));
const couponListSchema = sdkParams<Stripe.CouponListParams>()(z.strictObject(listParams));

const promotionCreateSchema = sdkParams<Stripe.PromotionCodeCreateParams>()(
  z.strictObject({
  promotion: z.strictObject({ type: z.literal("coupon"), coupon: str }),
  code: str.regex(/^[a-zA-Z0-9]{1,500}$/, "letters and digits only").optional(),
  active: bool.optional(),
  customer: str.optional(),
  expires_at: int.optional(),
  max_redemptions: int.refine((value) => value > 0, "must be positive").optional(),
  metadata: newMetadata.optional(),
  restrictions: z
    .strictObject({ first_time_transaction: bool.optional(), minimum_amount: int.optional(), minimum_amount_currency: str.optional() })
    .optional(),
  expand,
  }),
);

const promotionUpdateSchema = sdkParams<Stripe.PromotionCodeUpdateParams>()(z.strictObject({ active: bool.optional(), metadata: metadata.optional(), expand }));

const promotionListSchema = sdkParams<Stripe.PromotionCodeListParams>()(z.strictObject({ ...listParams, active: bool.optional(), code: str.optional(), coupon: str.optional(), customer: str.optional() }));

function createCoupon(ctx: Ctx, params: z.output<typeof couponCreateSchema>): Coupon {
  if ((params.percent_off === undefined) === (params.amount_off === undefined)) throw invalidRequest("You must pass exactly one of percent_off or amount_off.");
  if (params.amount_off !== undefined && !params.currency) throw invalidParam("currency", "You must pass currency when passing amount_off.");
  const duration = params.duration ?? "once";
  if (duration === "repeating" && params.duration_in_months === undefined) throw invalidParam("duration_in_months", "You must pass duration_in_months when duration is repeating.");
  if (duration !== "repeating" && params.duration_in_months !== undefined) throw invalidParam("duration_in_months", "duration_in_months can only be set when duration is repeating.");
  if (params.redeem_by !== undefined && params.redeem_by <= ctx.store.now()) throw invalidParam("redeem_by", "Invalid timestamp: must be an integer Unix timestamp in the future.");
  if (params.id && ctx.store.byId(params.id)) throw new StripeError(400, { type: "invalid_request_error", code: "resource_already_exists", param: "id", message: "Coupon already exists." });
  const coupon: Coupon = {
    id: params.id ?? randomToken(8),
    object: "coupon",
    amount_off: params.amount_off ?? null,
    created: ctx.store.now(),
    currency: params.currency?.toLowerCase() ?? null,
    duration,
    duration_in_months: params.duration_in_months ?? null,
    livemode: false,
    max_redemptions: params.max_redemptions ?? null,
    metadata: mergeMetadata(null, params.metadata),
    name: params.name ?? null,
    percent_off: params.percent_off ?? null,
    redeem_by: params.redeem_by ?? null,
    times_redeemed: 0,
    valid: true,
  };
  ctx.store.insert<"coupon">(coupon);
  ctx.emit("coupon.created", coupon);
  return coupon;
}

function createPromotionCode(ctx: Ctx, params: z.output<typeof promotionCreateSchema>): PromotionCode {
  const coupon = ctx.store.require("coupon", params.promotion.coupon, "promotion[coupon]");
  if (params.customer) ctx.store.require("customer", params.customer, "customer");
  const code = params.code ?? randomToken(8).toUpperCase();
  const active = params.active ?? true;
  if (active && ctx.store.all("promotion_code").some((existing) => existing.active && existing.code.toLowerCase() === code.toLowerCase())) {
    throw invalidParam("code", `An active promotion code with \`code: ${code}\` already exists.`);
  }
  const promotionCode: PromotionCode = {
    id: newId("promotion_code"),
    object: "promotion_code",
    active,
    code,
    created: ctx.store.now(),
    customer: params.customer ?? null,
    customer_account: null,
    expires_at: params.expires_at ?? null,
    livemode: false,
    max_redemptions: params.max_redemptions ?? null,
    metadata: mergeMetadata(null, params.metadata),
    promotion: { coupon: coupon.id, type: "coupon" },
    restrictions: {
      first_time_transaction: params.restrictions?.first_time_transaction ?? false,
      minimum_amount: params.restrictions?.minimum_amount ?? null,
      minimum_amount_currency: params.restrictions?.minimum_amount_currency?.toLowerCase() ?? null,
    },
    times_redeemed: 0,
  };
  ctx.store.insert<"promotion_code">(promotionCode);
  ctx.emit("promotion_code.created", promotionCode);
  return promotionCode;
}

/** Coupons and the promotion codes customers type (`code`), as the billing page looks them up. */
export function couponRoutes(api: ApiRoutes): void {
  api.post("/coupons", (ctx, { input }) => {
    const params = parseParams(couponCreateSchema, input);
    return render(ctx.store, createCoupon(ctx, params), params.expand);
  });

  objectRoute(api, "get", "/coupons/:id", "coupon", refreshCoupon);

  api.post("/coupons/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(couponUpdateSchema, input);
    const coupon = ctx.store.require("coupon", id!);
    const previous = before(ctx, coupon);
    if (params.name !== undefined) coupon.name = params.name || null;
    if (params.metadata !== undefined) coupon.metadata = mergeMetadata(coupon.metadata, params.metadata);
    ctx.emit("coupon.updated", coupon, previous);
    return render(ctx.store, coupon, params.expand);
  });

  api.delete("/coupons/:id", (ctx, { params: { id } }) => {
    const coupon = ctx.store.require("coupon", id!);
    ctx.store.remove(coupon.id);
    ctx.emit("coupon.deleted", coupon);
    return { id: coupon.id, object: "coupon", deleted: true };
  });

  api.get("/coupons", (ctx, { input }) => {
    const params = parseParams(couponListSchema, input);
    return render(ctx.store, page(ctx.store.all("coupon").map((coupon) => refreshCoupon(ctx, coupon)), params, "/v1/coupons"), params.expand);
  });

  api.post("/promotion_codes", (ctx, { input }) => {
    const params = parseParams(promotionCreateSchema, input);
    return render(ctx.store, createPromotionCode(ctx, params), params.expand);
  });

  objectRoute(api, "get", "/promotion_codes/:id", "promotion_code");

  api.post("/promotion_codes/:id", (ctx, { params: { id }, input }) => {
    const params = parseParams(promotionUpdateSchema, input);
    const promotionCode = ctx.store.require("promotion_code", id!);
    const previous = before(ctx, promotionCode);
    if (params.active !== undefined) promotionCode.active = params.active;
    if (params.metadata !== undefined) promotionCode.metadata = mergeMetadata(promotionCode.metadata, params.metadata);
    ctx.emit("promotion_code.updated", promotionCode, previous);
    return render(ctx.store, promotionCode, params.expand);
  });

  api.get("/promotion_codes", (ctx, { input }) => {
    const params = parseParams(promotionListSchema, input);
    const codes = ctx.store
      .all("promotion_code")
      .filter(
        (code) =>
          (params.active === undefined || code.active === params.active) &&
          (params.code === undefined || code.code.toLowerCase() === params.code.toLowerCase()) &&
          (params.coupon === undefined || code.promotion.coupon === params.coupon) &&
          (params.customer === undefined || code.customer === params.customer),
      );
    return render(ctx.store, page(codes, params, "/v1/promotion_codes"), params.expand);
  });
}
