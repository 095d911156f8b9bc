import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { DAY_MS } from "@machines/shared/dates";
import { billingDay } from "@machines/onboarding/trial";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { users } from "../lib/firestore";
import { stripe } from "../billing/stripeClient";
import { syncSubscription } from "../billing/sync";
import { firstTrialReminder } from "../billing/trialReminders";

/**
 * Moves a running trial's end `days` later: on the Stripe subscription (its `trial_end`, keyed by the request
 * id so a retry changes it once), then on the coach's record (trial end, first billing day, the next reminder),
 * then the billing state read back from Stripe. Only a trialing subscription has a trial to extend.
 */
export async function extendTrial(uid: string, days: number, requestId: string, now = new Date()): Promise<{ trialEndsAt: string }> {
  const coach = (await users.doc(uid).get()).data();
  const billing = coach?.billing;
  if (!coach || !billing?.subscriptionId || billing.status !== "trialing" || !billing.trialEnd) throw new HttpsError("failed-precondition", SUPPORT_MESSAGES.noTrial);
  const endsAt = new Date(billing.trialEnd.toMillis() + days * DAY_MS);
  await (await stripe()).subscriptions.update(billing.subscriptionId, { trial_end: Math.floor(endsAt.getTime() / 1000), proration_behavior: "none" }, { idempotencyKey: `inboxscout-support-trial-${requestId}` });
  const extended = { ...coach, trialEndsAt: Timestamp.fromDate(endsAt) };
  const reminder = firstTrialReminder(extended, now);
  await users.doc(uid).update({
    trialEndsAt: extended.trialEndsAt,
    billingStartsOn: billingDay(endsAt),
    nextTrialReminder: reminder ? { at: Timestamp.fromDate(reminder.at), daysBefore: reminder.daysBefore } : null,
  });
  await syncSubscription(billing.subscriptionId);
  return { trialEndsAt: endsAt.toISOString() };
}
