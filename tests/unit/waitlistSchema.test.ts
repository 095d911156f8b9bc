import { describe, expect, it } from "vitest";
import { EMPTY_WAITLIST_FORM, WAITLIST_LIMITS, WAITLIST_MESSAGES, waitlistSignupSchema } from "@machines/waitlist/schema";
import { fieldErrorsFromIssues } from "@machines/callables";

const valid = {
  firstName: "Jordan",
  lastName: "Reyes",
  university: "Ohio State University",
  waitlistEmail: "jreyes@osu.edu",
  waitlistSport: "Volleyball – Women",
  wishList: "",
};

function errorsFor(input: Record<string, unknown>) {
  const result = waitlistSignupSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe("waitlist signup schema", () => {
  it("accepts a complete signup, trims, lowercases the email and drops an empty wish list", () => {
    const parsed = waitlistSignupSchema.parse({ ...valid, firstName: "  Jordan ", waitlistEmail: "  JReyes@OSU.EDU " });
    expect(parsed).toEqual({ ...valid, waitlistEmail: "jreyes@osu.edu", wishList: undefined });
  });

  it("accepts its own output, as the callable receives what the form parsed (undefined arrives as null)", () => {
    const parsed = waitlistSignupSchema.parse({ ...valid, waitlistEmail: "Coach@OSU.edu", waitlistSport: "" });
    const overTheWire = JSON.parse(JSON.stringify({ ...parsed, wishList: null }));
    expect(waitlistSignupSchema.parse(overTheWire)).toEqual(parsed);
  });

  it("gives every required field its own message when the form is empty", () => {
    expect(errorsFor(EMPTY_WAITLIST_FORM)).toEqual({
      firstName: WAITLIST_MESSAGES.firstNameRequired,
      lastName: WAITLIST_MESSAGES.lastNameRequired,
      university: WAITLIST_MESSAGES.universityRequired,
      waitlistEmail: WAITLIST_MESSAGES.emailRequired,
    });
  });

  it("uses the spec's texts", () => {
    expect(WAITLIST_MESSAGES).toEqual({
      firstNameRequired: "First name is required",
      lastNameRequired: "Last name is required",
      emailRequired: "Email is required",
      emailNotEdu: "Must be a valid .edu email address",
      universityRequired: "University/Organization is required",
      sportRequired: "Sport is required",
    });
  });

  it.each(["coach@gmail.com", "coach@school.edu.com", "not-an-email.edu", "coach @osu.edu", "@osu.edu"])(
    "rejects %s as not a valid .edu address",
    (waitlistEmail) => {
      expect(errorsFor({ ...valid, waitlistEmail })).toEqual({ waitlistEmail: WAITLIST_MESSAGES.emailNotEdu });
    },
  );

  it("treats whitespace-only names as missing", () => {
    expect(errorsFor({ ...valid, firstName: "   ", lastName: "\t" })).toEqual({
      firstName: WAITLIST_MESSAGES.firstNameRequired,
      lastName: WAITLIST_MESSAGES.lastNameRequired,
    });
  });

  it("defaults an empty sport to 'Volleyball - Women' (with a hyphen)", () => {
    expect(waitlistSignupSchema.parse({ ...valid, waitlistSport: "" }).waitlistSport).toBe("Volleyball - Women");
  });

  it("rejects a sport that is not on the list, and a missing one", () => {
    expect(errorsFor({ ...valid, waitlistSport: "Quidditch" })).toEqual({ waitlistSport: WAITLIST_MESSAGES.sportRequired });
    const { waitlistSport: _omitted, ...withoutSport } = valid;
    expect(errorsFor(withoutSport)).toEqual({ waitlistSport: WAITLIST_MESSAGES.sportRequired });
  });

  it("rejects oversize fields with a length message", () => {
    expect(errorsFor({ ...valid, firstName: "x".repeat(WAITLIST_LIMITS.name + 1) })).toEqual({
      firstName: `First name must be ${WAITLIST_LIMITS.name} characters or fewer`,
    });
    expect(errorsFor({ ...valid, wishList: "x".repeat(WAITLIST_LIMITS.wishList + 1) })).toEqual({
      wishList: `Wish list must be ${WAITLIST_LIMITS.wishList} characters or fewer`,
    });
  });

  it("rejects values of the wrong type with the field's required message", () => {
    expect(errorsFor({ ...valid, firstName: 42, waitlistEmail: null })).toEqual({
      firstName: WAITLIST_MESSAGES.firstNameRequired,
      waitlistEmail: WAITLIST_MESSAGES.emailRequired,
    });
  });
});
