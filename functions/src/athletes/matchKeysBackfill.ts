import type { QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { countWritten, updateIfUnchangedSinceRead, walkAthletes } from "../lib/athleteWalk";
import { allAthletes, matchKeysBackfill } from "../lib/firestore";
import { athleteDocOf, MATCH_KEYS_VERSION } from "./athleteDoc";

/**
 * Gives every stored athlete the match keys today's identityKeys writes, once per MATCH_KEYS_VERSION: an athlete
 * stored before a new kind of key (the `surname:` key an email without a class finds her by) would otherwise be found
 * only once another email about her rewrote her record, and a second record made meanwhile.
 *
 * Resumable (walkAthletes); each athlete is rewritten only if her keys differ and she is unchanged since read. The walk
 * is marked done for its version; a higher version starts it again. Only `matchKeys` is written: not `touchedAt`, which
 * says when an email or the coach last touched her. At most `maxRecords` read per call.
 */
export async function rekeyStoredAthletes(maxRecords = 3_000): Promise<{ rekeyed: number; done: boolean }> {
  const progress = (await matchKeysBackfill.get()).data();
  const { written, done } = await walkAthletes({
    records: allAthletes,
    from: progress?.version === MATCH_KEYS_VERSION ? progress : { after: null, doneAt: null },
    maxRecords,
    visit: (page) => countWritten(page.map(rekey)),
    save: (reached) => matchKeysBackfill.set({ version: MATCH_KEYS_VERSION, ...reached }),
  });
  return { rekeyed: written, done };
}

/** Writes the athlete's keys as today's code makes them, if they differ. */
async function rekey(snapshot: QueryDocumentSnapshot<CoachAthleteDoc>): Promise<boolean> {
  const stored = snapshot.data();
  const { matchKeys } = athleteDocOf(stored, { coachView: stored.coachView, mergedFrom: stored.mergedFrom });
  if (matchKeys.length === stored.matchKeys.length && matchKeys.every((key) => stored.matchKeys.includes(key))) return false;
  return updateIfUnchangedSinceRead(snapshot, { matchKeys });
}
