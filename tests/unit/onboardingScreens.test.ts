import { describe, expect, it } from "vitest";
import { FOUNDER_PLAN } from "@machines/pricing/tiers";
import { validateScreeningSearch } from "@/features/onboarding/screeningSearch";
import { REFERRAL_PRICING_AFTER_CONFIRMATION } from "@machines/pricing/referralPricing";
import { planPriceText, reviewPlan } from "@/features/onboarding/components/review/reviewPlan";
import { visibleShare } from "@/features/onboarding/hooks/useDocumentVisibility";
import { furthestStep } from "@/features/onboarding/lib";

const pane = { top: 100, bottom: 500 }; // 400 px tall

describe("legal review: how much of a document counts as seen", () => {
  it("is the plain visible share for a short document", () => {
    expect(visibleShare({ top: 100, bottom: 300 }, pane)).toBe(1);
    expect(visibleShare({ top: 400, bottom: 600 }, pane)).toBe(0.5);
    expect(visibleShare({ top: 450, bottom: 650 }, pane)).toBe(0.25);
  });

  it("lets a long document reach half once the coach has scrolled halfway through it", () => {
    // 2000 px tall: never more than a fifth of it on screen at once.
    expect(visibleShare({ top: 100, bottom: 2100 }, pane)).toBe(0.2);
    expect(visibleShare({ top: -500, bottom: 1500 }, pane)).toBe(0.5);
    expect(visibleShare({ top: -1700, bottom: 300 }, pane)).toBe(1);
  });

  it("is 0 for a document off screen, so jumping past documents never counts them", () => {
    expect(visibleShare({ top: -900, bottom: 50 }, pane)).toBe(0);
    expect(visibleShare({ top: 600, bottom: 900 }, pane)).toBe(0);
    expect(visibleShare({ top: 200, bottom: 200 }, pane)).toBe(0);
  });
});

describe("/initial-screening search parameters", () => {
  it("keeps the invitation code, the confirmation link's token and /pricing's choice, and drops the rest", () => {
    const token = "a".repeat(43);
    expect(validateScreeningSearch({ ref: " coach42 ", continue: token, tier: "beta", cycle: "annual", sport: "Softball", oobCode: "x", mode: "signIn" })).toEqual({
      ref: "coach42",
      continue: token,
      tier: "beta",
      cycle: "annual",
      sport: "Softball",
    });
    expect(validateScreeningSearch({ ref: 12345, continue: " x " })).toEqual({ ref: "12345", continue: "x" });
    expect(validateScreeningSearch({ ref: "  ", continue: 1, tier: "gold", sport: "Football" })).toEqual({});
    expect(validateScreeningSearch({ continue: "b".repeat(500) }).continue).toHaveLength(100);
  });
});

describe("review: the plan shown before the trial starts", () => {
  it("is the founder plan for a founder code, else the chosen tier, else the sport's default", () => {
    expect(reviewPlan({ founderPlan: true, sport: "Volleyball" }, null)).toEqual({ name: FOUNDER_PLAN.name, price: 0, cycle: "monthly", founder: true, note: null });
    expect(reviewPlan({ selectedTierId: "beta", billingCycle: "annual", sport: "Softball" }, null)).toMatchObject({ name: "Beta Evangelists", price: 86, cycle: "annual" });
    expect(reviewPlan({ sport: "Softball" }, null)).toMatchObject({ name: "Beta Evangelists", price: 9 });
    expect(reviewPlan({ sport: "Volleyball" }, null)).toMatchObject({ name: "First Movers", price: 19 });
    expect(reviewPlan({ sport: "Other", otherSport: "Softball" }, null)).toMatchObject({ name: "Beta Evangelists" });
    expect(reviewPlan({ sport: "Volleyball", otherSport: "Softball" }, null)).toMatchObject({ name: "First Movers" });
    expect(planPriceText(reviewPlan({ selectedTierId: "first-movers", billingCycle: "annual" }, null))).toBe("$182/year");
  });

  it("is the beta price, and says whose invitation earned it, once the server links the proven address to an invitation", () => {
    const invited = { sport: "Volleyball", referralCode: "JANSMI1125X", emailConfirmed: true };
    expect(reviewPlan(invited, { referrerName: "Jan Smith" })).toEqual({
      name: "Beta Evangelists",
      price: 9,
      cycle: "monthly",
      founder: false,
      note: "Beta pricing from Jan Smith's invitation",
    });
    expect(reviewPlan({ ...invited, billingCycle: "annual" }, { referrerName: "Jan Smith" })).toMatchObject({ price: 86, cycle: "annual" });
    // Not proven yet: the invitation may be someone else's, so only say what the proof would do.
    expect(reviewPlan({ ...invited, emailConfirmed: false }, null)).toMatchObject({ name: "First Movers", price: 19, note: REFERRAL_PRICING_AFTER_CONFIRMATION });
    // Proven, and no current invitation for this address: the ordinary price, no promise.
    expect(reviewPlan(invited, null)).toMatchObject({ name: "First Movers", note: null });
    // The founder code's plan wins over everything.
    expect(reviewPlan({ ...invited, founderPlan: true }, { referrerName: "Jan Smith" })).toMatchObject({ founder: true, price: 0 });
  });

  it("'Continue where you left off' goes to the furthest step the intake supports", () => {
    expect(furthestStep({})).toBe("screening");
    expect(furthestStep({ firstName: "A", lastName: "B", email: "a@b.edu" })).toBe("legal");
    expect(furthestStep({ firstName: "A", lastName: "B", email: "a@b.edu", legalDocsSigned: true })).toBe("signup");
  });
});
