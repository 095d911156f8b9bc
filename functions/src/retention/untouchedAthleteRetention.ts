import { FieldPath, Timestamp } from "firebase-admin/firestore";
import { athleteRetentionOf } from "@machines/account/athleteRetention";
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
 * and merge records, through the athletes module's own removal (athletes/athleteRemoval.ts).
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
      const cutoff = Timestamp.fromDate(athleteRetentionCutoff(athleteRetentionOf(coach.data()), now));
      deleted += await deleteCoachAthletesBefore(coach.id, cutoff, maxAthletes - deleted);
      if (deleted >= maxAthletes) return { deleted, done: false };
    }
    if (coaches.length < COACH_PAGE) return { deleted, done: true };
    after = coaches.at(-1)!.id;
  }
}

/** Deletes up to `max` of the coach's athletes last touched at or before `cutoff`, oldest first; returns how many. */
async function deleteCoachAthletesBefore(uid: string, cutoff: Timestamp, max: number): Promise<number> {
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
