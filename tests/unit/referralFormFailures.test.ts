import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { failureNotification } from "@machines/referrals/referralFormMachine";
import { toSubmitFailure } from "@/features/referrals/submitFailure";
import { CallableError } from "@/lib/callables";

describe("referral form: how a failed submitReferral is shown", () => {
  it("puts the server's field messages under the fields", () => {
    const error = new CallableError(CALLABLE_MESSAGES.invalid, "functions/invalid-argument", { "referees.1.email": "Email must end with .edu" });
    expect(toSubmitFailure(error)).toEqual({ kind: "invalid", fieldErrors: { "referees.1.email": "Email must end with .edu" } });
  });

  it("shows 'Error' with the server's own words: a failed save, a rate limit, an oversized request", () => {
    for (const [code, message] of [
      ["functions/internal", "Failed to save referral: 4 DEADLINE_EXCEEDED"],
      ["functions/resource-exhausted", CALLABLE_MESSAGES.rateLimited],
      ["functions/invalid-argument", CALLABLE_MESSAGES.tooLarge],
    ]) {
      const failure = toSubmitFailure(new CallableError(message!, code!));
      expect(failure).toEqual({ kind: "failed", message });
      expect(failureNotification(failure)).toEqual({ title: "Error", description: message, variant: "destructive" });
    }
  });

  it("shows 'Error Creating Referral' for what the SDK says by itself, and for anything else", () => {
    for (const error of [
      new CallableError("internal [0]", "functions/internal"),
      new CallableError("internal", "functions/internal"),
      new CallableError("Response is not valid JSON object.", "functions/internal"),
      new CallableError("Backend error status: FOO", "functions/unavailable"),
      new CallableError("deadline-exceeded", "functions/deadline-exceeded"),
      new TypeError("Failed to fetch"),
    ]) {
      expect(failureNotification(toSubmitFailure(error))).toEqual({
        title: "Error Creating Referral",
        description: "There was a problem saving your referral. Please try again.",
        variant: "destructive",
      });
    }
  });
});
