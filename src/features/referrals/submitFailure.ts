import type { ReferralSubmitFailure } from "@machines/referrals/referralFormMachine";
import { CallableError } from "@/lib/callables";

/** Codes whose messages the server writes for people (rate limits, 'Failed to save referral: …', reload). */
const READABLE_CODES = new Set([
  "functions/internal",
  "functions/resource-exhausted",
  "functions/unauthenticated",
  "functions/invalid-argument",
  "functions/failed-precondition",
]);

/** What the SDK says by itself (network down gives 'internal [0]'; unparsable answers): nothing for people to read. */
const SDK_MESSAGE = /^(internal|unknown|unavailable|deadline-exceeded|cancelled|)$|backend error status|^response is /i;

/** A failed submitReferral as the machine models it: field messages to show, a message worth showing, or neither. */
export function toSubmitFailure(error: unknown): ReferralSubmitFailure {
  if (!(error instanceof CallableError)) return { kind: "failed" };
  if (error.code === "functions/invalid-argument" && Object.keys(error.fieldErrors).length > 0)
    return { kind: "invalid", fieldErrors: error.fieldErrors };
  const message = error.message.replace(/\s*\[\d+\]$/, "").trim();
  return READABLE_CODES.has(error.code) && !SDK_MESSAGE.test(message) ? { kind: "failed", message } : { kind: "failed" };
}
