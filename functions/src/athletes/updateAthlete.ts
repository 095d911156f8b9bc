import { HttpsError } from "firebase-functions/v2/https";
import type { AthleteRecord } from "@machines/inbox/athleteRecord";
import { ATHLETE_FIELDS } from "@machines/inbox/extractedAthlete";
import { ATHLETE_MESSAGES, type AthleteCorrections } from "@machines/portal/athletes";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { coachAthletes } from "../lib/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { athleteDocOf } from "./athleteDoc";
import { applyCoachCorrection } from "../pipeline/merge";
import { saveAthlete } from "./athleteIndex";
import { athleteDetail } from "./athleteDetail";
import { requireCoach } from "../lib/coach";

function applyCorrections(record: AthleteRecord, corrections: AthleteCorrections, at: string): AthleteRecord {
  let corrected = record;
  for (const key of ATHLETE_FIELDS) {
    const value = corrections[key];
    if (value !== undefined) corrected = applyCoachCorrection(corrected, key, value as never, at);
  }
  return corrected;
}

/**
 * The coach's own rating, tags and notes, and corrections of fields: a corrected field is the
 * coach's from then on (later emails only add to its history). In one transaction with the athlete's
 * search-index row, so a concurrent email and this edit both land.
 */
export const updateAthlete = defineCallable("updateAthlete", {
  rateLimit: { limit: 300, windowSeconds: 600 },
  async handle({ athleteId, rating, tags, notes, corrections }, { auth }) {
    await requireCoach(auth.uid);
    const updated = await db.runTransaction(async (transaction) => {
      const ref = coachAthletes(auth.uid).doc(athleteId);
      const current = (await transaction.get(ref)).data();
      if (!current) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      const view = current.coachView ?? { rating: null, tags: [], notes: "" };
      const record = corrections ? applyCorrections(current, corrections, new Date().toISOString()) : current;
      const next: CoachAthleteDoc = athleteDocOf(record, {
        mergedFrom: current.mergedFrom,
        coachView: {
          rating: rating === undefined ? view.rating : rating,
          tags: tags === undefined ? view.tags : [...new Set(tags)],
          notes: notes === undefined ? view.notes : notes,
        },
      });
      saveAthlete(transaction, auth.uid, next);
      return next;
    });
    return athleteDetail(auth.uid, updated);
  },
});
