import type { Ctx } from "../context.ts";
import { invalidParam } from "../errors.ts";
import { newId } from "../ids.ts";
import type { Price, Subscription, SubscriptionItem } from "../wire.ts";
import { productName, recurrenceOf, requireRecurringPrice, sameRecurrence } from "./catalog.ts";
import type { LineSpec } from "./invoices.ts";
import { currentPeriod, itemsOf } from "./lifecycle.ts";
import { formatDate, remainingShare } from "./periods.ts";

/** `items[n]` of a subscription update or preview. */
export interface ItemParam {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
  metadata?: Record<string, string> | "";
}

/** One item's change: added (no `item`), removed (no `newPrice`), or repriced / requantified. */
export interface ItemChange {
  item: SubscriptionItem | null;
  param: ItemParam;
  oldPrice: Price | null;
  newPrice: Price | null;
  oldQuantity: number;
  newQuantity: number;
}

/** Reads `items[…]` against the subscription's items without changing anything. */
export function planItemChanges(ctx: Ctx, subscription: Subscription, params: readonly ItemParam[], param = "items"): ItemChange[] {
  const items = itemsOf(ctx, subscription);
  return params.map((entry, index) => {
    const at = `${param}[${index}]`;
    const item = entry.id !== undefined ? items.find((candidate) => candidate.id === entry.id) : null;
    if (entry.id !== undefined && !item) throw invalidParam(`${at}[id]`, `No such subscription item: '${entry.id}'`);
    if (!item && entry.price === undefined) throw invalidParam(`${at}[price]`, `Missing required param: ${at}[price].`);
    const oldPrice = item ? ctx.store.require("price", item.price.id) : null;
    const newPrice = entry.deleted ? null : entry.price !== undefined ? requireRecurringPrice(ctx, entry.price, `${at}[price]`) : oldPrice;
    const oldQuantity = item?.quantity ?? 0;
    return { item: item ?? null, param: entry, oldPrice, newPrice, oldQuantity, newQuantity: entry.deleted ? 0 : (entry.quantity ?? (item?.quantity ?? 1)) };
  });
}

/** Whether the update moves the subscription to another billing interval (Stripe then resets the cycle and invoices at once). */
export function changesInterval(ctx: Ctx, subscription: Subscription, changes: readonly ItemChange[]): boolean {
  const [first] = itemsOf(ctx, subscription);
  if (!first) return false;
  const current = recurrenceOf(ctx.store.require("price", first.price.id));
  return changes.some((change) => change.newPrice !== null && !sameRecurrence(recurrenceOf(change.newPrice), current));
}

/**
 * Proration lines for the changes at `at`: unused time on what is left, remaining time on what replaces it,
 * by the second as Stripe prorates. `creditOnly` leaves out the new charges (an interval change bills the new price in full).
 */
export function prorationLines(ctx: Ctx, subscription: Subscription, changes: readonly ItemChange[], at: number, creditOnly = false): LineSpec[] {
  const period = currentPeriod(ctx, subscription);
  const share = remainingShare(period, at);
  const lines: LineSpec[] = [];
  const date = formatDate(at);
  for (const change of changes) {
    const priceChanged = change.oldPrice?.id !== change.newPrice?.id || change.oldQuantity !== change.newQuantity;
    if (!priceChanged || share === 0) continue;
    const itemId = change.item?.id ?? null;
    if (change.oldPrice && change.oldQuantity > 0) {
      lines.push({
        priceId: change.oldPrice.id,
        subscriptionItemId: itemId,
        amount: -Math.round((change.oldPrice.unit_amount ?? 0) * change.oldQuantity * share),
        quantity: change.oldQuantity,
        description: `Unused time on ${change.oldQuantity > 1 ? `${change.oldQuantity} × ` : ""}${productName(ctx, change.oldPrice)} after ${date}`,
        period: { start: at, end: period.end },
        proration: true,
        invoiceItemId: newId("invoice_item"),
      });
    }
    if (!creditOnly && change.newPrice && change.newQuantity > 0) {
      lines.push({
        priceId: change.newPrice.id,
        subscriptionItemId: itemId,
        amount: Math.round((change.newPrice.unit_amount ?? 0) * change.newQuantity * share),
        quantity: change.newQuantity,
        description: `Remaining time on ${change.newQuantity > 1 ? `${change.newQuantity} × ` : ""}${productName(ctx, change.newPrice)} after ${date}`,
        period: { start: at, end: period.end },
        proration: true,
        invoiceItemId: newId("invoice_item"),
      });
    }
  }
  return lines;
}
