import type { CollectionReference, DocumentData, DocumentReference, FirestoreDataConverter, QueryDocumentSnapshot, Timestamp } from "firebase-admin/firestore";
import type { AccountDeletionDoc, ClosedForwardingAddressDoc, DataExportDoc, RetentionCursorDoc, TouchedAtBackfillDoc, TrialUsedDoc, UserDoc } from "@machines/account/documents";
import type { AthleteIndexChunkDoc, AthleteKeyDoc, AthleteMergeDoc, CoachAthleteDoc, DeletedAthleteDoc, MatchKeysBackfillDoc } from "@machines/athletes/documents";
import type { ReferralRewardDoc, StripeEventDoc } from "@machines/billing/documents";
import type { ContactMessageDoc } from "@machines/contact/documents";
import type { AddressProofDoc, EmailLinkDoc, EmailOwnerDoc } from "@machines/identity/documents";
import type { EmailChunkDoc, HeldSenderDigestDoc, InboundCounterDoc, ReportDoc, SenderDoc, SummaryDoc } from "@machines/inbox/documents";
import type { MailDoc, SubprocessorNoticeDoc, UnsubscribeDoc } from "@machines/mail/documents";
import type { GuestDoc, OwnedByUidDoc, SignatureDoc, TrialClaimDoc, UserPreferencesDoc } from "@machines/onboarding/documents";
import type { ReferralDoc, ReferralSubmissionDoc } from "@machines/referrals/documents";
import type { RateLimitRefusalDoc, SupportAccessDoc, SupportAuditDoc, SupportRequestDoc } from "@machines/support/documents";
import type { WaitlistDoc } from "@machines/waitlist/documents";
import type { WebhookDeliveryDoc, WebhookEndpointDoc, WebhookEventDoc } from "@machines/webhooks";
import { SITE_SETTINGS_COLLECTION } from "@machines/settings/siteSettingsDefaults";
import { db } from "./admin";
import { coachAthleteConverter, coachEmailConverter, userConverter } from "./checkedDocuments";

/**
 * Every Firestore collection the functions use: its path and typed converter, in one table (as the Stripe
 * Firebase extension keeps its paths in one config). Each document's shape lives beside its area in
 * machines/ (`<area>/documents.ts`). Code reads and writes through these typed references, never through
 * `db.collection("…")` strings and `.data() as X` casts. Emails, athletes and a coach's billing state are
 * checked when read (./checkedDocuments).
 * Ids derived from outside text (addresses, tokens) are hashes (see ./keys), never the text itself.
 */

/** `rateLimits/{id}`: requests counted in one fixed window for one client, or a cooldown's last request (`windowStart`); swept by TTL on `expiresAt`. */
export interface RateLimitDoc {
  bucket: string;
  windowStart: number;
  count: number;
  expiresAt: Timestamp;
}

/** Stored as is: the shapes in machines/ describe what each collection holds. */
function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

const collection = <T extends DocumentData>(path: string, typed = converter<T>()) => db.collection(path).withConverter(typed);

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
export const users = collection<UserDoc>("users", userConverter);
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
export const coachEmails = (uid: string) => users.doc(uid).collection("emails").withConverter(coachEmailConverter);
export const emailChunksOf = (uid: string, emailId: string) => coachEmails(uid).doc(emailId).collection("chunks").withConverter(converter<EmailChunkDoc>());
export const coachAthletes = (uid: string) => users.doc(uid).collection("athletes").withConverter(coachAthleteConverter);
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
export const unsubscribes = collection<UnsubscribeDoc>("unsubscribes");
export const retentionCursors = collection<RetentionCursorDoc>("retentionCursors");
export const touchedAtBackfill = retentionCursors.doc("athleteTouchedAt").withConverter(converter<TouchedAtBackfillDoc>());
/** `maintenanceCursors/{job}`: where a walk over every coach's data that runs in parts has come to. */
export const maintenanceCursors = collection<MatchKeysBackfillDoc>("maintenanceCursors");
export const matchKeysBackfill = maintenanceCursors.doc("athleteMatchKeys");
export const rateLimitRefusals = collection<RateLimitRefusalDoc>("rateLimitRefusals");
export const supportAudit = collection<SupportAuditDoc>("supportAudit");
export const supportRequests = collection<SupportRequestDoc>("supportRequests");
export const supportAccess = collection<SupportAccessDoc>("supportAccess");
export const subprocessorNotices = collection<SubprocessorNoticeDoc>("subprocessorNotices");
/** Every coach's emails at once (retention sweeps): the same documents as `coachEmails`, checked the same way. */
export const allCoachEmails = () => db.collectionGroup("emails").withConverter(coachEmailConverter);
/** Every coach's athletes, only whether each was stamped `touchedAt` (a projection: the rest of the record is neither read nor checked). */
export const allAthleteTouches = () => db.collectionGroup("athletes").select("touchedAt").withConverter(converter<Pick<CoachAthleteDoc, "touchedAt">>());
/** Every coach's athletes at once (maintenance walks): the same documents as `coachAthletes`, checked the same way. */
export const allAthletes = () => db.collectionGroup("athletes").withConverter(coachAthleteConverter);
/** `settings/{id}`: operator-edited documents, read leniently by their own parsers. */
export const settings = collection<Record<string, unknown>>(SITE_SETTINGS_COLLECTION);
