import type { CollectionReference, DocumentData, DocumentReference, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { WebhookEnvelope, WebhookEventType } from "@machines/webhooks";
import type { CallableParsedRequest } from "@machines/callables";
import type { OnboardingHistoryEntry } from "@machines/onboarding/history";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import type { AthleteValues } from "@machines/inbox/extractedAthlete";
import type { DailyReport } from "@machines/inbox/dailyReport";
import type { EmailStatus, HoldReason } from "@machines/inbox/emailStatus";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import type { AthleteUpdate } from "@machines/inbox/summaryNotes";
import type { BillingCycle } from "@machines/pricing/tiers";
import type { SubscriptionStatus } from "@machines/billing/contracts";
import type { ReferralStatus } from "@machines/referrals/schema";
import type { EmailCategory } from "@machines/mail/emailCategory";
import { SITE_SETTINGS_COLLECTION } from "@machines/settings/siteSettingsDefaults";
import { db } from "./admin";

/**
 * Every Firestore collection the functions use: its path and the shape of its documents, in one place
 * (as the Stripe Firebase extension keeps its paths in one config). Code reads and writes through
 * these typed references, never through `db.collection("…")` strings and `.data() as X` casts.
 * Ids derived from outside text (addresses, tokens) are hashes (see ./keys), never the text itself.
 */

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
  createdAt: Timestamp;
}

/** `users/{uid}.billing`: Stripe's view of the coach, synced from the subscription itself (never from an event's copy). */
export interface BillingDoc {
  customerId: string;
  subscriptionId: string | null;
  status: SubscriptionStatus | null;
  tierId: string | null;
  billingCycle: BillingCycle | null;
  trialEnd: Timestamp | null;
  currentPeriodEnd: Timestamp | null;
  cancelAtPeriodEnd: boolean;
  paymentMethod: { brand: string; last4: string } | null;
  syncedAt: Timestamp;
}
export interface ReferralPricingDoc {
  referrerUid: string;
  referrerName: string;
}
export type TrialSetupStep = "coachRole" | "guestStatus" | "referral" | "welcomeEmail" | "webhook" | "billing";

/** `emailOwners/{keyOf(email)}`: who proved an address is theirs, by opening a link sent to it. First proof wins. */
export interface EmailOwnerDoc {
  email: string;
  uid: string;
  confirmedAt: Timestamp;
}

export type EmailLinkPurpose = "confirm-email" | "sign-in" | "reset-password" | "confirm-sender";

/** `emailLinks/{keyOf(token)}`: a single-use, expiring link sent to `email` for account `uid`. */
export interface EmailLinkDoc {
  purpose: EmailLinkPurpose;
  uid: string;
  email: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  usedByUid: string | null;
}

/**
 * `addressProofs/{keyOf(token)}`: a browser that opened a link sent to `email` keeps the token (never
 * stored here), and its later link requests for that address draw on the proven budget strangers cannot spend.
 */
export interface AddressProofDoc {
  email: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** `trials/{keyOf(email)}`: one free trial per address. */
export interface TrialClaimDoc {
  uid: string;
  claimedAt: Timestamp;
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

/** `retentionCursors/{job}`: how far a retention sweep got, so the next run resumes after it (retention/). */
export interface RetentionCursorDoc {
  processedAt: Timestamp;
  path: string;
}

export interface OwnedByUidDoc {
  uid: string;
  createdAt: Timestamp;
}

export type { ReferralStatus };

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

/** `rateLimits/{id}`: requests counted in one fixed window for one client; swept by TTL on `expiresAt`. */
export interface RateLimitDoc {
  bucket: string;
  windowStart: number;
  count: number;
  expiresAt: Timestamp;
}

export type MailDeliveryState = "PENDING" | "SENDING" | "SUCCESS" | "ERROR" | "UNKNOWN" | "UNSUBSCRIBED";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** `mail/{id}`: one outgoing email and its delivery state. */
export interface MailDoc {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  category: EmailCategory;
  /** The rendered content (JSON: Firestore holds no nested arrays), rendered again per recipient when sent. */
  contentJson?: string;
  /** Files sent with it (e.g. the daily report's CSV), as text. */
  attachments?: MailAttachment[];
  delivery: {
    state: MailDeliveryState;
    attempts: number;
    messageId?: string;
    error?: string;
    attemptStartedAt?: Timestamp;
    deliveredAt?: Timestamp;
  };
  createdAt: Timestamp;
}

export type WebhookEventDoc = WebhookEnvelope & { recordedAt: Timestamp };

export interface WebhookEndpointDoc {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret?: string;
}

export interface WebhookDeliveryDoc {
  eventId: string;
  endpointId: string;
  url: string;
  attempts: number;
  lastAttemptAt: Timestamp;
  state: "retrying" | "delivered";
  lastError: string | null;
  deliveredAt?: Timestamp;
}

/** `waitlist/{keyOf(email)}`: the spec's waitlist row plus the optional wish list. */
export interface WaitlistDoc {
  first_name: string;
  last_name: string;
  email: string;
  sport: string;
  university_organization: string;
  wish_list?: string;
  createdAt: Timestamp;
}

export interface ContactMessageDoc {
  name: string;
  email: string;
  message: string;
  uid: string;
  supportInbox: string;
  createdAt: Timestamp;
}

export interface UserPreferencesDoc {
  user_id: string;
  selected_tier_id: string;
  is_annual: boolean;
  updatedAt: Timestamp;
}

/** How an inbound message reached us. */
export type InboundSource = "sendgrid" | "rfc822" | "import" | "sample";

/** `users/{uid}/emails/{emailId}`: one message that arrived for the coach, and where it stands. */
export interface CoachEmailDoc {
  messageId: string | null;
  forwardingAddress: string;
  envelope: { from: string | null; to: string[] };
  senderIp: string | null;
  source: InboundSource;
  /** The raw message lives gzip'd in `chunks` (see inbox/rawMessages.ts) until `deletedAt` (retention/rawEmailRetention.ts). */
  raw: { chunkCount: number; sha256: string; size: number; deletedAt?: Timestamp };
  receivedAt: Timestamp;
  state: EmailStatus;
  /** Processing attempts so far; a message that keeps failing ends as failed, it never loops. */
  attempts: number;
  /** What the engine made of it (bounded by its own schema). */
  processed?: ProcessedEmail;
  /** Who sent it to InboxScout (the forwarding hop), and whether that sender checked out. */
  sender?: { address: string | null; trusted: boolean; authenticated: boolean; authSummary: string };
  /** What it did to each athlete it introduced (made her, or changed which fields): the summary says so. */
  athleteUpdates?: AthleteUpdate[];
  /** Set while the coach's next summary email should include it. */
  summaryPending?: boolean;
  summaryBatchId?: string;
  processedAt?: Timestamp;
  /** The coach said a filtered email is recruiting after all: process it as such. */
  rescued?: boolean;
  /** Set on messages the coach imported from a file, to follow that import's progress. */
  importId?: string;
}

export interface EmailChunkDoc {
  index: number;
  data: Uint8Array;
}

/** `users/{uid}/athletes/{athleteId}`: the record the engine keeps per athlete, plus what lookups need. */
export type CoachAthleteDoc = AthleteRecord & {
  /** Exact and prefix keys (email, phone, name and class) used to find candidates for a new email. */
  matchKeys: string[];
  /** The last day one of the athlete's events is upcoming (`eventHorizonOf`); null without events. */
  eventHorizon: string | null;
  /** The coach's own view of the athlete (portal); emails never change it. */
  coachView?: CoachViewDoc;
  /** Athletes the coach merged into this one, oldest first (each can be split out again). */
  mergedFrom?: MergedFromEntry[];
};

/** One athlete merged into another: enough to list it, and for later emails about it to find the athlete it joined. */
export interface MergedFromEntry {
  athleteId: string;
  name: string;
  mergedAt: string;
  /** How many emails it had at the merge, and the newest of them (the athlete page lists them; the split sends them back). */
  emailCount: number;
  emailIds: string[];
  /** Who it was, and who the athletes merged into it were: later emails matching any of them land here. */
  identities: AthleteIdentity[];
}

/** Who an athlete is, as far as matching a new email to them goes. */
export type AthleteIdentity = Pick<AthleteValues, "firstName" | "lastName" | "gradYear" | "email" | "phone">;

/**
 * `users/{uid}/athleteMerges/{mergedAthleteId}`: both athletes as they were at a merge, so splitting the
 * merged athlete out again restores each one's own fields, corrections, rating, tags and notes.
 */
export interface AthleteMergeDoc {
  keptId: string;
  mergedAt: string;
  kept: CoachAthleteDoc;
  merged: CoachAthleteDoc;
  /** Set when the coach split the merged athlete out again (a retried split then changes nothing). */
  splitAt: string | null;
}

/**
 * `users/{uid}/deletedAthletes/{athleteId}`: an athlete the coach deleted, with everything that was keyed
 * by her (her identity keys, the records of merges into her and of her own split-out merge), so undo puts
 * back exactly what was there. Swept by TTL on `expiresAt` (machines/portal/athleteDeletion.ts says when).
 */
export interface DeletedAthleteDoc {
  athlete: CoachAthleteDoc;
  keys: AthleteKeyDoc[];
  mergeLogs: Array<{ id: string; log: AthleteMergeDoc }>;
  deletedAt: Timestamp;
  expiresAt: Timestamp;
}

export interface CoachViewDoc {
  rating: number | null;
  tags: string[];
  notes: string;
}

/**
 * `users/{uid}/athleteIndex/{chunk}`: the coach's athletes as compact list rows (JSON of
 * machines/portal AthleteListRow, keyed by athlete id), spread over 16 chunks by a hash of the id, so
 * the portal's search reads a few documents instead of every athlete. At ~350 bytes a row, a chunk
 * stays under Firestore's 1 MiB cap up to ~40,000 athletes per coach.
 */
export interface AthleteIndexChunkDoc {
  rows: Record<string, string>;
}

/** `users/{uid}/athleteKeys/{keyOf(key)}`: claims an exact identity key for one athlete, so two emails about a new athlete processed at once make one record. */
export interface AthleteKeyDoc {
  key: string;
  athleteId: string;
}

export type SenderStatus = "trusted" | "held" | "blocked";

/** `users/{uid}/senders/{keyOf(address)}`: an address that forwards to the coach, beyond their own. */
export interface SenderDoc {
  address: string;
  status: SenderStatus;
  heldCount: number;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
  /** When the coach last had a confirmation link sent to the address (Settings); null once removed. */
  confirmationSentAt?: Timestamp | null;
  /** The coach's day (YYYY-MM-DD) that link went out: one link per address per day. */
  confirmationDay?: string | null;
}

/**
 * `users/{uid}/heldSenderDigests/{day}`: the one email per coach and day (the coach's YYYY-MM-DD) that
 * lists the senders first held for that digest, however many; `listed` keeps the first few, `senderCount` all.
 */
export interface HeldSenderDigestDoc {
  day: string;
  listed: { address: string; reason: HoldReason }[];
  senderCount: number;
  /** Not sent before this: senders held meanwhile join it. */
  sendAfter: Timestamp;
  /** Once set the digest is closed: later senders go into the next day's. */
  sentAt: Timestamp | null;
}

/** `users/{uid}/summaries/{batchId}`: one summary email, listing the emails it covered. */
export interface SummaryDoc {
  emailIds: string[];
  athleteIds: string[];
  /** Of those emails, how many wait for the coach's word ('Needs review'); absent on older summaries. */
  needsReviewCount?: number;
  createdAt: Timestamp;
  /** When its email was queued; null until then (a run that stopped in between is finished by the next). */
  queuedAt: Timestamp | null;
}

/** `users/{uid}/reports/{reportId}`: one daily report as it was sent. */
export interface ReportDoc {
  report: DailyReport;
  subject: string;
  sentAt: Timestamp;
}

/** `inboundCounters/{name}`: what support watches about mail that reached no coach. */
export interface InboundCounterDoc {
  count: number;
  lastAt: Timestamp;
}

/** `stripeEvents/{eventId}`: a Stripe webhook event, recorded once; `processedAt` once its handling succeeded. */
export interface StripeEventDoc {
  type: string;
  created: number;
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

/**
 * `dataExports/{sha256 of its token}`: a one-time link to the coach's data archive ("Download all my
 * data"). Only the token's hash is stored: a copy of this collection opens nothing.
 */
export interface DataExportDoc {
  uid: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** Stored as is: the shapes above describe what each collection holds, in one place. */
function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

const collection = <T extends DocumentData>(path: string) => db.collection(path).withConverter(converter<T>());

/** A trigger's snapshot (delivered untyped) read as a document of `_collection`. */
export function dataOf<T extends DocumentData>(_collection: CollectionReference<T>, snapshot: QueryDocumentSnapshot): T {
  return converter<T>().fromFirestore(snapshot);
}

/** Several documents in one round trip (in the order asked; undefined where none exists), typed by their converter. */
export async function getAllOf<T extends DocumentData>(refs: readonly DocumentReference<T>[]): Promise<Array<T | undefined>> {
  if (refs.length === 0) return [];
  const snapshots = await db.getAll(...refs);
  // The references carry the converter, so data() already went through it.
  return snapshots.map((snapshot) => snapshot.data() as T | undefined);
}

export const guests = collection<GuestDoc>("guests");
export const signaturesOf = (uid: string) => guests.doc(uid).collection("signatures").withConverter(converter<SignatureDoc>());
export const users = collection<UserDoc>("users");
export const emailOwners = collection<EmailOwnerDoc>("emailOwners");
export const emailLinks = collection<EmailLinkDoc>("emailLinks");
export const addressProofs = collection<AddressProofDoc>("addressProofs");
export const trials = collection<TrialClaimDoc>("trials");
export const trialsUsed = collection<TrialUsedDoc>("trialsUsed");
export const closedForwardingAddresses = collection<ClosedForwardingAddressDoc>("closedForwardingAddresses");
export const accountDeletions = collection<AccountDeletionDoc>("accountDeletions");
export const referralCodes = collection<OwnedByUidDoc>("referralCodes");
export const forwardingAddresses = collection<OwnedByUidDoc>("forwardingAddresses");
export const referrals = collection<ReferralDoc>("user_referrals");
export const referralSubmissions = collection<ReferralSubmissionDoc>("referralSubmissions");
export const rateLimits = collection<RateLimitDoc>("rateLimits");
export const mail = collection<MailDoc>("mail");
export const webhookEvents = collection<WebhookEventDoc>("webhookEvents");
export const webhookEndpoints = collection<WebhookEndpointDoc>("webhookEndpoints");
export const webhookDeliveries = collection<WebhookDeliveryDoc>("webhookDeliveries");
export const waitlist = collection<WaitlistDoc>("waitlist");
export const contactMessages = collection<ContactMessageDoc>("contactMessages");
export const userPreferences = collection<UserPreferencesDoc>("userPreferences");
export const coachEmails = (uid: string) => users.doc(uid).collection("emails").withConverter(converter<CoachEmailDoc>());
export const emailChunksOf = (uid: string, emailId: string) => coachEmails(uid).doc(emailId).collection("chunks").withConverter(converter<EmailChunkDoc>());
export const coachAthletes = (uid: string) => users.doc(uid).collection("athletes").withConverter(converter<CoachAthleteDoc>());
export const athleteIndexChunks = (uid: string) => users.doc(uid).collection("athleteIndex").withConverter(converter<AthleteIndexChunkDoc>());
export const athleteMerges = (uid: string) => users.doc(uid).collection("athleteMerges").withConverter(converter<AthleteMergeDoc>());
export const deletedAthletes = (uid: string) => users.doc(uid).collection("deletedAthletes").withConverter(converter<DeletedAthleteDoc>());
export const athleteKeys = (uid: string) => users.doc(uid).collection("athleteKeys").withConverter(converter<AthleteKeyDoc>());
export const coachSenders = (uid: string) => users.doc(uid).collection("senders").withConverter(converter<SenderDoc>());
export const heldSenderDigests = (uid: string) => users.doc(uid).collection("heldSenderDigests").withConverter(converter<HeldSenderDigestDoc>());
export const coachSummaries = (uid: string) => users.doc(uid).collection("summaries").withConverter(converter<SummaryDoc>());
export const coachReports = (uid: string) => users.doc(uid).collection("reports").withConverter(converter<ReportDoc>());
export const stripeEvents = collection<StripeEventDoc>("stripeEvents");
export const referralRewards = collection<ReferralRewardDoc>("referralRewards");
export const dataExports = collection<DataExportDoc>("dataExports");
export const inboundCounters = collection<InboundCounterDoc>("inboundCounters");
export const retentionCursors = collection<RetentionCursorDoc>("retentionCursors");
/** Every coach's emails at once (retention sweeps): the same documents as `coachEmails`. */
export const allCoachEmails = () => db.collectionGroup("emails").withConverter(converter<CoachEmailDoc>());
/** `settings/{id}`: operator-edited documents, read leniently by their own parsers. */
export const settings = collection<Record<string, unknown>>(SITE_SETTINGS_COLLECTION);
