import { defineCallable } from "../lib/callable";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { runSupportAction, supportCallOf } from "./audit";
import { requireRecord } from "./coachRecord";
import { extendTrial } from "./trialExtension";

/** Support: extend a running trial by 1 to 14 days, with the reason in the audit trail (once per request id). */
export const supportExtendTrial = defineCallable("supportExtendTrial", {
  rateLimit: { limit: 20, windowSeconds: 60 },
  options: { secrets: STRIPE_SECRETS },
  async handle(input, request) {
    const { uid } = await requireRecord(input.uid);
    return runSupportAction(supportCallOf(request, input), "extendTrial", uid, `${input.days} days`, () => extendTrial(uid, input.days, input.requestId));
  },
});
