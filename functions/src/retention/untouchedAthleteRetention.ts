import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { athleteRetentionOf, type AthleteRetention } from "@machines/account/athleteRetention";
import { athleteRetentionCutoff } from "@machines/account/retention";
import { db } from "../lib/admin";
import { coachAthletes, users } from "../lib/firestore";
import { readAthleteWithKeys, removeAthleteWithKeys } from "../athletes/athleteRemoval";

const COACH_PAGE = 100;
/** Athletes found per query; each is deleted in its own transaction. */
const ATHLETE_PAGE = 50;

/**
 * Deletes every athlete record not touched (no email, edit, merge, split or undo: `touchedAt`, which
 * saveAthlete sets) for the period its coach chose in Settings, with her search-index row, identity keys
 * and merge records, through the athletes module's own removal (athletes/athleteRemoval.ts). Records stored
 * before `touchedAt` existed are reached once touchedAtBackfill.ts has stamped them (the scheduled job runs it first).
 *
 * Resumable: each athlete goes in one transaction that checks she is still untouched, and the sweep
 * looks only for what is left, so a run that stops halfway (a crash, or `maxAthletes` reached) is
 * finished by the next and nothing is done twice. Returns how many it deleted and whether it got through.
 */
export async function deleteUntouchedAthletes(now: Date, maxAthletes = 2_000): Promise<{ deleted: number; done: boolean }> {
  let deleted = 0;
  let after: string | null = null;
  for (;;) {
    let query = users.orderBy(FieldPath.documentId()).select("athleteRetention").limit(COACH_PAGE);
    if (after) query = query.startAfter(after);
    const coaches = (await query.get()).docs;
    for (const coach of coaches) {
      deleted += await deleteUntouchedAthletesOf(coach.id, athleteRetentionOf(coach.data()), now, maxAthletes - deleted);
      if (deleted >= maxAthletes) return { deleted, done: false };
    }
    if (coaches.length < COACH_PAGE) return { deleted, done: true };
    after = coaches.at(-1)!.id;
  }
}

/** Deletes up to `max` of one coach's athletes not touched for the period `retention` at `now`, oldest first; returns how many. */
export async function deleteUntouchedAthletesOf(uid: string, retention: AthleteRetention, now: Date, max: number): Promise<number> {
  const cutoff = Timestamp.fromDate(athleteRetentionCutoff(retention, now));
  let deleted = 0;
  for (;;) {
    const limit = Math.min(ATHLETE_PAGE, max - deleted);
    const page = (await coachAthletes(uid).where("touchedAt", "<=", cutoff).orderBy("touchedAt").select().limit(limit).get()).docs;
    for (const doc of page) if (await deleteIfUntouched(uid, doc.id, cutoff)) deleted += 1;
    if (page.length < limit || deleted >= max) return deleted;
  }
}

/** One athlete, if she is still untouched since `cutoff` (an email may have reached her since the query). */
function deleteIfUntouched(uid: string, athleteId: string, cutoff: Timestamp): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const found = await readAthleteWithKeys(transaction, uid, athleteId);
    const touchedAt = found.athlete?.touchedAt;
    if (!touchedAt || touchedAt.toMillis() > cutoff.toMillis()) return false;
    removeAthleteWithKeys(transaction, uid, found);
    return true;
  });
}
