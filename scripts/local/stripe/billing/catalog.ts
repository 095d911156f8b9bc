import type { Ctx } from "../context.ts";
import { invalidParam, invalidRequest } from "../errors.ts";
import type { Price } from "../wire.ts";
import type { Recurrence } from "./periods.ts";

/** `$19.00`, `€9.50`, `86.00 CAD`: how the hosted pages and line descriptions write amounts. */
export function money(cents: number, currency: string): string {
  const symbols: Record<string, string> = { usd: "$", eur: "€", gbp: "£" };
  const sign = cents < 0 ? "-" : "";
  const amount = (Math.abs(cents) / 100).toFixed(2);
  const symbol = symbols[currency.toLowerCase()];
  return symbol ? `${sign}${symbol}${amount}` : `${sign}${amount} ${currency.toUpperCase()}`;
}

export function productName(ctx: Ctx, price: Price): string {
  return ctx.store.get("product", String(price.product))?.name ?? String(price.product);
}

/** `$19.00 / month`, `$182.00 / year`, `$30.00 every 3 months`. */
export function describePrice(price: Price): string {
  const amount = money(price.unit_amount ?? 0, price.currency);
  if (!price.recurring) return amount;
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `${amount} / ${interval}` : `${amount} every ${count} ${interval}s`;
}

export function recurrenceOf(price: Price): Recurrence {
  if (!price.recurring) throw invalidRequest(`The price ${price.id} is not recurring.`);
  return { interval: price.recurring.interval as Recurrence["interval"], interval_count: price.recurring.interval_count };
}

export function sameRecurrence(a: Recurrence, b: Recurrence): boolean {
  return a.interval === b.interval && a.interval_count === b.interval_count;
}

/** A price a subscription can use: it exists, is active and recurring. */
export function requireRecurringPrice(ctx: Ctx, id: string, param: string): Price {
  const price = ctx.store.require("price", id, param);
  if (!price.active) throw invalidParam(param, `The price specified is inactive. This field only accepts active prices.`);
  if (price.type !== "recurring" || !price.recurring) throw invalidParam(param, `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`);
  return price;
}
