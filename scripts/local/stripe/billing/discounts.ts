import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest, StripeError } from "../errors.ts";
import { newId } from "../ids.ts";
import type { Coupon, Discount, PromotionCode } from "../wire.ts";
import { boundary } from "./periods.ts";

/** What a request may name to discount something: `discounts[0][coupon|promotion_code|discount]`. */
export interface DiscountParam {
  coupon?: string;
  promotion_code?: string;
  discount?: string;
}

/** Whether a coupon can still be redeemed (`valid`), kept current as time passes and codes are redeemed. */
export function refreshCoupon(ctx: Ctx, coupon: Coupon): Coupon {
  const expired = coupon.redeem_by !== null && coupon.redeem_by <= ctx.store.now();
  const exhausted = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  coupon.valid = !expired && !exhausted;
  return coupon;
}

function hasPriorTransactions(ctx: Ctx, customerId: string | null): boolean {
  if (!customerId) return false;
  return ctx.store.all("invoice").some((invoice) => invoice.customer === customerId && invoice.amount_paid > 0);
}

function promotionError(message: string, param: string, code?: string): StripeError {
  return invalidRequest(message, param, code);
}

/**
 * Refuses a promotion code that cannot be redeemed here, with the reason (Stripe answers 400 for
 * inactive, expired, exhausted and restricted codes). `amount` is the order's first charge, for minimum amounts.
 */
export function assertRedeemable(ctx: Ctx, promotionCode: PromotionCode, customerId: string | null, amount: number | null, param: string): Coupon {
  const coupon = refreshCoupon(ctx, ctx.store.require("coupon", String(promotionCode.promotion.coupon), param));
  const now = ctx.store.now();
  if (!promotionCode.active) throw promotionError(`Promotion code '${promotionCode.code}' is not active.`, param);
  if (promotionCode.expires_at !== null && promotionCode.expires_at <= now) throw promotionError(`Promotion code '${promotionCode.code}' has expired.`, param, "coupon_expired");
  if (promotionCode.max_redemptions !== null && promotionCode.times_redeemed >= promotionCode.max_redemptions) {
    throw promotionError(`Promotion code '${promotionCode.code}' has reached its maximum number of redemptions.`, param);
  }
  if (!coupon.valid) throw promotionError(`Coupon '${coupon.id}' is no longer valid.`, param, "coupon_expired");
  if (promotionCode.customer !== null && promotionCode.customer !== customerId) throw promotionError("This promotion code cannot be redeemed by this customer.", param);
  if (promotionCode.restrictions.first_time_transaction && hasPriorTransactions(ctx, customerId)) {
    throw promotionError("This promotion code cannot be redeemed because the associated customer has prior transactions.", param);
  }
  const minimum = promotionCode.restrictions.minimum_amount;
  if (minimum !== null && amount !== null && amount < minimum) {
    throw promotionError(`This promotion code has a minimum amount of ${minimum} ${promotionCode.restrictions.minimum_amount_currency ?? "usd"}, which this order does not meet.`, param);
  }
  return coupon;
}

export function assertCouponRedeemable(ctx: Ctx, coupon: Coupon, param: string): Coupon {
  if (!refreshCoupon(ctx, coupon).valid) throw promotionError(`Coupon '${coupon.id}' is no longer valid.`, param, "coupon_expired");
  return coupon;
}

interface DiscountTarget {
  customer: string | null;
  subscription?: string | null;
  checkoutSession?: string | null;
  /** The order's first charge, for promotion codes with a minimum amount. */
  amount?: number | null;
}

function redeem(ctx: Ctx, coupon: Coupon, promotionCode: PromotionCode | null): void {
  coupon.times_redeemed += 1;
  refreshCoupon(ctx, coupon);
  if (promotionCode) promotionCode.times_redeemed += 1;
  ctx.store.changed();
}

/** Checks `discounts[…]` without redeeming anything (for previews and before an order is placed). */
export function checkDiscountParams(ctx: Ctx, params: readonly DiscountParam[], target: DiscountTarget, param = "discounts"): void {
  params.forEach((entry, index) => {
    const at = `${param}[${index}]`;
    const named = [entry.coupon, entry.promotion_code, entry.discount].filter((value) => value !== undefined);
    if (named.length !== 1) throw invalidParam(at, `Each entry of ${param} takes exactly one of coupon, promotion_code or discount.`);
    if (entry.promotion_code !== undefined) {
      assertRedeemable(ctx, ctx.store.require("promotion_code", entry.promotion_code, `${at}[promotion_code]`), target.customer, target.amount ?? null, `${at}[promotion_code]`);
    } else if (entry.coupon !== undefined) {
      assertCouponRedeemable(ctx, ctx.store.require("coupon", entry.coupon, `${at}[coupon]`), `${at}[coupon]`);
    } else if (entry.discount !== undefined) {
      ctx.store.require("discount", entry.discount, `${at}[discount]`);
    }
  });
  if (params.length > 20) throw invalidParam(param, "At most 20 discounts.");
}

/** Redeems `discounts[…]` onto a subscription or checkout session and returns the Discount ids (`di_…`). */
export function createDiscounts(ctx: Ctx, params: readonly DiscountParam[], target: DiscountTarget, param = "discounts"): string[] {
  checkDiscountParams(ctx, params, target, param);
  return params.map((entry) => {
    if (entry.discount !== undefined) return entry.discount;
    const promotionCode = entry.promotion_code !== undefined ? ctx.store.require("promotion_code", entry.promotion_code) : null;
    const coupon = ctx.store.require("coupon", promotionCode ? String(promotionCode.promotion.coupon) : entry.coupon!);
    const start = ctx.store.now();
    const discount: Discount = {
      id: newId("discount"),
      object: "discount",
      checkout_session: target.checkoutSession ?? null,
      customer: target.customer,
      customer_account: null,
      end: coupon.duration === "repeating" && coupon.duration_in_months ? boundary(start, { interval: "month", interval_count: 1 }, coupon.duration_in_months) : null,
      invoice: null,
      invoice_item: null,
      promotion_code: promotionCode?.id ?? null,
      source: { coupon: coupon.id, type: "coupon" },
      start,
      subscription: target.subscription ?? null,
      subscription_item: null,
    };
    redeem(ctx, coupon, promotionCode);
    ctx.store.insert<"discount">(discount);
    return discount.id;
  });
}

/**
 * A discount as it would be if redeemed now, neither stored nor counted (for previews, and for a
 * checkout page showing what a code takes off before the customer pays).
 */
export function provisionalDiscount(ctx: Ctx, coupon: Coupon, promotionCode: PromotionCode | null, customerId: string | null, index = 0): Discount {
  return {
    id: `di_provisional_${index}`,
    object: "discount",
    checkout_session: null,
    customer: customerId,
    customer_account: null,
    end: null,
    invoice: null,
    invoice_item: null,
    promotion_code: promotionCode?.id ?? null,
    source: { coupon: coupon.id, type: "coupon" },
    start: ctx.store.now(),
    subscription: null,
    subscription_item: null,
  };
}

/** The discounts still in force at `at` (a repeating coupon's discount ends after its months). */
export function activeDiscounts(ctx: Ctx, ids: readonly string[], at: number): Discount[] {
  return ids.map((id) => ctx.store.get("discount", id)).filter((discount): discount is Discount => discount !== undefined && (discount.end === null || discount.end > at));
}

/** Checks one `discounts[n]` entry and returns the discount it would give, without redeeming it. */
export function provisionalFromParam(ctx: Ctx, entry: DiscountParam, customerId: string | null, param: string, index: number): Discount {
  if (entry.discount) return ctx.store.require("discount", entry.discount, `${param}[discount]`);
  const promotionCode = entry.promotion_code ? ctx.store.require("promotion_code", entry.promotion_code, `${param}[promotion_code]`) : null;
  const coupon = promotionCode
    ? assertRedeemable(ctx, promotionCode, customerId, null, `${param}[promotion_code]`)
    : assertCouponRedeemable(ctx, ctx.store.require("coupon", entry.coupon ?? "", `${param}[coupon]`), `${param}[coupon]`);
  return provisionalDiscount(ctx, coupon, promotionCode, customerId, index);
}

export function couponOf(ctx: Ctx, discount: Discount): Coupon {
  return ctx.store.require("coupon", String(discount.source.coupon));
}

/**
 * Splits each discount over the lines: a percentage off every line, a fixed amount off the positive
 * lines in proportion (never more than they add up to). Returns each line's `discount_amounts`.
 */
export function discountAmounts(ctx: Ctx, discounts: readonly Discount[], lineAmounts: readonly number[]): Array<Array<{ amount: number; discount: string }>> {
  const remaining = [...lineAmounts];
  const perLine = lineAmounts.map(() => [] as Array<{ amount: number; discount: string }>);
  for (const discount of discounts) {
    const coupon = couponOf(ctx, discount);
    if (coupon.percent_off !== null) {
      remaining.forEach((amount, index) => {
        const off = Math.round((amount * coupon.percent_off!) / 100);
        perLine[index]!.push({ amount: off, discount: discount.id });
        remaining[index] = amount - off;
      });
    } else if (coupon.amount_off !== null) {
      const positive = remaining.reduce((sum, amount) => sum + Math.max(0, amount), 0);
      let left = Math.min(coupon.amount_off, positive);
      remaining.forEach((amount, index) => {
        const isLastPositive = remaining.slice(index + 1).every((later) => later <= 0);
        const off = amount <= 0 || positive === 0 ? 0 : isLastPositive ? left : Math.min(left, Math.round((coupon.amount_off! * amount) / positive));
        left -= off;
        perLine[index]!.push({ amount: off, discount: discount.id });
        remaining[index] = amount - off;
      });
    }
  }
  return perLine;
}
