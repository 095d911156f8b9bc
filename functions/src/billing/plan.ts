import { FOUNDER_PLAN } from "@machines/pricing/tiers";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@machines/billing/contracts";
import type { UserDoc } from "@machines/account/documents";

/** Subscription states in which mail is read: a trial, a paid plan, or a payment Stripe is still retrying. */
const PROCESSING_STATUSES: readonly SubscriptionStatus[] = ["trialing", "active", "past_due"];
/** Every other state: no mail is read, which is where an ended account is found (retention/). */
export const NOT_PROCESSING_STATUSES: readonly SubscriptionStatus[] = SUBSCRIPTION_STATUSES.filter((status) => !PROCESSING_STATUSES.includes(status));

/**
 * Whether a coach's forwarded mail is read now: a founder, or a subscription that is trialing, paid or
 * being retried (as billing last synced it from Stripe); before billing knows the coach, the trial's own
 * end. Otherwise (a trial that ended without a card pauses) mail is kept and read once they pay: nothing is lost.
 */
export function hasActivePlan(coach: UserDoc, now: Date): boolean {
  if (coach.tier === FOUNDER_PLAN.id) return true;
  const status = coach.billing?.status;
  if (status) return PROCESSING_STATUSES.includes(status);
  return coach.trialEndsAt.toMillis() > now.getTime();
}

/**
 * When the coach's account ended (a subscription cancelled, lapsed or never paid, and not reactivated),
 * or null while it is active: the start of the period after which its data is deleted (retention/).
 * A trial that ended without a card pauses at the trial's end; otherwise the end is when billing last
 * synced the subscription, which Stripe's event announcing the end triggers.
 */
export function accountEndedAt(coach: UserDoc, now: Date): Date | null {
  if (hasActivePlan(coach, now)) return null;
  const billing = coach.billing;
  if (!billing?.status) return coach.trialEndsAt.toDate();
  if (billing.status === "paused" && billing.trialEnd) return billing.trialEnd.toDate();
  return billing.syncedAt.toDate();
}
