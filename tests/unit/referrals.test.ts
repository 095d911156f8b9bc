import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "@machines/callables";
import { referralExpiry } from "@machines/referrals/expiry";
import { REFERRAL_MESSAGES, referralSchema } from "@machines/referrals/schema";

const referee = { firstName: "Casey", lastName: "Moore", email: "cmoore@kent.edu", role: "Assistant Coach", sport: "Softball" };
const errorsFor = (input: unknown) => {
  const result = referralSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe("referral form schema", () => {
  it("accepts a referrer and referees, lowercasing addresses", () => {
    expect(referralSchema.parse({ referrerEmail: "JReyes@OSU.edu", referees: [{ ...referee, email: "CMoore@Kent.EDU" }] })).toEqual({
      referrerEmail: "jreyes@osu.edu",
      referees: [referee],
      existingReferralCode: undefined,
    });
  });

  it("gives the referrer email its three messages", () => {
    expect(errorsFor({ referrerEmail: "", referees: [referee] })).toEqual({ referrerEmail: REFERRAL_MESSAGES.referrerEmailRequired });
    expect(errorsFor({ referrerEmail: "jreyes-osu", referees: [referee] })).toEqual({ referrerEmail: REFERRAL_MESSAGES.referrerEmailInvalid });
    expect(errorsFor({ referrerEmail: "jreyes@gmail.com", referees: [referee] })).toEqual({ referrerEmail: REFERRAL_MESSAGES.referrerEmailNotEdu });
  });

  it("gives each referee field its message, by row", () => {
    expect(errorsFor({ referrerEmail: "jreyes@osu.edu", referees: [referee, { firstName: "", lastName: "", email: "x@gmail.com", role: "", sport: "" }] })).toEqual({
      "referees.1.firstName": REFERRAL_MESSAGES.firstNameRequired,
      "referees.1.lastName": REFERRAL_MESSAGES.lastNameRequired,
      "referees.1.email": REFERRAL_MESSAGES.emailNotEdu,
      "referees.1.role": REFERRAL_MESSAGES.roleRequired,
      "referees.1.sport": REFERRAL_MESSAGES.sportRequired,
    });
    expect(errorsFor({ referrerEmail: "jreyes@osu.edu", referees: [{ ...referee, email: "" }] })).toEqual({ "referees.0.email": REFERRAL_MESSAGES.emailRequired });
    expect(errorsFor({ referrerEmail: "jreyes@osu.edu", referees: [{ ...referee, email: "nope" }] })).toEqual({ "referees.0.email": REFERRAL_MESSAGES.emailInvalid });
  });

  it("needs one to ten referees", () => {
    expect(errorsFor({ referrerEmail: "jreyes@osu.edu", referees: [] })).toEqual({ referees: REFERRAL_MESSAGES.atLeastOneReferee });
    expect(errorsFor({ referrerEmail: "jreyes@osu.edu", referees: Array(11).fill(referee) })).toEqual({ referees: REFERRAL_MESSAGES.tooManyReferees });
  });
});

describe("referral expiry", () => {
  it("is 7 days from now at 23:59 on the referrer's clock", () => {
    // 10:00 in Chicago (CST, UTC-6) on Jan 10 → Jan 17 23:59 CST = Jan 18 05:59 UTC.
    expect(referralExpiry(new Date("2026-01-10T16:00:00Z"), "America/Chicago").toISOString()).toBe("2026-01-18T05:59:00.000Z");
  });

  it("uses the referrer's date, not UTC's, late in the evening", () => {
    // 21:00 on Jan 10 in Los Angeles is already Jan 11 in UTC.
    expect(referralExpiry(new Date("2026-01-11T05:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2026-01-18T07:59:00.000Z");
  });

  it("lands on 23:59 local across the spring-forward change", () => {
    // US DST starts Sunday March 8, 2026: EST (UTC-5) before, EDT (UTC-4) after.
    expect(referralExpiry(new Date("2026-03-05T15:00:00Z"), "America/New_York").toISOString()).toBe("2026-03-13T03:59:00.000Z");
  });

  it("lands on 23:59 local across the fall-back change", () => {
    // US DST ends Sunday November 1, 2026: EDT (UTC-4) before, EST (UTC-5) after.
    expect(referralExpiry(new Date("2026-10-29T15:00:00Z"), "America/New_York").toISOString()).toBe("2026-11-06T04:59:00.000Z");
  });

  it("works east of Greenwich and falls back to UTC for an unknown zone", () => {
    expect(referralExpiry(new Date("2026-06-01T12:00:00Z"), "Asia/Kolkata").toISOString()).toBe("2026-06-08T18:29:00.000Z");
    expect(referralExpiry(new Date("2026-06-01T12:00:00Z"), "Mars/Olympus").toISOString()).toBe("2026-06-08T23:59:00.000Z");
  });
});
