import type { Timestamp } from "../shared/storedTimestamp";
import type { ReferralStatus } from "./schema";

/** `users/{uid}.referralPricing`: the colleague whose invitation earned the coach's beta pricing. */
export interface ReferralPricingDoc {
  referrerUid: string;
  referrerName: string;
}

/** `user_referrals/{id}`: one invited colleague (spec §3 user_referrals). */
export interface ReferralDoc {
  referrer_email: string;
  referrer_uid: string;
  personal_referral_code: string;
  referee_first_name: string;
  referee_last_name: string;
  referee_email: string;
  referee_role: string;
  referee_sport: string;
  status: ReferralStatus;
  expiresAt: Timestamp;
  referrerTimeZone: string;
  referee_uid?: string;
  startedAt?: Timestamp;
  trialStartedAt?: Timestamp;
  /** Coach Connect: the month credited to the referrer when this colleague paid their first invoice. */
  rewardedAt?: Timestamp;
  createdAt: Timestamp;
}

/** `referralSubmissions/{keyOf(uid, idempotencyKey)}`: the answer a referral form submission got, replayed on a retry. */
export interface ReferralSubmissionDoc {
  uid: string;
  response: Record<string, unknown>;
  createdAt: Timestamp;
}
