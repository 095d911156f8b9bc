import type { BillingDoc } from "../billing/documents";
import type { AthleteRetention } from "./athleteRetention";
import type { BillingCycle } from "../pricing/tiers";
import type { ReferralPricingDoc } from "../referrals/documents";
import type { Timestamp } from "../shared/storedTimestamp";

export type TrialSetupStep = "coachRole" | "guestStatus" | "referral" | "welcomeEmail" | "webhook" | "billing";

/** `users/{uid}`: a coach, created when the trial starts (spec §3 users). */
export interface UserDoc {
  id: string;
  email: string;
  personal_referral_code: string;
  role: "coach";
  first_name: string;
  last_name: string;
  job_title: string | null;
  university: string | null;
  sport: string;
  timeZone: string;
  tier: string;
  tierName: string;
  price: number;
  billingCycle: BillingCycle;
  referredByCode: string | null;
  /** Beta pricing a colleague's invitation earned (machines/pricing/referralPricing.ts); billing charges `price`. */
  referralPricing?: ReferralPricingDoc | null;
  forwardingAddress: string;
  trialStartedAt: Timestamp;
  trialEndsAt: Timestamp;
  billingStartsOn: string;
  /** Follow-up steps of the trial start that are done; a retried start completes the rest. */
  setup: Partial<Record<TrialSetupStep, true>>;
  /** When the next daily report is due (on the coach's clock, see machines/inbox/reportSchedule.ts). */
  nextReportAt?: Timestamp;
  /** The end of the last report's period: the next report covers what happened since. */
  lastReportAt?: Timestamp;
  /** The coach's delivery choices (Settings); absent: summaries on, the plan's report hours. */
  delivery?: { summaries: boolean; reportHours: number[] };
  /** University Athlete's "Email to Note" address: 'Send to UA' mails athlete cards there (set in Settings). */
  uaNoteAddress?: string | null;
  /** The coach's Stripe customer and subscription, as last read from Stripe (functions/src/billing). */
  billing?: BillingDoc;
  /** When the next trial reminder email is due (3 days, then 1 day before the trial ends); absent when none is. */
  nextTrialReminder?: { at: Timestamp; daysBefore: number } | null;
  /** How long athletes the coach has not touched are kept (Settings); absent: the default (machines/account/athleteRetention.ts). */
  athleteRetention?: AthleteRetention;
  createdAt: Timestamp;
}

/**
 * `trialsUsed/{keyOf(email)}`: an address that has had its free trial, kept when the account is deleted
 * (the privacy policy says so): only the hash of the address and when, so a new signup with it gets no second trial.
 */
export interface TrialUsedDoc {
  usedAt: Timestamp;
}

/**
 * `closedForwardingAddresses/{keyOf(address)}`: a deleted coach's forwarding address, kept as a hash: mail
 * to it is refused with a bounce, and no new coach is ever given it.
 */
export interface ClosedForwardingAddressDoc {
  closedAt: Timestamp;
}

/** The steps of an account deletion (they run in the order account/accountDeletion.ts lists them). */
export type AccountDeletionStep = "signInDisabled" | "billingClosed" | "tombstonesKept" | "documentsDeleted" | "confirmationQueued" | "signInDeleted";

/**
 * `accountDeletions/{uid}`: 'Delete my account' as a durable job, continued by the `finishAccountDeletion` task
 * until every step is done. What it needs about the coach (address, forwarding address, Stripe customer) is
 * copied here when it starts and removed again when it finishes.
 */
export interface AccountDeletionDoc {
  state: "queued" | "deleted";
  requestedAt: Timestamp;
  /** When each step finished. */
  steps: Partial<Record<AccountDeletionStep, Timestamp>>;
  attempts: number;
  lastError: string | null;
  finishedAt: Timestamp | null;
  /** Removed once the job is finished. */
  coach?: { email: string; firstName: string; forwardingAddress: string; stripeCustomerId: string | null };
  /** Why: the coach asked ('Delete my account'), or the account ended longer ago than we keep data (absent: the coach asked). */
  reason?: AccountDeletionReason;
}

export type AccountDeletionReason = "requested" | "retention";

/** `retentionCursors/{job}`: how far a retention sweep got, so the next run resumes after it (functions/src/retention). */
export interface RetentionCursorDoc {
  processedAt: Timestamp;
  path: string;
}

/**
 * `retentionCursors/athleteTouchedAt`: how far the one-off stamping of athlete records stored before
 * `touchedAt` existed got (functions/src/retention/touchedAtBackfill.ts): the path of the last record it
 * walked, and when it walked the last one.
 */
export interface TouchedAtBackfillDoc {
  after: string | null;
  doneAt: Timestamp | null;
}

/**
 * `dataExports/{sha256 of its token}`: a one-time link to the coach's data archive ("Download all my
 * data"). Only the token's hash is stored: a copy of this collection opens nothing.
 */
export interface DataExportDoc {
  uid: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
