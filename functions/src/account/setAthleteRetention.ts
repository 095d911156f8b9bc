import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { users } from "../lib/firestore";

/** Saves how long the signed-in coach's untouched athletes are kept (their own account only; the sweep reads it). */
export const setAthleteRetention = defineCallable("setAthleteRetention", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  async handle({ athleteRetention }, { auth }) {
    await requireCoach(auth.uid);
    await users.doc(auth.uid).update({ athleteRetention });
    return { athleteRetention };
  },
});
