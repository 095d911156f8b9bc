import { defineCallable } from "../lib/callable";
import { athleteDetail, coachAthlete } from "./athleteDetail";
import { requireCoach } from "../lib/coach";

/** One of the coach's athletes with every field's confidence and source, and the emails it came from. */
export const getAthlete = defineCallable("getAthlete", {
  rateLimit: { limit: 300, windowSeconds: 600 },
  async handle({ athleteId }, { auth }) {
    await requireCoach(auth.uid);
    return athleteDetail(auth.uid, await coachAthlete(auth.uid, athleteId));
  },
});
