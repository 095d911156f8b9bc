import { FieldPath, Timestamp, type DocumentData, type Query, type QueryDocumentSnapshot, type UpdateData } from "firebase-admin/firestore";
import { db, hasFirestoreStatus } from "./admin";

/** Records read per page. */
const PAGE_SIZE = 300;

/** Where a walk over every coach's athletes that runs in parts has come to: the last record's path, and when it passed the end. */
export interface WalkProgress {
  after: string | null;
  doneAt: Timestamp | null;
}

interface Walk<T extends DocumentData> {
  /** The records to walk (a collection-group query over every coach's athletes). */
  records: () => Query<T>;
  from: WalkProgress;
  maxRecords: number;
  /** Acts on one page of records; says how many it wrote. */
  visit: (page: Array<QueryDocumentSnapshot<T>>) => Promise<number>;
  /** Saves where the walk has come to, after each page, so the next call resumes there. */
  save: (progress: WalkProgress) => Promise<unknown>;
}

/**
 * Walks records in path order from where the last call stopped, a page at a time, until it passes the last one
 * (then `done`) or has read `maxRecords`. Path order is stable, so a record added behind the cursor is skipped: a
 * walk is for records stored before the code that writes its change today (which every later write goes through).
 */
export async function walkAthletes<T extends DocumentData>({ records, from, maxRecords, visit, save }: Walk<T>): Promise<{ written: number; done: boolean }> {
  if (from.doneAt) return { written: 0, done: true };
  let { after } = from;
  let written = 0;
  let read = 0;
  for (;;) {
    const limit = Math.min(PAGE_SIZE, maxRecords - read);
    let query = records().orderBy(FieldPath.documentId()).limit(limit);
    if (after) query = query.startAfter(db.doc(after));
    const page = (await query.get()).docs;
    written += await visit(page);
    read += page.length;
    after = page.at(-1)?.ref.path ?? after;
    const done = page.length < limit;
    await save({ after, doneAt: done ? Timestamp.now() : null });
    if (done || read >= maxRecords) return { written, done };
  }
}

/**
 * Writes `change` to a record the walk read, unless it was written or deleted since: a write since went through
 * saveAthlete, which wrote today's shape, so the walk's older reading must not overwrite it.
 */
export async function updateIfUnchangedSinceRead<T extends DocumentData>(record: QueryDocumentSnapshot<T>, change: UpdateData<T>): Promise<boolean> {
  try {
    await record.ref.update(change, { lastUpdateTime: record.updateTime });
    return true;
  } catch (error) {
    if (hasFirestoreStatus(error, "notFound", "failedPrecondition")) return false;
    throw error;
  }
}

/** How many of a page's writes happened. */
export const countWritten = async (writes: Array<Promise<boolean>>) => (await Promise.all(writes)).filter(Boolean).length;
