import { FieldPath, Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { RETENTION_DAYS } from "@machines/productFacts";
import { daysBefore, rawEmailExpired } from "@machines/account/retention";
import { db } from "../lib/admin";
import { allCoachEmails, retentionCursors } from "../lib/firestore";
import { deleteRawChunks } from "../inbox/rawMessages";
import type { CoachEmailDoc } from "@machines/inbox/documents";

/** Emails read per query page; each one's chunks and record change in one batch. */
const PAGE_SIZE = 50;
const CURSOR = retentionCursors.doc("rawEmails");

/**
 * Deletes the original (gzip'd MIME chunks) of every email processed more than RETENTION_DAYS.rawEmail
 * days before `now`, oldest first. An email not about an athlete (filtered, unsure, failed) keeps no text
 * either: only a summarised email's text is shown again, on its athletes' pages.
 *
 * Resumable: the sweep walks emails by `processedAt` from a cursor saved after each page, and each email's
 * chunks and its `raw.deletedAt` mark change in one batch; a run that stops halfway is picked up by the
 * next, which skips what is already marked. An email processed again later (rescued) moves past the
 * cursor and is met again in its turn. At most `maxEmails` per run; returns how many originals it deleted.
 */
export async function deleteExpiredRawEmails(now: Date, maxEmails = 2_000): Promise<{ deleted: number; done: boolean }> {
  const cutoff = Timestamp.fromDate(daysBefore(now, RETENTION_DAYS.rawEmail));
  let deleted = 0;
  let seen = 0;
  let cursor = (await CURSOR.get()).data();
  for (;;) {
    let query = allCoachEmails().where("processedAt", "<=", cutoff).orderBy("processedAt").orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (cursor) query = query.startAfter(cursor.processedAt, db.doc(cursor.path));
    const page = (await query.get()).docs;
    for (const doc of page) if (await deleteOriginal(doc, now)) deleted += 1;
    seen += page.length;
    const last = page.at(-1);
    if (last) {
      cursor = { processedAt: last.data().processedAt!, path: last.ref.path };
      await CURSOR.set(cursor);
    }
    if (page.length < PAGE_SIZE) return { deleted, done: true };
    if (seen >= maxEmails) return { deleted, done: false };
  }
}

async function deleteOriginal(doc: QueryDocumentSnapshot<CoachEmailDoc>, now: Date): Promise<boolean> {
  const email = doc.data();
  if (email.raw.deletedAt || !rawEmailExpired({ status: email.state.status, processedAt: email.processedAt?.toDate() ?? null }, now)) return false;
  const uid = doc.ref.parent.parent!.id;
  const batch = db.batch();
  await deleteRawChunks(batch, uid, doc.id);
  const keepsText = email.state.status === "summarised";
  batch.update(doc.ref, {
    "raw.deletedAt": Timestamp.fromDate(now),
    ...(email.processed && !keepsText ? { "processed.text": "", "processed.coachNote": null } : {}),
  });
  await batch.commit();
  return true;
}
