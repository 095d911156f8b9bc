import { isEmailAddress, normalizeEmail } from "@machines/shared/email";
import type { SupportFindCoachResponse } from "@machines/support/contracts";
import { emailOwners, forwardingAddresses, guests, users } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { findRecord, recordSummary } from "./coachRecord";

type MatchKind = SupportFindCoachResponse["matches"][number]["matchedBy"];

const MAX_MATCHES = 10;

/** Which accounts `query` names, and how: an address (sign-up or forwarding), a Stripe customer id, or a uid. */
async function candidates(query: string): Promise<Array<{ uid: string; matchedBy: MatchKind }>> {
  if (isEmailAddress(query)) {
    const address = normalizeEmail(query);
    const [forwarding, owner, coaches, signups] = await Promise.all([
      forwardingAddresses.doc(address).get(),
      emailOwners.doc(keyOf(address)).get(),
      users.where("email", "==", address).limit(MAX_MATCHES).get(),
      guests.where("email", "==", address).limit(MAX_MATCHES).get(),
    ]);
    return [
      ...(forwarding.exists ? [{ uid: forwarding.data()!.uid, matchedBy: "forwarding-address" as const }] : []),
      ...(owner.exists ? [{ uid: owner.data()!.uid, matchedBy: "signup-address" as const }] : []),
      ...[...coaches.docs, ...signups.docs].map((doc) => ({ uid: doc.id, matchedBy: "signup-address" as const })),
    ];
  }
  if (query.startsWith("cus_")) {
    const coaches = await users.where("billing.customerId", "==", query).limit(MAX_MATCHES).get();
    return coaches.docs.map((doc) => ({ uid: doc.id, matchedBy: "stripe-customer" as const }));
  }
  return query.includes("/") ? [] : [{ uid: query, matchedBy: "uid" as const }];
}

/** The accounts a search finds, each once (an address can name a coach's sign-up and their account alike). */
export async function findCoaches(query: string): Promise<SupportFindCoachResponse["matches"]> {
  const seen = new Map<string, MatchKind>();
  for (const candidate of await candidates(query.trim())) if (!seen.has(candidate.uid)) seen.set(candidate.uid, candidate.matchedBy);
  const records = await Promise.all([...seen.keys()].slice(0, MAX_MATCHES).map((uid) => findRecord(uid)));
  return records.flatMap((record) => (record ? [{ ...recordSummary(record), matchedBy: seen.get(record.uid)! }] : []));
}
