/**
 * Pricing tiers (spec §3), the one place prices live: the pricing page shows them and the
 * functions read them when a trial or checkout starts, so a price is never taken from the browser.
 */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type TierId = "beta" | "first-movers" | "early-adopters" | "launch" | "full-price";
export type BillingCycle = "monthly" | "annual";

export interface PricingTier {
  id: TierId;
  name: string;
  /** USD per month. */
  monthlyPrice: number;
  status: "locked" | "active";
  isPopular: boolean;
  cta: string;
}

export const PRICING_TIERS: readonly PricingTier[] = [
  { id: "beta", name: "Beta Evangelists", monthlyPrice: 9, status: "locked", isPopular: false, cta: "Sold Out" },
  { id: "first-movers", name: "First Movers", monthlyPrice: 19, status: "active", isPopular: true, cta: "Join Now" },
  { id: "early-adopters", name: "Early Adopters", monthlyPrice: 29, status: "locked", isPopular: false, cta: "Get Notified" },
  { id: "launch", name: "Launch Tier", monthlyPrice: 39, status: "locked", isPopular: false, cta: "Coming Soon" },
  { id: "full-price", name: "Standard", monthlyPrice: 49, status: "locked", isPopular: false, cta: "Future Pricing" },
];

/** The $0 lifetime plan a founder referral code gives. */
export const FOUNDER_PLAN = { id: "founder", name: "Founders Circle (lifetime)", monthlyPrice: 0 } as const;

export function tierById(id: string): PricingTier | undefined {
  return PRICING_TIERS.find((tier) => tier.id === id);
}

/** Annual price = monthly × 12 less the shared discount, rounded to whole dollars. */
export function annualPrice(monthlyPrice: number): number {
  return Math.round(monthlyPrice * 12 * (1 - ANNUAL_DISCOUNT_PERCENT / 100));
}

export function priceFor(tier: Pick<PricingTier, "monthlyPrice">, cycle: BillingCycle): number {
  return cycle === "annual" ? annualPrice(tier.monthlyPrice) : tier.monthlyPrice;
}

export interface TierStatus {
  status: "locked" | "active";
  cta: string;
  isPopular: boolean;
}

/** Per-sport status (spec §4): volleyball's beta is sold out, softball's beta is open and First Movers waits. */
export function tierStatusForSport(tier: PricingTier, sport: "volleyball" | "softball"): TierStatus {
  if (sport === "volleyball" && tier.id === "beta") return { status: "locked", cta: "Sold Out", isPopular: false };
  if (sport === "volleyball" && tier.id === "first-movers") return { status: "active", cta: "Join Now", isPopular: true };
  if (sport === "softball" && tier.id === "beta") return { status: "active", cta: "Join Beta", isPopular: true };
  if (sport === "softball" && tier.id === "first-movers") return { status: "locked", cta: "Coming Soon", isPopular: false };
  return { status: tier.status, cta: tier.cta, isPopular: tier.isPopular };
}

export function sportKey(sport: string): "volleyball" | "softball" {
  return sport.toLowerCase().startsWith("softball") ? "softball" : "volleyball";
}

/** The tier a new coach joins by default: volleyball's beta is sold out, softball's is open (spec §4). */
export function defaultTierForSport(sport: string): TierId {
  return sportKey(sport) === "softball" ? "beta" : "first-movers";
}
