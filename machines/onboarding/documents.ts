import type { CallableParsedRequest } from "../callables";
import type { BillingCycle } from "../pricing/tiers";
import type { Timestamp } from "../shared/storedTimestamp";
import type { OnboardingHistoryEntry } from "./history";

/** How far a guest has come; each callable checks it, so no step can be skipped. */
export type GuestStatus = "screened" | "legal-signed" | "signed-up" | "trial-started";

/** `guests/{uid}`: one person's signup, from screening to trial (spec §3 guest_users). */
export interface GuestDoc {
  first_name: string;
  last_name: string;
  /** The address typed at screening; it is theirs only once `emailConfirmedAt` is set. */
  email: string;
  sport: string;
  referredByCode: string | null;
  founderPlan: boolean;
  personalReferralCode: string;
  schoolName: string;
  /** IANA zone of the browser at screening: dates in emails and pages are shown in it. */
  timeZone: string;
  legalDocSigned: boolean;
  guestStatus: GuestStatus;
  tier: string | null;
  billingCycle: BillingCycle;
  trial_end_date: Timestamp | null;
  /** Set when this guest opened the confirmation link sent to `email` (see emailOwners). */
  emailConfirmedAt?: Timestamp | null;
  /** 'Start Free Trial' before the address was confirmed: the trial starts the moment it is. */
  trialRequest?: { selectedTierId: string | null; billingCycle: BillingCycle; requestedAt: Timestamp } | null;
  jobTitle?: string;
  university?: string;
  workEmail?: string;
  emailsReceived?: string;
  minutesSpent?: string[];
  heard_from?: string;
  additionalInsights?: string;
  suggestedFeatures?: string;
  signup?: Record<string, unknown>;
  /** Where the wizard was, as the browser saved it (see saveOnboardingProgress); only resuming reads it. */
  onboarding?: CallableParsedRequest<"saveOnboardingProgress">["progress"];
  onboardingHistory?: OnboardingHistoryEntry[];
  progressSavedAt?: Timestamp;
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
}

/** `guests/{uid}/signatures/{id}`: an immutable e-signature record. */
export interface SignatureDoc {
  typedName: string;
  signedAt: Timestamp;
  documents: Array<{ id: string; title: string; version: string; effectiveDate: string; sha256: string }>;
  userAgent: string | null;
  ip: string | null;
  recordedAt: Timestamp;
}

/** `trials/{keyOf(email)}`: one free trial per address. */
export interface TrialClaimDoc {
  uid: string;
  claimedAt: Timestamp;
}

/** `referralCodes/{code}` and `forwardingAddresses/{address}`: a unique name, claimed by one account. */
export interface OwnedByUidDoc {
  uid: string;
  createdAt: Timestamp;
}

/** `userPreferences/{uid}`: the plan chosen while signing up. */
export interface UserPreferencesDoc {
  user_id: string;
  selected_tier_id: string;
  is_annual: boolean;
  updatedAt: Timestamp;
}
