import type Stripe from "stripe";
import { stripePriceSpecs, type StripePriceSpec } from "../../machines/pricing/stripePrices.ts";
import type { BillingCycle, TierId } from "../../machines/pricing/tiers.ts";

export type PriceConfiguration = Record<TierId, Record<BillingCycle, string>>;

export interface SetupOutcome {
  /** Tier → cycle → price id, as the lookup keys resolve now. */
  prices: PriceConfiguration;
  lines: Array<{ spec: StripePriceSpec; priceId: string; action: "created" | "replaced" | "unchanged" }>;
  products: Array<{ id: string; action: "created" | "updated" | "unchanged" }>;
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === "resource_missing";
}

/** One product per tier, with a fixed id; only its name, description and our metadata key are ours to correct. */
async function ensureProduct(stripe: Stripe, spec: StripePriceSpec): Promise<SetupOutcome["products"][number]> {
  const wanted = { name: spec.tier.name, description: spec.tier.description, metadata: { inboxscout_tier: spec.tier.id } };
  try {
    const product = await stripe.products.retrieve(spec.productId);
    const same = product.name === wanted.name && product.description === wanted.description && product.metadata.inboxscout_tier === spec.tier.id && product.active;
    if (same) return { id: product.id, action: "unchanged" };
    await stripe.products.update(product.id, { ...wanted, active: true });
    return { id: product.id, action: "updated" };
  } catch (error) {
    if (!isMissing(error)) throw error;
    await stripe.products.create({ id: spec.productId, ...wanted }, { idempotencyKey: `stripe-setup:product:${spec.productId}` });
    return { id: spec.productId, action: "created" };
  }
}

function matches(price: Stripe.Price, spec: StripePriceSpec): boolean {
  return (
    price.unit_amount === spec.unitAmount &&
    price.currency === "usd" &&
    price.recurring?.interval === spec.interval &&
    price.recurring.interval_count === 1 &&
    (typeof price.product === "string" ? price.product : price.product.id) === spec.productId
  );
}

/**
 * Makes Stripe hold exactly the prices of machines/pricing/tiers.ts (monthly and annual per tier), found by
 * lookup key. Reruns change nothing; a tier whose amount changed gets a new price that takes over the
 * lookup key (the old one stays active for the subscriptions on it). Every create carries an idempotency key.
 */
export async function setupStripePrices(stripe: Stripe): Promise<SetupOutcome> {
  const specs = stripePriceSpecs();
  const products: SetupOutcome["products"] = [];
  for (const spec of specs) {
    if (!products.some((product) => product.id === spec.productId)) products.push(await ensureProduct(stripe, spec));
  }
  const existing = new Map<string, Stripe.Price>();
  for (let start = 0; start < specs.length; start += 10) {
    const lookupKeys = specs.slice(start, start + 10).map((spec) => spec.lookupKey);
    for await (const price of stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 100 })) {
      if (price.lookup_key) existing.set(price.lookup_key, price);
    }
  }
  const lines: SetupOutcome["lines"] = [];
  const prices = {} as PriceConfiguration;
  for (const spec of specs) {
    const current = existing.get(spec.lookupKey);
    let priceId: string;
    let action: SetupOutcome["lines"][number]["action"];
    if (current && matches(current, spec)) {
      priceId = current.id;
      action = "unchanged";
    } else {
      const created = await stripe.prices.create(
        {
          product: spec.productId,
          currency: "usd",
          unit_amount: spec.unitAmount,
          recurring: { interval: spec.interval },
          lookup_key: spec.lookupKey,
          transfer_lookup_key: true,
          nickname: `${spec.tier.name} (${spec.cycle})`,
          metadata: { inboxscout_tier: spec.tier.id, inboxscout_cycle: spec.cycle },
        },
        { idempotencyKey: `stripe-setup:price:${spec.lookupKey}:${spec.unitAmount}:${spec.interval}:${current?.id ?? "new"}` },
      );
      priceId = created.id;
      action = current ? "replaced" : "created";
    }
    lines.push({ spec, priceId, action });
    prices[spec.tier.id] = { ...prices[spec.tier.id], [spec.cycle]: priceId };
  }
  return { prices, lines, products };
}
