import { HttpsError } from "firebase-functions/v2/https";
import { ATHLETE_MESSAGES, MAX_MERGED_SOURCES } from "@machines/portal/athletes";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { athleteMerges, coachAthletes } from "../lib/firestore";
import { athleteDetail } from "./athleteDetail";
import { deleteAthlete, saveAthlete } from "./athleteIndex";
import { mergeDocs } from "./athleteMerge";
import { athleteIdsOf, storedEmails } from "./storedEmails";

/**
 * Folds one of the coach's athletes into another (athleteMerge.ts says how), in one transaction with
 * both search-index rows and the record of the merge a split undoes. Asked again after it happened, it
 * changes nothing and answers the kept athlete; an id that is not the coach's finds nothing.
 */
export const mergeAthletes = defineCallable("mergeAthletes", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ keepId, mergeId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const kept = await db.runTransaction(async (transaction) => {
      const keepRef = coachAthletes(uid).doc(keepId);
      const mergeRef = coachAthletes(uid).doc(mergeId);
      const [keep, other] = await Promise.all([transaction.get(keepRef), transaction.get(mergeRef)]).then((snapshots) => snapshots.map((snapshot) => snapshot.data()));
      if (!keep) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      if (!other) {
        if (keep.mergedFrom?.some((entry) => entry.athleteId === mergeId)) return keep;
        throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      }
      if ((keep.mergedFrom?.length ?? 0) >= MAX_MERGED_SOURCES) throw new HttpsError("failed-precondition", ATHLETE_MERGE_MESSAGES.tooManyMerged);
      const emails = await storedEmails(uid, [...new Set([...keep.sourceEmailIds, ...other.sourceEmailIds])], [...athleteIdsOf(keep), ...athleteIdsOf(other)]);
      const { kept: merged, log } = mergeDocs(keep, other, new Date().toISOString(), emails.complete ? emails.found : null);
      saveAthlete(transaction, uid, merged);
      deleteAthlete(transaction, uid, mergeId);
      transaction.set(athleteMerges(uid).doc(mergeId), log);
      return merged;
    });
    return athleteDetail(uid, kept);
  },
});
