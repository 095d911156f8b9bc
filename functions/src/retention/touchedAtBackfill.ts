import { FieldPath, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { db, hasFirestoreStatus } from "../lib/admin";
import { allAthleteTouches, touchedAtBackfill } from "../lib/firestore";

/** Records read per page; only those without `touchedAt` are written. */
const PAGE_SIZE = 300;

/**
 * Athlete records stored before `touchedAt` existed lack it, and a range query never matches a missing
 * field: the untouched-athlete sweep (untouchedAthleteRetention.ts) would keep them forever. Each gets,
 * once, the time its document was last written (Firestore's `updateTime`), which is when the record was
 * last touched in the sweep's sense: any write to it (an email, an edit, a merge) moved that time. Not the
 * record's own `updatedAt`: that is the newest email's or correction's date, which a rating, tag or note
 * leaves as it was, so it could date a record the coach worked on since too early.
 *
 * One-off and resumable: records are walked in path order from a cursor saved after each page, and each is
 * stamped only if it is unchanged since it was read (a write since then went through saveAthlete, which
 * stamped it). Once the walk has passed the last record it is marked done, and later calls only read that
 * mark: every record written since carries `touchedAt`. At most `maxRecords` read per call.
 */
export async function stampMissingTouchedAt(maxRecords = 6_000): Promise<{ stamped: number; done: boolean }> {
  const progress = (await touchedAtBackfill.get()).data() ?? { after: null, doneAt: null };
  if (progress.doneAt) return { stamped: 0, done: true };
  let { after } = progress;
  let stamped = 0;
  let read = 0;
  for (;;) {
    const limit = Math.min(PAGE_SIZE, maxRecords - read);
    let query = allAthleteTouches().orderBy(FieldPath.documentId()).limit(limit);
    if (after) query = query.startAfter(db.doc(after));
    const page = (await query.get()).docs;
    const results = await Promise.all(page.filter((record) => !record.data().touchedAt).map(stampLastWrite));
    stamped += results.filter(Boolean).length;
    read += page.length;
    after = page.at(-1)?.ref.path ?? after;
    const done = page.length < limit;
    await touchedAtBackfill.set({ after, doneAt: done ? Timestamp.now() : null });
    if (done || read >= maxRecords) return { stamped, done };
  }
}

/** Sets the record's `touchedAt` to its last write, unless it was written or deleted since it was read. */
async function stampLastWrite(record: QueryDocumentSnapshot<Pick<CoachAthleteDoc, "touchedAt">>): Promise<boolean> {
  try {
    await record.ref.update({ touchedAt: record.updateTime }, { lastUpdateTime: record.updateTime });
    return true;
  } catch (error) {
    // Deleted, or written since it was read.
    if (hasFirestoreStatus(error, "notFound", "failedPrecondition")) return false;
    throw error;
  }
}
