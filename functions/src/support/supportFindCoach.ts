import { defineCallable } from "../lib/callable";
import { audit, supportCallOf } from "./audit";
import { findCoaches } from "./findCoach";

/** Support: find an account by sign-up address, forwarding address, Stripe customer id or uid (each account found is audited). */
export const supportFindCoach = defineCallable("supportFindCoach", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle(input, request) {
    const call = supportCallOf(request, input);
    const matches = await findCoaches(input.query);
    if (matches.length === 0) await audit(call, "findCoach", null);
    await Promise.all(matches.map((match) => audit(call, "findCoach", match.uid, match.matchedBy)));
    return { matches };
  },
});
