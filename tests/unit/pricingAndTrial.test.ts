import { describe, expect, it } from "vitest";
import { trialDates } from "@machines/onboarding/trial";
import { ANNUAL_DISCOUNT_PERCENT, PRICING_TIERS, annualPrice, defaultTierForSport, priceFor, tierById } from "@machines/pricing/tiers";

describe("pricing tiers", () => {
  it("has the spec's five tiers, prices and calls to action", () => {
    expect(PRICING_TIERS.map((tier) => [tier.id, tier.monthlyPrice, tier.status, tier.cta])).toEqual([
      ["beta", 9, "locked", "Sold Out"],
      ["first-movers", 19, "active", "Join Now"],
      ["early-adopters", 29, "locked", "Get Notified"],
      ["launch", 39, "locked", "Coming Soon"],
      ["full-price", 49, "locked", "Future Pricing"],
    ]);
    expect(PRICING_TIERS.filter((tier) => tier.isPopular).map((tier) => tier.id)).toEqual(["first-movers"]);
  });

  it("prices a year at monthly × 12 less 20 %, rounded ($9 → $86)", () => {
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(20);
    expect(PRICING_TIERS.map((tier) => annualPrice(tier.monthlyPrice))).toEqual([86, 182, 278, 374, 470]);
    expect(priceFor(tierById("beta")!, "monthly")).toBe(9);
    expect(priceFor(tierById("beta")!, "annual")).toBe(86);
  });

  it("defaults volleyball to First Movers and softball to the open beta", () => {
    expect(defaultTierForSport("Volleyball")).toBe("first-movers");
    expect(defaultTierForSport("Softball")).toBe("beta");
  });
});

describe("trial dates", () => {
  it("ends 7 days after the start and bills from the next calendar day", () => {
    const dates = trialDates(new Date("2026-11-21T18:30:00Z"));
    expect(dates.endsAt.toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(dates.billingStartsOn).toBe("2026-11-29");
  });

  it("rolls over months and years", () => {
    expect(trialDates(new Date("2026-12-25T23:59:00Z")).billingStartsOn).toBe("2027-01-02");
    expect(trialDates(new Date("2028-02-22T00:00:00Z")).billingStartsOn).toBe("2028-03-01");
  });
});
