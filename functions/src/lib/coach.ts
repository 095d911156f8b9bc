import { HttpsError } from "firebase-functions/v2/https";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { resolveTimeZone } from "@machines/shared/dates";
import { localDay } from "@machines/shared/zonedTime";
import { users } from "./firestore";
import type { UserDoc } from "@machines/account/documents";

/**
 * The caller's own coach record, for portal callables: pass the signed-in uid (never one from the
 * request), so every read and write is under the caller's own document. A signed-in user without a
 * trial or plan (a guest, a visitor) is refused.
 */
export async function requireCoach(uid: string): Promise<UserDoc> {
  const coach = (await users.doc(uid).get()).data();
  if (coach?.role !== "coach") throw new HttpsError("permission-denied", COACH_ONLY_MESSAGE);
  return coach;
}

/** The coach's calendar day (YYYY-MM-DD) at `now`, in their time zone. */
export function coachDay(coach: Pick<UserDoc, "timeZone">, now: Date): string {
  const { year, month, day } = localDay(now, resolveTimeZone(coach.timeZone).timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
