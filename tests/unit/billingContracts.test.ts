import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, applyCouponRequestSchema, checkoutRequestSchema, describeCoupon } from "@machines/billing/contracts";
import { billingDay, formatBillingDate, trialDates, trialDaysLeft } from "@machines/onboarding/trial";
import { formatDate } from "@machines/shared/dates";

describe("one trial end: Stripe's trial_end, named by formatBillingDate", () => {
  it("ends at the first noon UTC once 7 days have passed, and bills that very day", () => {
    const morning = trialDates(new Date("2026-11-26T06:40:00Z"));
    expect(morning.endsAt.toISOString()).toBe("2026-12-03T12:00:00.000Z");
    expect(morning.billingStartsOn).toBe("2026-12-03");
    const afternoon = trialDates(new Date("2026-11-26T15:35:00Z"));
    expect(afternoon.endsAt.toISOString()).toBe("2026-12-04T12:00:00.000Z");
    expect(afternoon.billingStartsOn).toBe(billingDay(afternoon.endsAt));
    expect(trialDates(new Date("2026-12-25T23:59:00Z")).billingStartsOn).toBe("2027-01-02");
  });

  it("names the same day on every US clock as Stripe's pages (its UTC date), whatever zone reads it", () => {
    const { endsAt } = trialDates(new Date("2026-11-26T15:35:00Z"));
    expect(formatBillingDate(endsAt)).toBe("Fri, Dec 4, 2026");
    const stripeDay = endsAt.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
    expect(formatBillingDate(endsAt)).toContain(stripeDay);
    for (const zone of ["Pacific/Honolulu", "America/Anchorage", "America/Los_Angeles", "America/Denver", "America/Chicago", "America/New_York"]) {
      expect(formatDate(endsAt, zone)).toBe("Fri, Dec 4, 2026");
    }
  });

  it("counts the days left: 7 for a trial just started, 1 on its last day, 0 once it ended", () => {
    const { startedAt, endsAt } = trialDates(new Date("2026-11-26T15:35:00Z"));
    expect(trialDaysLeft(endsAt, startedAt)).toBe(7);
    expect(trialDaysLeft(endsAt, new Date(endsAt.getTime() - 3_600_000))).toBe(1);
    expect(trialDaysLeft(endsAt, endsAt)).toBe(0);
  });
});

describe("billing contracts", () => {
  it("describes coupons in words", () => {
    expect(describeCoupon({ percent_off: 20, amount_off: null, duration: "repeating", duration_in_months: 3 })).toBe("20% off for 3 months");
    expect(describeCoupon({ percent_off: null, amount_off: 500, duration: "once", duration_in_months: null })).toBe("$5.00 off once");
    expect(describeCoupon({ percent_off: 10, amount_off: null, duration: "forever", duration_in_months: null })).toBe("10% off forever");
  });

  it("answers a blank coupon with the spec's message and refuses codes Stripe could not hold", () => {
    expect(applyCouponRequestSchema.safeParse({ code: "   " }).error?.issues[0]?.message).toBe(COUPON_MESSAGES.blank);
    expect(applyCouponRequestSchema.safeParse({ code: "a/b" }).success).toBe(false);
    expect(applyCouponRequestSchema.parse({ code: " SAVE-20 " })).toEqual({ code: "SAVE-20" });
  });

  it("takes the checkout request of spec call 12 and nothing that sets a price", () => {
    const request = { tierId: "first-movers", referralCode: null, successUrl: "https://inboxscout.app/billing/success", cancelUrl: "https://inboxscout.app/billing/cancel" };
    expect(checkoutRequestSchema.parse({ ...request, priceId: "price_123", amount: 1 })).toEqual(request);
    expect(checkoutRequestSchema.safeParse({ ...request, successUrl: "javascript:alert(1)" }).success).toBe(false);
  });
});
