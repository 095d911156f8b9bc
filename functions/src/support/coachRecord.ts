import { HttpsError } from "firebase-functions/v2/https";
import type { UserDoc } from "@machines/account/documents";
import type { GuestDoc } from "@machines/onboarding/documents";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { guests, users } from "../lib/firestore";

/** One account as support sees it: a coach (trial or plan) and, for anyone who signed up, their sign-up. */
export interface CoachRecord {
  uid: string;
  user: UserDoc | undefined;
  guest: GuestDoc | undefined;
}

export async function findRecord(uid: string): Promise<CoachRecord | null> {
  const [userSnapshot, guestSnapshot] = await Promise.all([users.doc(uid).get(), guests.doc(uid).get()]);
  const [user, guest] = [userSnapshot.data(), guestSnapshot.data()];
  return user || guest ? { uid, user, guest } : null;
}

export async function requireRecord(uid: string): Promise<CoachRecord> {
  const record = await findRecord(uid);
  if (!record) throw new HttpsError("not-found", SUPPORT_MESSAGES.coachNotFound);
  return record;
}

/** The address, name and forwarding address a record shows in search results and its overview. */
export function recordSummary({ uid, user, guest }: CoachRecord) {
  const first = user?.first_name ?? guest?.first_name;
  const last = user?.last_name ?? guest?.last_name;
  return {
    uid,
    email: user?.email ?? guest?.email ?? null,
    name: first || last ? [first, last].filter(Boolean).join(" ") : null,
    forwardingAddress: user?.forwardingAddress ?? null,
    kind: user ? ("coach" as const) : ("signup" as const),
  };
}
