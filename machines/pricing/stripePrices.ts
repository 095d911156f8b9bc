import { BILLING_CYCLES, PRICING_TIERS, priceFor, type BillingCycle, type PricingTier, type TierId } from "./tiers";

/*
 * How the tiers of tiers.ts exist in Stripe. Prices are found by lookup key (server configuration),
 * so the functions never take a price id from the browser, and `npm run stripe:setup` creates exactly these.
 */

/** The Stripe price lookup key for a tier and billing cycle, e.g. `inboxscout_first-movers_annual`. */
export function stripeLookupKey(tierId: TierId, cycle: BillingCycle): string {
  return `inboxscout_${tierId}_${cycle}`;
}

/** Each tier is one Stripe product with this fixed id (Stripe accepts custom product ids), so setup finds it again. */
export function stripeProductId(tierId: TierId): string {
  return `inboxscout_${tierId}`;
}

export const STRIPE_INTERVAL: Record<BillingCycle, "month" | "year"> = { monthly: "month", annual: "year" };

export interface StripePriceSpec {
  tier: PricingTier;
  cycle: BillingCycle;
  lookupKey: string;
  productId: string;
  /** Cents: the monthly price, or the annual price after the annual discount. */
  unitAmount: number;
  interval: "month" | "year";
}

/** Every price the product sells: each tier, monthly and annual. */
export function stripePriceSpecs(): StripePriceSpec[] {
  return PRICING_TIERS.flatMap((tier) =>
    BILLING_CYCLES.map((cycle) => ({
      tier,
      cycle,
      lookupKey: stripeLookupKey(tier.id, cycle),
      productId: stripeProductId(tier.id),
      unitAmount: Math.round(priceFor(tier, cycle) * 100),
      interval: STRIPE_INTERVAL[cycle],
    })),
  );
}
