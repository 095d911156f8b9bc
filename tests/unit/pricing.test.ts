import { describe, expect, it } from "vitest";
import { readStartOnboardingSearch, startOnboardingSearch } from "@machines/pricing/startOnboarding";
import {
  ANNUAL_DISCOUNT_PERCENT,
  ANNUAL_TOGGLE_LABEL,
  BILLING_CYCLES,
  COACH_HOURLY_RATE,
  PRICING_TIERS,
  SPORT_KEYS,
  TIME_WORTH_TIER_IDS,
  annualPrice,
  annualSavings,
  defaultTierForSport,
  formatMinutes,
  formatUsd,
  minutesToPayFor,
  priceFor,
  sportKey,
  tierById,
  tierStatusForSport,
  type TierId,
} from "@machines/pricing/tiers";

const tier = (id: TierId) => tierById(id)!;

describe("pricing tiers", () => {
  it("has the spec's five tiers, prices and calls to action", () => {
    expect(PRICING_TIERS.map((entry) => [entry.id, entry.monthlyPrice, entry.status, entry.cta])).toEqual([
      ["beta", 9, "locked", "Sold Out"],
      ["first-movers", 19, "active", "Join Now"],
      ["early-adopters", 29, "locked", "Get Notified"],
      ["launch", 39, "locked", "Coming Soon"],
      ["full-price", 49, "locked", "Future Pricing"],
    ]);
    expect(PRICING_TIERS.filter((entry) => entry.isPopular).map((entry) => entry.id)).toEqual(["first-movers"]);
    expect(PRICING_TIERS.map((entry) => entry.name)).toEqual(["Beta Evangelists", "First Movers", "Early Adopters", "Launch Tier", "Standard"]);
  });

  it("lists each tier's features as spec §3 builds them up", () => {
    const beta = ["Automated Email Tracking", "Beta Pricing", "Locked Rate for Life", "Priority Feature Access"];
    const firstMoversAdds = ["Twice a Day Delivery of Results", "Downloadable CSV File", "Add to UA", "Access Highlight Film"];
    expect(tier("beta").features).toEqual(beta);
    expect(tier("first-movers").features).toEqual([...beta, ...firstMoversAdds]);
    for (const id of ["early-adopters", "launch", "full-price"] as const) {
      expect(tier(id).features).toEqual([
        "Automated Email Tracking",
        ...firstMoversAdds,
        "Team Collaboration",
        "Daily Delivery of Results",
        "Advanced Analytics",
      ]);
    }
    for (const entry of PRICING_TIERS) expect(entry.description.length).toBeGreaterThan(10);
  });

  it("never takes a product feature away from a dearer tier: only the beta price perks stay with the beta-priced tiers", () => {
    const pricePerks = new Set(["Beta Pricing", "Locked Rate for Life", "Priority Feature Access"]);
    const byPrice = [...PRICING_TIERS].sort((a, b) => a.monthlyPrice - b.monthlyPrice);
    for (const [index, dearer] of byPrice.entries()) {
      for (const cheaper of byPrice.slice(0, index)) {
        const missing = cheaper.features.filter((feature) => !pricePerks.has(feature) && !dearer.features.includes(feature));
        expect(missing, `${dearer.name} lacks what ${cheaper.name} has`).toEqual([]);
      }
      expect(new Set(dearer.features).size).toBe(dearer.features.length);
    }
    for (const id of ["early-adopters", "launch", "full-price"] as const) {
      expect(tier(id).features.filter((feature) => pricePerks.has(feature))).toEqual([]);
      expect(tier(id).features.length).toBeGreaterThan(tier("first-movers").features.length - pricePerks.size);
    }
  });
});

describe("prices for every tier and cycle", () => {
  // tier, monthly, annual = round(monthly × 12 × 0.8), savings note = monthly × 12 × 0.2
  const table: Array<[TierId, number, number, string]> = [
    ["beta", 9, 86, "$21.60"],
    ["first-movers", 19, 182, "$45.60"],
    ["early-adopters", 29, 278, "$69.60"],
    ["launch", 39, 374, "$93.60"],
    ["full-price", 49, 470, "$117.60"],
  ];

  it("uses one shared 20 % discount, named in the toggle", () => {
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(20);
    expect(ANNUAL_TOGGLE_LABEL).toBe("Annual (Save 20%)");
    expect(BILLING_CYCLES).toEqual(["monthly", "annual"]);
  });

  it.each(table)("%s: $%i a month, $%i a year, saving %s", (id, monthly, annual, savings) => {
    expect(priceFor(tier(id), "monthly")).toBe(monthly);
    expect(priceFor(tier(id), "annual")).toBe(annual);
    expect(annualPrice(monthly)).toBe(Math.round(monthly * 12 * 0.8));
    expect(formatUsd(annualSavings(monthly))).toBe(savings);
    expect(annualSavings(monthly)).toBeCloseTo(monthly * 12 * 0.2, 10);
  });

  it("prices do not depend on the sport: only the status does", () => {
    for (const sport of SPORT_KEYS) {
      for (const cycle of BILLING_CYCLES) {
        for (const [id, monthly, annual] of table) {
          expect(tierStatusForSport(tier(id), sport)).toBeDefined();
          expect(priceFor(tier(id), cycle)).toBe(cycle === "annual" ? annual : monthly);
        }
      }
    }
  });

  it("formats dollars whole or with cents", () => {
    expect(formatUsd(9)).toBe("$9");
    expect(formatUsd(86)).toBe("$86");
    expect(formatUsd(21.6)).toBe("$21.60");
  });
});

describe("tier status per sport (spec §4)", () => {
  const statuses = (sport: "volleyball" | "softball") =>
    PRICING_TIERS.map((entry) => {
      const { status, cta, isPopular } = tierStatusForSport(entry, sport);
      return [entry.id, status, cta, isPopular];
    });

  it("volleyball: beta sold out, First Movers open and popular, the rest keep their own status", () => {
    expect(statuses("volleyball")).toEqual([
      ["beta", "locked", "Sold Out", false],
      ["first-movers", "active", "Join Now", true],
      ["early-adopters", "locked", "Get Notified", false],
      ["launch", "locked", "Coming Soon", false],
      ["full-price", "locked", "Future Pricing", false],
    ]);
  });

  it("softball: beta open ('Join Beta'), First Movers coming soon, the rest keep their own status", () => {
    expect(statuses("softball")).toEqual([
      ["beta", "active", "Join Beta", true],
      ["first-movers", "locked", "Coming Soon", false],
      ["early-adopters", "locked", "Get Notified", false],
      ["launch", "locked", "Coming Soon", false],
      ["full-price", "locked", "Future Pricing", false],
    ]);
  });

  it("defaults volleyball to First Movers and softball to the open beta", () => {
    expect(defaultTierForSport("Volleyball")).toBe("first-movers");
    expect(defaultTierForSport("Softball")).toBe("beta");
    expect(sportKey("Softball")).toBe("softball");
    expect(sportKey("Volleyball – Women")).toBe("volleyball");
  });
});

describe("time worth at $25/hr", () => {
  it("is minutes = price / 25 × 60, rounded", () => {
    expect(COACH_HOURLY_RATE).toBe(25);
    expect(TIME_WORTH_TIER_IDS).toEqual(["beta", "first-movers", "full-price"]);
    expect(TIME_WORTH_TIER_IDS.map((id) => minutesToPayFor(tier(id).monthlyPrice))).toEqual([22, 46, 118]);
    expect(PRICING_TIERS.map((entry) => minutesToPayFor(entry.monthlyPrice))).toEqual([22, 46, 70, 94, 118]);
  });

  it("formats the figures", () => {
    expect(TIME_WORTH_TIER_IDS.map((id) => formatMinutes(minutesToPayFor(tier(id).monthlyPrice)))).toEqual([
      "22 minutes",
      "46 minutes",
      "1 hour 58 minutes",
    ]);
    // Spec §9 prints 45 minutes and 1 hour 57 minutes for $19 and $49: 45.6 and 117.6 rounded down,
    // while 21.6 for $9 is rounded up to its 22 minutes; no one rounding gives all three, so the
    // page computes them with one rule (round to the nearest minute).
    expect([(19 / 25) * 60, (49 / 25) * 60]).toEqual([45.6, 117.6]);
    expect(formatMinutes(1)).toBe("1 minute");
    expect(formatMinutes(60)).toBe("1 hour");
    expect(formatMinutes(120)).toBe("2 hours");
    expect(formatMinutes(61)).toBe("1 hour 1 minute");
  });
});

describe("starting onboarding from /pricing", () => {
  it("passes tier, cycle and the screening form's sport value", () => {
    expect(startOnboardingSearch({ tierId: "first-movers", cycle: "annual", sport: "volleyball" })).toEqual({
      tier: "first-movers",
      cycle: "annual",
      sport: "Volleyball",
    });
    expect(startOnboardingSearch({ tierId: "beta", cycle: "monthly", sport: "softball" })).toEqual({ tier: "beta", cycle: "monthly", sport: "Softball" });
  });

  it("reads the parameters back leniently: unknown values are dropped", () => {
    expect(readStartOnboardingSearch({ tier: "beta", cycle: "annual", sport: "Softball" })).toEqual({ tier: "beta", cycle: "annual", sport: "Softball" });
    expect(readStartOnboardingSearch({ tier: "gold", cycle: "weekly", sport: "Football", extra: 1 })).toEqual({});
    expect(readStartOnboardingSearch({ tier: 3, cycle: null })).toEqual({});
    expect(readStartOnboardingSearch({})).toEqual({});
  });
});

