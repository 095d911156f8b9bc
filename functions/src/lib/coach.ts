import { HttpsError } from "firebase-functions/v2/https";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import type { AuthenticatedRequest } from "./callable";
import { users, type UserDoc } from "./firestore";

/**
 * The caller's own coach record, for portal callables: every read and write they make is under this uid,
 * never one from the request. A signed-in user without a trial or plan is refused.
 */
export async function requireCoach(auth: AuthenticatedRequest["auth"]): Promise<{ uid: string; coach: UserDoc }> {
  const coach = (await users.doc(auth.uid).get()).data();
  if (coach?.role !== "coach") throw new HttpsError("permission-denied", COACH_ONLY_MESSAGE);
  return { uid: auth.uid, coach };
}
