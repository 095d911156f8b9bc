import { HttpsError } from "firebase-functions/v2/https";
import type Stripe from "stripe";
import { CHECKOUT_MESSAGES } from "@machines/billing/contracts";
import { stripeLookupKey, stripePriceSpecs } from "@machines/pricing/stripePrices";
import type { BillingCycle, TierId } from "@machines/pricing/tiers";
import { stripe } from "./stripeClient";

/**
 * The Stripe price of a tier and cycle, found by its lookup key (server configuration, see
 * `npm run stripe:setup`); nothing about a price comes from the browser. A lookup that resolves to
 * something that is not a price id is refused with the spec's 'Invalid price ID format'.
 */
export async function resolvePrice(tierId: TierId, cycle: BillingCycle): Promise<Stripe.Price> {
  const { data } = await (await stripe()).prices.list({ lookup_keys: [stripeLookupKey(tierId, cycle)], active: true, limit: 1 });
  const price = data[0];
  if (!price || !/^price_[A-Za-z0-9]+$/.test(price.id)) throw new HttpsError("failed-precondition", CHECKOUT_MESSAGES.invalidPriceId);
  return price;
}

const PLAN_BY_LOOKUP_KEY = new Map(stripePriceSpecs().map((spec) => [spec.lookupKey, { tierId: spec.tier.id, billingCycle: spec.cycle }]));

/** The tier and cycle a Stripe price stands for, by its lookup key; null for a price that is not ours. */
export function planOfPrice(price: Stripe.Price | null | undefined): { tierId: TierId; billingCycle: BillingCycle } | null {
  return (price?.lookup_key && PLAN_BY_LOOKUP_KEY.get(price.lookup_key)) || null;
}
