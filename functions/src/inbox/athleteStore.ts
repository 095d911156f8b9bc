import type { MatchKey } from "@machines/inbox/athleteRecord";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteValues, matchIdentity, mergeAthlete } from "../pipeline";
import { db } from "../lib/admin";
import { athleteKeys, coachAthletes, coachEmails } from "../lib/firestore";
import { writeIndexRow } from "../athletes/athleteIndex";
import { keyOf } from "../lib/keys";
import { athleteDocOf, identityKeys, knownIdentities } from "./athleteDoc";

export interface MergeOutcome {
  athleteId: string;
  created: boolean;
  matchedBy: MatchKey | null;
}

/**
 * Folds a recruiting email into the coach's athletes in one transaction: finds the athlete it is
 * about (or makes one), merges the email in (newest value wins, history kept, the coach's own
 * corrections never overwritten) and marks the email summarised. A retried or concurrent run of the
 * same email changes nothing more; concurrent emails about one athlete end in one record.
 */
export function mergeIntoAthletes(uid: string, emailId: string, processed: ProcessedEmail, receivedAt: Date): Promise<MergeOutcome> {
  const extracted = processed.athlete!;
  const values = athleteValues(extracted);
  const keys = identityKeys(values);
  return db.runTransaction(async (transaction) => {
    const emailRef = coachEmails(uid).doc(emailId);
    const keyRefs = keys.exact.map((key) => athleteKeys(uid).doc(keyOf(key)));
    const [email, claims, candidates] = await Promise.all([
      transaction.get(emailRef).then((snapshot) => snapshot.data()),
      Promise.all(keyRefs.map((ref) => transaction.get(ref).then((snapshot) => snapshot.data()))),
      keys.lookup.length
        ? transaction.get(coachAthletes(uid).where("matchKeys", "array-contains-any", keys.lookup.slice(0, 30))).then((query) => query.docs.map((doc) => doc.data()))
        : Promise.resolve([]),
    ]);
    if (email?.state.status === "summarised") return { athleteId: email.state.athleteId, created: false, matchedBy: null };

    // An athlete the coach merged into another is found under the one it joined (never made again).
    const match = matchIdentity(values, candidates.flatMap(knownIdentities));
    const existing = match ? (candidates.find((record) => record.id === match.athleteId) ?? null) : null;
    const athleteId = existing?.id ?? coachAthletes(uid).doc().id;
    const merged = mergeAthlete({
      record: existing,
      newId: athleteId,
      extracted,
      events: processed.events,
      emailId,
      receivedAt: receivedAt.toISOString(),
      matchedBy: match?.matchedBy ?? null,
      detail: match?.detail ?? "first email about this athlete",
    });
    const stored = athleteDocOf(merged, { coachView: existing?.coachView, mergedFrom: existing?.mergedFrom });
    transaction.set(coachAthletes(uid).doc(athleteId), stored);
    writeIndexRow(transaction, uid, stored);
    // Claim the keys nobody holds yet; a key another athlete holds (a shared family phone) stays theirs.
    claims.forEach((claim, index) => {
      if (!claim) transaction.create(keyRefs[index]!, { key: keys.exact[index]!, athleteId });
    });
    transaction.update(emailRef, { state: { status: "summarised", athleteId }, summaryPending: true });
    return { athleteId, created: existing === null, matchedBy: match?.matchedBy ?? null };
  });
}
