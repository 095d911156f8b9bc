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
  deletedAthletes,
  emailChunksOf,
  emailLinks,
  emailOwners,
  forwardingAddresses,
  guests,
  heldSenderDigests,
  mail,
  referralCodes,
  referrals,
  signaturesOf,
  trials,
  userPreferences,
  users,
  waitlist,
} from "../lib/firestore";
import { keyOf } from "../lib/keys";

/**
 * Every document we hold about one coach, in one list: "Download all my data" reads exactly these and
 * "Delete my account" deletes exactly these, so the two can never disagree. Each entry is a label (the
 * collection path, with `{uid}` for the coach's id) and how to find its documents.
 */
interface Part {
  label: string;
  find: () => Promise<DocumentReference[]>;
}

const refsOf = async (query: Query) => (await query.get()).docs.map((doc) => doc.ref as DocumentReference);
const existing = async (ref: DocumentReference) => ((await ref.get()).exists ? [ref] : []);

export function coachFootprint(uid: string, email: string): Part[] {
  return [
    { label: "users/{uid}", find: () => existing(users.doc(uid)) },
    { label: "users/{uid}/athletes", find: () => refsOf(coachAthletes(uid)) },
    { label: "users/{uid}/athleteKeys", find: () => refsOf(athleteKeys(uid)) },
    { label: "users/{uid}/athleteIndex", find: () => refsOf(athleteIndexChunks(uid)) },
    { label: "users/{uid}/athleteMerges", find: () => refsOf(athleteMerges(uid)) },
    { label: "users/{uid}/deletedAthletes", find: () => refsOf(deletedAthletes(uid)) },
    { label: "users/{uid}/emails", find: () => refsOf(coachEmails(uid)) },
    {
      label: "users/{uid}/emails/{emailId}/chunks",
      find: async () => (await Promise.all((await refsOf(coachEmails(uid))).map((ref) => refsOf(emailChunksOf(uid, ref.id))))).flat(),
    },
    { label: "users/{uid}/senders", find: () => refsOf(coachSenders(uid)) },
    { label: "users/{uid}/heldSenderDigests", find: () => refsOf(heldSenderDigests(uid)) },
    { label: "users/{uid}/summaries", find: () => refsOf(coachSummaries(uid)) },
    { label: "users/{uid}/reports", find: () => refsOf(coachReports(uid)) },
    { label: "guests/{uid}", find: () => existing(guests.doc(uid)) },
    { label: "guests/{uid}/signatures", find: () => refsOf(signaturesOf(uid)) },
    { label: "userPreferences/{uid}", find: () => existing(userPreferences.doc(uid)) },
    { label: "emailOwners", find: () => refsOf(emailOwners.where("uid", "==", uid)) },
    { label: "emailLinks", find: () => refsOf(emailLinks.where("uid", "==", uid)) },
    { label: "addressProofs", find: () => refsOf(addressProofs.where("email", "==", email)) },
    { label: "trials", find: () => existing(trials.doc(keyOf(email))) },
    { label: "referralCodes", find: () => refsOf(referralCodes.where("uid", "==", uid)) },
    { label: "forwardingAddresses", find: () => refsOf(forwardingAddresses.where("uid", "==", uid)) },
    { label: "user_referrals", find: () => refsOf(referrals.where("referrer_uid", "==", uid)) },
    { label: "contactMessages", find: () => refsOf(contactMessages.where("uid", "==", uid)) },
    { label: "waitlist", find: () => existing(waitlist.doc(keyOf(email))) },
    { label: "mail", find: () => refsOf(mail.where("to", "==", email)) },
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
