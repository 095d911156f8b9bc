import { HttpsError } from "firebase-functions/v2/https";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { athleteMerges, coachAthletes } from "../lib/firestore";
import { athleteDetail } from "./athleteDetail";
import { saveAthlete } from "./athleteIndex";
import { laterEmailIds, splitDocs } from "./athleteMerge";
import { athleteIdsOf, storedEmails } from "./storedEmails";

/**
 * Undoes a wrong merge: `{ athleteId, mergedAthleteId }` names the athlete the coach is looking at and
 * one athlete merged into it (by its original id, as the athlete page lists it). That athlete comes
 * back under its own id with its own emails, fields, corrections, rating, tags and notes; emails that
 * arrived since the merge go to whichever of the two they match (splitDocs). One transaction with both
 * index rows; asked again after it happened, it changes nothing.
 */
export const splitAthlete = defineCallable("splitAthlete", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ athleteId, mergedAthleteId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const kept = await db.runTransaction(async (transaction) => {
      const keptRef = coachAthletes(uid).doc(athleteId);
      const logRef = athleteMerges(uid).doc(mergedAthleteId);
      const [current, log] = await Promise.all([transaction.get(keptRef).then((s) => s.data()), transaction.get(logRef).then((s) => s.data())]);
      if (!current) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      const entries = current.mergedFrom ?? [];
      const position = entries.findIndex((entry) => entry.athleteId === mergedAthleteId);
      if (position < 0 || !log || log.keptId !== athleteId) {
        if (log?.keptId === athleteId && log.splitAt !== null) return current;
        throw new HttpsError("not-found", ATHLETE_MERGE_MESSAGES.notMerged);
      }
      const later = entries.slice(position + 1);
      const laterLogs = (await Promise.all(later.map((entry) => transaction.get(athleteMerges(uid).doc(entry.athleteId)).then((s) => s.data())))).flatMap((doc) =>
        doc?.keptId === athleteId && doc.splitAt === null ? [doc] : [],
      );
      const { found: laterEmails } = await storedEmails(uid, laterEmailIds(current, log, laterLogs), athleteIdsOf(current));
      const { kept: split, restored, laterLogs: rewritten } = splitDocs({ current, log, laterLogs, laterEmails });
      for (const later of rewritten) transaction.set(athleteMerges(uid).doc(later.merged.id), later);
      saveAthlete(transaction, uid, split);
      saveAthlete(transaction, uid, restored);
      transaction.update(logRef, { splitAt: new Date().toISOString() });
      return split;
    });
    return { athlete: await athleteDetail(uid, kept), restoredAthleteId: mergedAthleteId };
  },
});
