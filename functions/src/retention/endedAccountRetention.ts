import { FieldPath } from "firebase-admin/firestore";
import { terminatedAccountExpired } from "@machines/account/retention";
import { users } from "../lib/firestore";
import { NOT_PROCESSING_STATUSES, accountEndedAt } from "../billing/plan";
import { startAccountDeletion } from "../account/accountDeletion";

const PAGE_SIZE = 100;

/**
 * Starts the deletion of every account that ended (cancelled or lapsed, not reactivated) more than
 * RETENTION_DAYS.afterTermination days before `now`: the same durable job as 'Delete my account'
 * (account/accountDeletion.ts), which deletes everything in the footprint and tells the coach why.
 * Until then the coach can still sign in and download their data. Resumable: an account whose deletion
 * is done has no `users` document left, and starting a deletion already started changes nothing, so a
 * run that stops halfway is simply finished by the next. Returns the uids it started.
 */
export async function deleteEndedAccounts(now: Date): Promise<string[]> {
  const started: string[] = [];
  let after: string | null = null;
  for (;;) {
    let query = users.where("billing.status", "in", NOT_PROCESSING_STATUSES).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) query = query.startAfter(after);
    const page = (await query.get()).docs;
    for (const doc of page) {
      const coach = doc.data();
      const endedAt = accountEndedAt(coach, now);
      if (!endedAt || !terminatedAccountExpired(endedAt, now)) continue;
      await startAccountDeletion(doc.id, coach, "retention");
      started.push(doc.id);
    }
    if (page.length < PAGE_SIZE) return started;
    after = page.at(-1)!.id;
  }
}
