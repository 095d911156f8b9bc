import { Timestamp } from "firebase-admin/firestore";
import { db } from "../lib/admin";
import { users } from "../lib/firestore";
import type { BillingDoc } from "@machines/billing/documents";
import type { UserDoc } from "@machines/account/documents";
import { stripe } from "./stripeClient";

/** Billing as it stands before any subscription: a customer and nothing else. */
function customerOnly(customerId: string): BillingDoc {
  return { customerId, subscriptionId: null, status: null, tierId: null, billingCycle: null, trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, paymentMethod: null, syncedAt: Timestamp.now() };
}

/**
 * The coach's Stripe customer, created once: the idempotency key is the coach, so a retried trial start
 * gets the same customer from Stripe, and the id is stored on `users/{uid}.billing` (the first stored wins).
 */
export async function ensureCustomer(uid: string, user: UserDoc): Promise<string> {
  if (user.billing?.customerId) return user.billing.customerId;
  const customer = await (await stripe()).customers.create(
    { email: user.email, name: `${user.first_name} ${user.last_name}`, metadata: { uid } },
    { idempotencyKey: `inboxscout-customer-${uid}` },
  );
  return db.runTransaction(async (transaction) => {
    const current = (await transaction.get(users.doc(uid))).data();
    if (current?.billing?.customerId) return current.billing.customerId;
    transaction.update(users.doc(uid), { billing: customerOnly(customer.id) });
    return customer.id;
  });
}
