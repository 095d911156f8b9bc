import { coachEmails, getAllOf } from "../lib/firestore";
import type { StoredEmail } from "./athleteMerge";

/**
 * The coach's emails by id with what the engine read from them, for folding them into an athlete
 * again; `complete` says whether every one was found with an athlete in it. Emails never change once
 * summarised, so this reads outside any transaction (new mail is not held up).
 */
export async function storedEmails(uid: string, ids: readonly string[]): Promise<{ found: StoredEmail[]; complete: boolean }> {
  const docs = await getAllOf(ids.map((id) => coachEmails(uid).doc(id)));
  const found = docs.flatMap((email, index) =>
    email?.processed?.athlete
      ? [{ emailId: ids[index]!, receivedAt: email.receivedAt.toDate().toISOString(), extracted: email.processed.athlete, events: email.processed.events }]
      : [],
  );
  return { found, complete: found.length === ids.length };
}
