import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES, applyCouponRequestSchema, checkoutRequestSchema, describeCoupon } from "@machines/billing/contracts";
import { billingStartsAt, trialDates } from "@machines/onboarding/trial";

describe("billingStartsAt", () => {
  it("is midnight of the day after the trial, on the coach's clock (DST included)", () => {
    expect(billingStartsAt("2026-11-30", "America/Chicago").toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(billingStartsAt("2026-07-01", "America/Chicago").toISOString()).toBe("2026-07-01T05:00:00.000Z");
    expect(billingStartsAt("2026-11-30", "Not/AZone").toISOString()).toBe("2026-11-30T00:00:00.000Z");
  });

  it("comes after the trial's end for a coach anywhere", () => {
    const started = new Date("2026-11-23T23:30:00Z");
    for (const zone of ["Pacific/Honolulu", "America/New_York", "Europe/Berlin", "Pacific/Kiritimati"]) {
      const dates = trialDates(started, zone);
      const starts = billingStartsAt(dates.billingStartsOn, zone);
      expect(starts.getTime()).toBeGreaterThan(dates.endsAt.getTime());
      expect(starts.getTime() - dates.endsAt.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000);
    }
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
