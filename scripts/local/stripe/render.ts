import { invalidRequest } from "./errors.ts";
import { embeddedList, page } from "./lists.ts";
import type { Store } from "./store.ts";
import type { AnyStored, Plan, Price } from "./wire.ts";

/** A subscription item's legacy `plan`, which Stripe still sends alongside `price`. */
export function planFromPrice(price: Price): Plan {
  return {
    id: price.id,
    object: "plan",
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? "month",
    interval_count: price.recurring?.interval_count ?? 1,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: price.recurring?.trial_period_days ?? null,
    usage_type: "licensed",
  };
}

/**
 * The object as the API sends it: a copy, with embedded lists filled from the store (a subscription's
 * items, an invoice's lines) and embedded prices current (Stripe embeds the price object, not a snapshot).
 */
export function hydrate(store: Store, object: AnyStored): AnyStored {
  const copy = structuredClone(object);
  switch (copy.object) {
    case "subscription": {
      const items = store.all("subscription_item").filter((item) => item.subscription === copy.id);
      copy.items = embeddedList(
        items.map((item) => hydrate(store, item) as typeof item),
        `/v1/subscription_items?subscription=${copy.id}`,
      );
      return copy;
    }
    case "subscription_item": {
      const price = store.get("price", copy.price.id) ?? copy.price;
      copy.price = structuredClone(price);
      copy.plan = planFromPrice(price);
      return copy;
    }
    case "checkout.session":
      delete copy.line_items;
      return copy;
    case "invoice": {
      if (copy.id.startsWith("upcoming_")) return copy;
      const lines = store.all("line_item").filter((line) => line.invoice === copy.id);
      copy.lines = embeddedList(lines, `/v1/invoices/${copy.id}/lines`);
      return copy;
    }
    default:
      return copy;
  }
}

/** Fields Stripe only sends when asked for with `expand[]` ("includable" fields). */
function include(store: Store, object: Record<string, unknown>, field: string): unknown {
  if (object.object === "checkout.session" && field === "line_items") {
    return structuredClone(store.get("checkout.session", String(object.id))?.line_items);
  }
  if (object.object === "customer" && field === "subscriptions") {
    const subscriptions = store.all("subscription").filter((subscription) => subscription.customer === object.id && subscription.status !== "canceled");
    return page(subscriptions.map((subscription) => hydrate(store, subscription)), { limit: 100 }, `/v1/customers/${String(object.id)}/subscriptions`);
  }
  return undefined;
}

function cannotExpand(path: string) {
  return invalidRequest(`This property cannot be expanded (${path}).`, "expand");
}

function expandValue(store: Store, value: unknown, rest: string[], path: string): unknown {
  if (value === null) return null;
  if (typeof value === "string") {
    const target = store.byId(value);
    if (!target) {
      // A deleted object expands to its stub, whose fields (and so any deeper path) are gone, as in Stripe.
      const deleted = store.deletedStub(value);
      if (deleted) return deleted;
      throw cannotExpand(path);
    }
    return expandPath(store, hydrate(store, target), rest, path);
  }
  if (Array.isArray(value)) return value.map((element) => expandValue(store, element, rest, path));
  if (typeof value === "object" && rest.length > 0) return expandPath(store, value as Record<string, unknown>, rest, path);
  throw cannotExpand(path);
}

function expandPath(store: Store, object: object, segments: string[], path: string): object {
  const [field, ...rest] = segments;
  if (field === undefined) return object;
  const record = object as Record<string, unknown>;
  if (Array.isArray(object)) return object.map((element) => expandPath(store, element as object, segments, path));
  if (!(field in record)) {
    const included = include(store, record, field);
    if (included === undefined) throw cannotExpand(path);
    record[field] = rest.length > 0 ? expandPath(store, included as object, rest, path) : included;
    return record;
  }
  record[field] = expandValue(store, record[field], rest, path);
  return record;
}

/** Renders a stored object (or a list of them) for the API, honouring `expand[]` paths like `data.customer` or `items.data.price.product`. */
export function render<T extends object>(store: Store, object: T, expand: readonly string[] = []): T {
  const kind = (object as { object?: string }).object;
  const hydrated =
    kind === "list" || kind === "search_result"
      ? { ...object, data: (object as unknown as { data: AnyStored[] }).data.map((element) => hydrate(store, element)) }
      : hydrate(store, object as unknown as AnyStored);
  if (expand.some((path) => path.split(".").length > 4 + (path.startsWith("data.") ? 1 : 0))) {
    throw invalidRequest("You cannot expand more than 4 levels of a property.", "expand");
  }
  return [...new Set(expand)].reduce<object>((result, path) => expandPath(store, result, path.split("."), path), hydrated) as T;
}
