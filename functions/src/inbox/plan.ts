import { FOUNDER_PLAN } from "@machines/pricing/tiers";
import type { UserDoc } from "../lib/firestore";

/**
 * Whether a coach's forwarded mail is read now: a founder, a running trial, or (once billing
 * records it) a paid plan. Without one, mail is kept and read once they pay: nothing is lost.
 */
export function hasActivePlan(coach: UserDoc, now: Date): boolean {
  if (coach.tier === FOUNDER_PLAN.id) return true;
  return coach.trialEndsAt.toMillis() > now.getTime();
}
