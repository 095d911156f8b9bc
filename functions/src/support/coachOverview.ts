import type Stripe from "stripe";
import * as logger from "firebase-functions/logger";
import type { UserDoc } from "@machines/account/documents";
import type { SupportCoachOverview } from "@machines/support/contracts";
import type { Timestamp } from "@machines/shared/storedTimestamp";
import { signaturesOf, stripeEvents } from "../lib/firestore";
import { stripe } from "../billing/stripeClient";
import { accessUntil } from "./access";
import { recordSummary, type CoachRecord } from "./coachRecord";

/** The last webhook events listed per coach. */
const EVENTS_LISTED = 10;

const iso = (at: Timestamp | null | undefined) => at?.toDate().toISOString() ?? null;
const isoSeconds = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** Stripe's preview of the subscription's next invoice; null when there is none (ended, founder) or Stripe cannot tell. */
async function nextInvoice(billing: NonNullable<UserDoc["billing"]>): Promise<NonNullable<SupportCoachOverview["billing"]>["nextInvoice"]> {
  if (!billing.subscriptionId || billing.status === "canceled") return null;
  try {
    const preview: Stripe.Invoice = await (await stripe()).invoices.createPreview({ customer: billing.customerId, subscription: billing.subscriptionId });
    return { amountDue: preview.amount_due, currency: preview.currency, at: isoSeconds(preview.next_payment_attempt ?? preview.period_end) };
  } catch (error) {
    logger.warn("Next invoice not previewed for support", { subscriptionId: billing.subscriptionId, error: String(error) });
    return null;
  }
}

async function billingOf(user: UserDoc | undefined): Promise<SupportCoachOverview["billing"]> {
  if (!user) return null;
  const billing = user.billing;
  const events = billing ? (await stripeEvents.where("customerId", "==", billing.customerId).orderBy("receivedAt", "desc").limit(EVENTS_LISTED).get()).docs : [];
  return {
    plan: `${user.tierName} (${user.billingCycle})`,
    trialEndsAt: iso(user.trialEndsAt),
    status: billing?.status ?? null,
    customerId: billing?.customerId ?? null,
    subscriptionId: billing?.subscriptionId ?? null,
    cancelAtPeriodEnd: billing?.cancelAtPeriodEnd ?? false,
    nextInvoice: billing ? await nextInvoice(billing) : null,
    webhookEvents: events.map((doc) => ({ id: doc.id, type: doc.data().type, receivedAt: iso(doc.data().receivedAt)!, processedAt: iso(doc.data().processedAt) })),
  };
}

/**
 * What support reads about one account: the onboarding machine's snapshot as the browser saved it, the steps
 * it went through, the agreements signed (with hashes and IP), and the trial and subscription. Metadata only:
 * the coach's own sign-up answers, never an athlete or an email.
 */
export async function coachOverview(record: CoachRecord): Promise<SupportCoachOverview> {
  const { guest, user } = record;
  const [signatures, billing, until] = await Promise.all([signaturesOf(record.uid).orderBy("signedAt").get(), billingOf(user), accessUntil(record.uid)]);
  const snapshot = guest?.onboarding;
  return {
    ...recordSummary(record),
    onboarding: {
      guestStatus: guest?.guestStatus ?? null,
      emailConfirmedAt: iso(guest?.emailConfirmedAt),
      snapshot: snapshot ? { machineVersion: snapshot.machineVersion, stateValue: snapshot.stateValue, step: snapshot.step, context: snapshot.context, updatedAt: snapshot.updatedAt } : null,
      steps: guest?.onboardingHistory ?? [],
    },
    signatures: signatures.docs.map((doc) => {
      const signature = doc.data();
      return {
        signedAt: iso(signature.signedAt)!,
        documents: signature.documents.map(({ id, title, version, sha256 }) => ({ id, title, version, sha256 })),
        ip: signature.ip,
        userAgent: signature.userAgent,
      };
    }),
    billing,
    accessUntil: until?.toISOString() ?? null,
  };
}
