import { countWritten, updateIfUnchangedSinceRead, walkAthletes } from "../lib/athleteWalk";
import { allAthleteTouches, touchedAtBackfill } from "../lib/firestore";

/**
 * Athlete records stored before `touchedAt` existed lack it, and a range query never matches a missing
 * field: the untouched-athlete sweep (untouchedAthleteRetention.ts) would keep them forever. Each gets,
 * once, the time its document was last written (Firestore's `updateTime`), which is when the record was
 * last touched in the sweep's sense: any write to it (an email, an edit, a merge) moved that time. Not the
 * record's own `updatedAt`: that is the newest email's or correction's date, which a rating, tag or note
 * leaves as it was, so it could date a record the coach worked on since too early.
 *
 * One-off and resumable (walkAthletes): each record is stamped only if it is unchanged since it was read (a
 * write since then went through saveAthlete, which stamped it). Once the walk has passed the last record it is
 * marked done, and later calls only read that mark: every record written since carries `touchedAt`. At most
 * `maxRecords` read per call.
 */
export async function stampMissingTouchedAt(maxRecords = 6_000): Promise<{ stamped: number; done: boolean }> {
  const { written, done } = await walkAthletes({
    records: allAthleteTouches,
    from: (await touchedAtBackfill.get()).data() ?? { after: null, doneAt: null },
    maxRecords,
    visit: (page) => countWritten(page.filter((record) => !record.data().touchedAt).map((record) => updateIfUnchangedSinceRead(record, { touchedAt: record.updateTime }))),
    save: (reached) => touchedAtBackfill.set(reached),
  });
  return { stamped: written, done };
}
