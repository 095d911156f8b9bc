import { defineCallable } from "../lib/callable";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { audit, supportCallOf } from "./audit";
import { coachOverview } from "./coachOverview";
import { requireRecord } from "./coachRecord";

/** Support: one account's onboarding, agreements, trial and subscription (audited). */
export const supportGetCoach = defineCallable("supportGetCoach", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  options: { secrets: STRIPE_SECRETS },
  async handle(input, request) {
    const record = await requireRecord(input.uid);
    await audit(supportCallOf(request, input), "viewOverview", record.uid);
    return coachOverview(record);
  },
});
