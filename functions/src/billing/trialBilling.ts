import { Timestamp } from "firebase-admin/firestore";
import { FOUNDER_PLAN, type TierId } from "@machines/pricing/tiers";
import { users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { ensureCustomer } from "./customers";
import { resolvePrice } from "./prices";
import { firstTrialReminder } from "./trialReminders";
import { stripe } from "./stripeClient";
import { syncSubscription } from "./sync";

/**
 * The trial's Stripe side, a step of the trial start (retry-safe): the customer, and a trialing
 * subscription without a card whose `trial_end` is the trial's end (trialDates: the first charge is
 * due at that very moment). A coach who adds a card converts then; without one the subscription pauses (and with it the
 * processing of their mail, which is kept). Founders pay nothing and get no subscription.
 * Both Stripe calls carry the coach's idempotency key, so a retry never makes a second one.
 */
export async function startTrialBilling(uid: string, user: UserDoc): Promise<void> {
  if (user.tier === FOUNDER_PLAN.id) return;
  const current = (await users.doc(uid).get()).data() ?? user;
  const customerId = await ensureCustomer(uid, current);
  if (!current.billing?.subscriptionId) {
    const price = await resolvePrice(current.tier as TierId, current.billingCycle);
    const subscription = await (await stripe()).subscriptions.create(
      {
        customer: customerId,
        items: [{ price: price.id }],
        trial_end: current.trialEndsAt.seconds,
        trial_settings: { end_behavior: { missing_payment_method: "pause" } },
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: { uid, tierId: current.tier, billingCycle: current.billingCycle },
      },
      { idempotencyKey: `inboxscout-trial-subscription-${uid}` },
    );
    await syncSubscription(subscription.id);
  }
  const reminder = firstTrialReminder(current, new Date());
  if (reminder && current.nextTrialReminder === undefined) await users.doc(uid).update({ nextTrialReminder: { at: Timestamp.fromDate(reminder.at), daysBefore: reminder.daysBefore } });
}
