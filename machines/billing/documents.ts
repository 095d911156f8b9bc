import { z } from "zod";
import { BILLING_CYCLES } from "../pricing/tiers";
import { timestampSchema, type Timestamp } from "../shared/storedTimestamp";
import { paymentMethodSchema, SUBSCRIPTION_STATUSES } from "./contracts";

/**
 * `users/{uid}.billing`: Stripe's view of the coach, synced from the subscription itself (never from an event's
 * copy). Access to processing and what is charged follow it, so a read checks it (functions/src/lib/firestore.ts).
 */
export const billingDocSchema = z.object({
  customerId: z.string().min(1),
  subscriptionId: z.string().min(1).nullable(),
  /** null when Stripe reported a status InboxScout does not know. */
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  tierId: z.string().nullable(),
  billingCycle: z.enum(BILLING_CYCLES).nullable(),
  trialEnd: timestampSchema.nullable(),
  currentPeriodEnd: timestampSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  paymentMethod: paymentMethodSchema.nullable(),
  syncedAt: timestampSchema,
});
export type BillingDoc = z.infer<typeof billingDocSchema>;

/** `stripeEvents/{eventId}`: a Stripe webhook event, recorded once; `processedAt` once its handling succeeded. */
export interface StripeEventDoc {
  type: string;
  created: number;
  /** The Stripe customer it is about, when its object names one (support lists a coach's last events by it). */
  customerId?: string | null;
  receivedAt: Timestamp;
  processedAt: Timestamp | null;
}

/** `referralRewards/{refereeUid}`: Coach Connect's one month free, once per referee. */
export interface ReferralRewardDoc {
  refereeUid: string;
  refereeName: string;
  referrerUid: string;
  invoiceId: string;
  /** Cents credited to the referrer's Stripe customer balance (0 for a $0 plan). */
  creditCents: number;
  balanceTransactionId: string | null;
  creditedAt: Timestamp | null;
  createdAt: Timestamp;
}
