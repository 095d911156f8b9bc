import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import { RETENTION_DAYS } from "@machines/productFacts";
import { daysBefore, terminatedAccountExpired } from "@machines/account/retention";
import type { UserDoc } from "@machines/account/documents";
import { users } from "../lib/firestore";
import { NOT_PROCESSING_STATUSES, accountEndedAt } from "../billing/plan";
import { startAccountDeletion } from "../account/accountDeletion";

const PAGE_SIZE = 100;

/**
 * Starts the deletion of every account that ended (cancelled or lapsed, not reactivated) more than
 * RETENTION_DAYS.afterTermination days before `now`: the same durable job as 'Delete my account'
 * (account/accountDeletion.ts), which deletes everything in the footprint and tells the coach why.
 * Until then the coach can still sign in and download their data. Two walks find them: accounts whose
 * subscription stopped serving, and accounts billing never knew (the trial start's billing step never
 * finished), which end with their trial (`accountEndedAt`) and have no status for the first to match.
 * Resumable: an account whose deletion is done has no `users` document left, and starting a deletion
 * already started changes nothing, so a run that stops halfway is simply finished by the next.
 * Returns the uids it started.
 */
export async function deleteEndedAccounts(now: Date): Promise<string[]> {
  const stoppedServing = users.where("billing.status", "in", NOT_PROCESSING_STATUSES).orderBy(FieldPath.documentId());
  const trialLongOver = users.where("trialEndsAt", "<=", Timestamp.fromDate(daysBefore(now, RETENTION_DAYS.afterTermination))).orderBy("trialEndsAt").orderBy(FieldPath.documentId());
  return [...(await deleteExpired(stoppedServing, now)), ...(await deleteExpired(trialLongOver, now, (coach) => !coach.billing?.status))];
}

async function deleteExpired(query: Query<UserDoc>, now: Date, only: (coach: UserDoc) => boolean = () => true): Promise<string[]> {
  const started: string[] = [];
  let page = (await query.limit(PAGE_SIZE).get()).docs;
  for (;;) {
    for (const doc of page) {
      const coach = doc.data();
      const endedAt = accountEndedAt(coach, now);
      if (!only(coach) || !endedAt || !terminatedAccountExpired(endedAt, now)) continue;
      await startAccountDeletion(doc.id, coach, "retention");
      started.push(doc.id);
    }
    if (page.length < PAGE_SIZE) return started;
    page = (await query.startAfter(page.at(-1)!).limit(PAGE_SIZE).get()).docs;
  }
}
