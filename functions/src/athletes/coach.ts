import { HttpsError } from "firebase-functions/v2/https";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { resolveTimeZone } from "@machines/shared/dates";
import { localDay } from "@machines/shared/zonedTime";
import type { AuthenticatedRequest } from "../lib/callable";
import { users, type UserDoc } from "../lib/firestore";

/**
 * The signed-in coach's account: the caller must carry the coach role (set when the trial starts)
 * and have a coach document. Everything athlete callables touch lives under that coach's own
 * document, so one coach can never reach another's athletes.
 */
export async function requireCoach(auth: AuthenticatedRequest["auth"]): Promise<UserDoc> {
  if (auth.token.role !== "coach") throw new HttpsError("permission-denied", ATHLETE_MESSAGES.notCoach);
  const coach = (await users.doc(auth.uid).get()).data();
  if (!coach || coach.role !== "coach") throw new HttpsError("permission-denied", ATHLETE_MESSAGES.notCoach);
  return coach;
}

/** The coach's calendar day (YYYY-MM-DD) at `now`, in their time zone. */
export function coachDay(coach: Pick<UserDoc, "timeZone">, now: Date): string {
  const { year, month, day } = localDay(now, resolveTimeZone(coach.timeZone).timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
