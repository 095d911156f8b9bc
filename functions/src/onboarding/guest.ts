import { HttpsError } from "firebase-functions/v2/https";
import { GUEST_NOT_SCREENED, ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { guests } from "../lib/firestore";
import type { GuestDoc, GuestStatus } from "@machines/onboarding/documents";

const ORDER: readonly GuestStatus[] = ["screened", "legal-signed", "signed-up", "trial-started"];

export const guestRef = (uid: string) => guests.doc(uid);

const MESSAGE_FOR_MISSING_STEP: Record<GuestStatus, string> = {
  screened: ONBOARDING_ORDER_MESSAGES.screeningFirst,
  "legal-signed": ONBOARDING_ORDER_MESSAGES.signFirst,
  "signed-up": ONBOARDING_ORDER_MESSAGES.signupFirst,
  "trial-started": ONBOARDING_ORDER_MESSAGES.signupFirst,
};

/** The stored guest, refused with `failed-precondition` unless it has reached `atLeast`. */
export async function requireGuest(uid: string, atLeast: GuestStatus): Promise<GuestDoc> {
  const guest = (await guestRef(uid).get()).data();
  // A document written only by progress saves has no status: that guest was never screened either.
  if (!guest?.guestStatus) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.screeningFirst, { kind: GUEST_NOT_SCREENED });
  if (ORDER.indexOf(guest.guestStatus) < ORDER.indexOf(atLeast)) {
    throw new HttpsError("failed-precondition", MESSAGE_FOR_MISSING_STEP[atLeast]);
  }
  return guest;
}

/** Moves the guest forward, never back (repeating an earlier step keeps the later status). */
export function advancedStatus(current: GuestStatus, reached: GuestStatus): GuestStatus {
  return ORDER.indexOf(reached) > ORDER.indexOf(current) ? reached : current;
}
