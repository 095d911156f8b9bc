/**
 * Pricing tiers (spec §3), the one place prices live: the pricing page shows them and the
 * functions read them when a trial or checkout starts, so a price is never taken from the browser.
 */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export type TierId = "beta" | "first-movers" | "early-adopters" | "launch" | "full-price";
export const BILLING_CYCLES = ["monthly", "annual"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface PricingTier {
  id: TierId;
  name: string;
  /** USD per month. */
  monthlyPrice: number;
  status: "locked" | "active";
  isPopular: boolean;
  cta: string;
  description: string;
  /** What the tier includes, in display order (spec §3). */
  features: readonly string[];
}

// Spec §3, "Features": every tier has the base; Beta adds the beta perks; First Movers adds those plus its
// delivery and export features; the later tiers add Team Collaboration, Daily Delivery of Results and
// Advanced Analytics to what came before. The beta perks (beta price, a rate locked for life, priority
// access) belong to the beta-priced tiers only: a $29–$49 plan is neither beta priced nor locked, so the
// later tiers carry everything First Movers delivers, then their own three.
const BASE_FEATURES = ["Automated Email Tracking"] as const;
const BETA_PERKS = ["Beta Pricing", "Locked Rate for Life", "Priority Feature Access"] as const;
const FIRST_MOVERS_ADDITIONS = ["Twice a Day Delivery of Results", "Downloadable CSV File", "Add to UA", "Access Highlight Film"] as const;
const LATER_TIER_ADDITIONS = ["Team Collaboration", "Daily Delivery of Results", "Advanced Analytics"] as const;

const BETA_FEATURES = [...BASE_FEATURES, ...BETA_PERKS] as const;
const FIRST_MOVERS_FEATURES = [...BETA_FEATURES, ...FIRST_MOVERS_ADDITIONS] as const;
const LATER_TIER_FEATURES = [...BASE_FEATURES, ...FIRST_MOVERS_ADDITIONS, ...LATER_TIER_ADDITIONS] as const;

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    id: "beta",
    name: "Beta Evangelists",
    monthlyPrice: 9,
    status: "locked",
    isPopular: false,
    cta: "Sold Out",
    description: "Our founding beta coaches, at the lowest rate we will ever offer.",
    features: BETA_FEATURES,
  },
  {
    id: "first-movers",
    name: "First Movers",
    monthlyPrice: 19,
    status: "active",
    isPopular: true,
    cta: "Join Now",
    description: "Beta pricing plus every power feature, for the coaches who join now.",
    features: FIRST_MOVERS_FEATURES,
  },
  {
    id: "early-adopters",
    name: "Early Adopters",
    monthlyPrice: 29,
    status: "locked",
    isPopular: false,
    cta: "Get Notified",
    description: "For programs that join as we open up to more coaches.",
    features: LATER_TIER_FEATURES,
  },
  {
    id: "launch",
    name: "Launch Tier",
    monthlyPrice: 39,
    status: "locked",
    isPopular: false,
    cta: "Coming Soon",
    description: "Our price at public launch.",
    features: LATER_TIER_FEATURES,
  },
  {
    id: "full-price",
    name: "Standard",
    monthlyPrice: 49,
    status: "locked",
    isPopular: false,
    cta: "Future Pricing",
    description: "Standard pricing once the early-access tiers close.",
    features: LATER_TIER_FEATURES,
  },
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

/** The savings note (spec §9): monthly × 12 × the discount percent, unrounded (e.g. $19 → 45.6). */
export function annualSavings(monthlyPrice: number): number {
  return (monthlyPrice * 12 * ANNUAL_DISCOUNT_PERCENT) / 100;
}

/** The billing-cycle toggle's label for the annual cycle, e.g. 'Annual (Save 20%)'. */
export const ANNUAL_TOGGLE_LABEL = `Annual (Save ${ANNUAL_DISCOUNT_PERCENT}%)`;

export function priceFor(tier: Pick<PricingTier, "monthlyPrice">, cycle: BillingCycle): number {
  return cycle === "annual" ? annualPrice(tier.monthlyPrice) : tier.monthlyPrice;
}

export interface TierStatus {
  status: "locked" | "active";
  cta: string;
  isPopular: boolean;
}

/** The two beta sports as the pricing page and the tier rules key them. */
export const SPORT_KEYS = ["volleyball", "softball"] as const;
export type SportKey = (typeof SPORT_KEYS)[number];

/** Per-sport status (spec §4): volleyball's beta is sold out, softball's beta is open and First Movers waits. */
export function tierStatusForSport(tier: PricingTier, sport: SportKey): TierStatus {
  if (sport === "volleyball" && tier.id === "beta") return { status: "locked", cta: "Sold Out", isPopular: false };
  if (sport === "volleyball" && tier.id === "first-movers") return { status: "active", cta: "Join Now", isPopular: true };
  if (sport === "softball" && tier.id === "beta") return { status: "active", cta: "Join Beta", isPopular: true };
  if (sport === "softball" && tier.id === "first-movers") return { status: "locked", cta: "Coming Soon", isPopular: false };
  return { status: tier.status, cta: tier.cta, isPopular: tier.isPopular };
}

export function sportKey(sport: string): SportKey {
  return sport.toLowerCase().startsWith("softball") ? "softball" : "volleyball";
}

/** The tier a new coach joins by default: volleyball's beta is sold out, softball's is open (spec §4). */
export function defaultTierForSport(sport: string): TierId {
  return sportKey(sport) === "softball" ? "beta" : "first-movers";
}

/** The hourly value of a coach's time the pricing page's "pays for itself" table uses (spec §9). */
export const COACH_HOURLY_RATE = 25;

/** The tiers the time-worth table lists: the lowest, the open and the standard price. */
export const TIME_WORTH_TIER_IDS: readonly TierId[] = ["beta", "first-movers", "full-price"];

/** Minutes of a coach's time at COACH_HOURLY_RATE worth a month's price, rounded to the minute. */
export function minutesToPayFor(monthlyPrice: number, hourlyRate: number = COACH_HOURLY_RATE): number {
  return Math.round((monthlyPrice / hourlyRate) * 60);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** 22 → '22 minutes', 60 → '1 hour', 118 → '1 hour 58 minutes'. */
export function formatMinutes(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return plural(minutes, "minute");
  return minutes === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} ${plural(minutes, "minute")}`;
}

/** US dollars: whole amounts without cents ('$19'), others with two decimals ('$45.60'). */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
