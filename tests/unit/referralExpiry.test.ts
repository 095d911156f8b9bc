import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REFERRAL_MAX_VALIDITY_MS, referralExpiry } from "@machines/referrals/expiry";
import { submitReferralRequestSchema } from "@machines/referrals/schema";

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONES = [...Intl.supportedValuesOf("timeZone"), "UTC", "Etc/GMT+12", "Etc/GMT-14", "Antarctica/Troll"];

describe("referral invitation expiry", () => {
  it("is never more than 8 days away, and at least 6 days 23 hours, whatever the zone and the day", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }), (zone, now) => {
        const lead = referralExpiry(now, zone).getTime() - now.getTime();
        expect(lead).toBeLessThanOrEqual(REFERRAL_MAX_VALIDITY_MS);
        expect(lead).toBeGreaterThan(7 * DAY_MS - 2 * 60 * 60 * 1000);
      }),
      { numRuns: 1500 },
    );
  });

  it("stays 8 days at most where a zone's clocks jump back that week (Antarctica/Troll, Oct 2026)", () => {
    const now = new Date("2026-10-19T22:34:00Z");
    expect(referralExpiry(now, "Antarctica/Troll").getTime() - now.getTime()).toBeLessThanOrEqual(8 * DAY_MS);
  });

  it("takes only a time zone the runtime knows", () => {
    const form = { referrerEmail: "coach@state.edu", referees: [{ firstName: "Dana", lastName: "Ortiz", email: "dortiz@tech.edu", role: "Coach", sport: "Softball" }], submissionId: "form-1234:1" };
    expect(submitReferralRequestSchema.safeParse({ ...form, timeZone: "America/Chicago" }).success).toBe(true);
    expect(submitReferralRequestSchema.safeParse({ ...form, timeZone: "Mars/Olympus_Mons" }).success).toBe(false);
  });
});
