import { FieldPath, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { db, hasFirestoreStatus } from "../lib/admin";
import { allAthletes, matchKeysBackfill } from "../lib/firestore";
import { athleteDocOf, MATCH_KEYS_VERSION } from "./athleteDoc";

/** Athletes read per page; only those whose keys differ are written. */
const PAGE_SIZE = 300;

/**
 * Gives every stored athlete the match keys today's identityKeys writes, once per MATCH_KEYS_VERSION: an athlete
 * stored before a new kind of key (the `surname:` key an email without a class finds her by) would otherwise be found
 * only once another email about her rewrote her record, and a second record made meanwhile.
 *
 * Resumable: athletes are walked in path order from a cursor saved after each page, and each is rewritten only if it is
 * unchanged since it was read (a write since then went through saveAthlete, which wrote today's keys). The walk is
 * marked done for its version; a higher version starts it again. Only `matchKeys` is written: not `touchedAt`, which
 * says when an email or the coach last touched her. At most `maxRecords` read per call.
 */
export async function rekeyStoredAthletes(maxRecords = 3_000): Promise<{ rekeyed: number; done: boolean }> {
  const progress = (await matchKeysBackfill.get()).data();
  const current = progress?.version === MATCH_KEYS_VERSION ? progress : { version: MATCH_KEYS_VERSION, after: null, doneAt: null };
  if (current.doneAt) return { rekeyed: 0, done: true };
  let { after } = current;
  let rekeyed = 0;
  let read = 0;
  for (;;) {
    const limit = Math.min(PAGE_SIZE, maxRecords - read);
    let query = allAthletes().orderBy(FieldPath.documentId()).limit(limit);
    if (after) query = query.startAfter(db.doc(after));
    const page = (await query.get()).docs;
    const results = await Promise.all(page.map(rekey));
    rekeyed += results.filter(Boolean).length;
    read += page.length;
    after = page.at(-1)?.ref.path ?? after;
    const done = page.length < limit;
    await matchKeysBackfill.set({ version: MATCH_KEYS_VERSION, after, doneAt: done ? Timestamp.now() : null });
    if (done || read >= maxRecords) return { rekeyed, done };
  }
}

/** Writes the athlete's keys as today's code makes them, if they differ and she was not written or deleted since read. */
async function rekey(snapshot: QueryDocumentSnapshot<CoachAthleteDoc>): Promise<boolean> {
  const stored = snapshot.data();
  const { matchKeys } = athleteDocOf(stored, { coachView: stored.coachView, mergedFrom: stored.mergedFrom });
  if (matchKeys.length === stored.matchKeys.length && matchKeys.every((key) => stored.matchKeys.includes(key))) return false;
  try {
    await snapshot.ref.update({ matchKeys }, { lastUpdateTime: snapshot.updateTime });
    return true;
  } catch (error) {
    if (hasFirestoreStatus(error, "notFound", "failedPrecondition")) return false;
    throw error;
  }
}
