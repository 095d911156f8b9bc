import { Timestamp, type DocumentReference, type Query } from "firebase-admin/firestore";
import {
  addressProofs,
  athleteIndexChunks,
  athleteKeys,
  athleteMerges,
  coachAthletes,
  coachEmails,
  coachReports,
  coachSenders,
  coachSummaries,
  contactMessages,
  dataExports,
  deletedAthletes,
  emailChunksOf,
  emailLinks,
  emailOwners,
  forwardingAddresses,
  guests,
  heldSenderDigests,
  mail,
  rateLimitRefusals,
  referralCodes,
  referralRewards,
  referrals,
  signaturesOf,
  supportAccess,
  supportAudit,
  supportRequests,
  trials,
  userPreferences,
  users,
  waitlist,
} from "../lib/firestore";
import { BRAND } from "@machines/brand";
import { keyOf } from "../lib/keys";

/**
 * Every document we hold about one coach, in one list: "Download all my data" reads exactly these and
 * "Delete my account" deletes exactly these, so the two can never disagree. Each entry is a label (the
 * collection path, with `{uid}` for the coach's id), what it holds in the coach's words (the archive's
 * README lists them), and how to find its documents.
 */
export interface FootprintPart {
  label: string;
  about: string;
  find: () => Promise<DocumentReference[]>;
}

/** The raw messages' gzip'd pieces: the archive gives each message whole, as an .eml file, instead. */
export const RAW_EMAIL_CHUNKS = "users/{uid}/emails/{emailId}/chunks";

const refsOf = async (query: Query) => (await query.get()).docs.map((doc) => doc.ref as DocumentReference);
const existing = async (ref: DocumentReference) => ((await ref.get()).exists ? [ref] : []);

export function coachFootprint(uid: string, email: string): FootprintPart[] {
  return [
    { label: "users/{uid}", about: "Your account: name, school, sport, time zone, plan and billing state, forwarding address, report settings.", find: () => existing(users.doc(uid)) },
    { label: "users/{uid}/athletes", about: "Each athlete record as we keep it: every field with the email it came from and how sure the reading was, its history, your own notes and edits, merges.", find: () => refsOf(coachAthletes(uid)) },
    { label: "users/{uid}/athleteKeys", about: "Lookup keys (email, phone, name and class) that find an athlete's record when a new email arrives.", find: () => refsOf(athleteKeys(uid)) },
    { label: "users/{uid}/athleteIndex", about: "The compact copy of your athletes the portal's search and filters read.", find: () => refsOf(athleteIndexChunks(uid)) },
    { label: "users/{uid}/athleteMerges", about: "Every merge of two athletes, with what each record held, so it can be split again.", find: () => refsOf(athleteMerges(uid)) },
    { label: "users/{uid}/deletedAthletes", about: "Athletes you deleted in the last 24 hours, kept so Undo can bring them back.", find: () => refsOf(deletedAthletes(uid)) },
    { label: "users/{uid}/emails", about: "Each email you forwarded or imported: when it arrived, its status, what the engine read from it, its warnings. The message itself is in emails/ as an .eml file.", find: () => refsOf(coachEmails(uid)) },
    {
      label: RAW_EMAIL_CHUNKS,
      about: "The messages themselves, as received: the .eml files in emails/.",
      find: async () => (await Promise.all((await refsOf(coachEmails(uid))).map((ref) => refsOf(emailChunksOf(uid, ref.id))))).flat(),
    },
    { label: "users/{uid}/senders", about: `Addresses you confirmed as allowed to forward to your ${BRAND.name} address.`, find: () => refsOf(coachSenders(uid)) },
    { label: "users/{uid}/heldSenderDigests", about: "Notices we sent you about mail held from unconfirmed senders.", find: () => refsOf(heldSenderDigests(uid)) },
    { label: "users/{uid}/summaries", about: "Each summary email: which emails and athletes it covered.", find: () => refsOf(coachSummaries(uid)) },
    { label: "users/{uid}/reports", about: "Each daily report as it was sent.", find: () => refsOf(coachReports(uid)) },
    { label: "guests/{uid}", about: "Your sign-up as you went through it (the onboarding steps).", find: () => existing(guests.doc(uid)) },
    { label: "guests/{uid}/signatures", about: "The agreements you signed: document, version, the name you typed and when.", find: () => refsOf(signaturesOf(uid)) },
    { label: "userPreferences/{uid}", about: "The plan you chose while signing up (tier and billing cycle).", find: () => existing(userPreferences.doc(uid)) },
    { label: "emailOwners", about: "Your proven email address and the account it belongs to.", find: () => refsOf(emailOwners.where("uid", "==", uid)) },
    { label: "emailLinks", about: "Sign-in and confirmation links we emailed you (only a hash of each link is kept).", find: () => refsOf(emailLinks.where("uid", "==", uid)) },
    { label: "addressProofs", about: "When you proved your email address by opening a link sent to it.", find: () => refsOf(addressProofs.where("email", "==", email)) },
    { label: "trials", about: "Your free trial: when it started and ends.", find: () => existing(trials.doc(keyOf(email))) },
    { label: "referralCodes", about: "Your personal referral code.", find: () => refsOf(referralCodes.where("uid", "==", uid)) },
    { label: "forwardingAddresses", about: `Your personal ${BRAND.name} forwarding address.`, find: () => refsOf(forwardingAddresses.where("uid", "==", uid)) },
    { label: "user_referrals", about: "Coaches you referred, and where each referral stands.", find: () => refsOf(referrals.where("referrer_uid", "==", uid)) },
    { label: "contactMessages", about: "Messages you sent us through the contact form.", find: () => refsOf(contactMessages.where("uid", "==", uid)) },
    { label: "waitlist", about: "Your place on the waitlist, if you joined it.", find: () => existing(waitlist.doc(keyOf(email))) },
    { label: "referralRewards", about: "Credits you earned for referrals.", find: () => refsOf(referralRewards.where("referrerUid", "==", uid)) },
    { label: "mail", about: "Every email we sent you (summaries, reports, links, receipts), as queued for sending.", find: () => refsOf(mail.where("to", "==", email)) },
    { label: "supportAudit", about: "Each time our support team looked at your account or acted on it: who, what, when and why.", find: () => refsOf(supportAudit.where("coachUid", "==", uid)) },
    { label: "supportRequests", about: "What each of those support actions answered, kept so a repeated request does not act twice.", find: () => refsOf(supportRequests.where("coachUid", "==", uid)) },
    { label: "supportAccess/{uid}", about: "When you last let our support team see your athletes and emails for 24 hours, and whether you withdrew it.", find: () => existing(supportAccess.doc(uid)) },
    { label: "rateLimitRefusals", about: "Requests of yours we refused in the last 30 days because too many came at once (which feature, how many, when).", find: () => refsOf(rateLimitRefusals.where("uid", "==", uid)) },
    { label: "dataExports", about: "Download links for your data that are still valid (only a hash of each link is kept).", find: () => refsOf(dataExports.where("uid", "==", uid)) },
  ];
}

/** A stored value as JSON: timestamps as ISO 8601, bytes (the gzip'd raw emails) as base64. */
export function toJson(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(toJson);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toJson(inner)]));
  return value;
}
