import type { AthleteRecord, MatchKey } from "@machines/inbox/athleteRecord";
import type { AthleteValues } from "@machines/inbox/extractedAthlete";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteValues, matchAthlete, mergeAthlete } from "../pipeline";
import { fold } from "../pipeline/text";
import { db } from "../lib/admin";
import { athleteKeys, coachAthletes, coachEmails, type CoachAthleteDoc } from "../lib/firestore";
import { eventHorizonOf } from "@machines/portal/events";
import { writeIndexRow } from "../athletes/athleteIndex";
import { keyOf } from "../lib/keys";

type Identity = Pick<AthleteValues, "firstName" | "lastName" | "gradYear" | "email" | "phone">;

const letters = (name: string) => fold(name).replace(/[^a-z]/g, "");

/**
 * The keys an athlete is found by. Exact keys (email, phone, full name and class) are also claimed
 * as documents, so two emails about one new athlete processed at the same moment make one record;
 * the prefix keys (class and the start of either name) find candidates that nicknames and typos
 * would miss, for matchAthlete to judge.
 */
export function identityKeys(identity: Identity): { exact: string[]; lookup: string[] } {
  const exact: string[] = [];
  const lookup: string[] = [];
  if (identity.email) exact.push(`email:${identity.email.toLowerCase()}`);
  if (identity.phone) exact.push(`phone:${identity.phone}`);
  const first = identity.firstName ? letters(identity.firstName) : "";
  const last = identity.lastName ? letters(identity.lastName) : "";
  if (identity.gradYear && first && last) exact.push(`name:${first}|${last}|${identity.gradYear}`);
  if (identity.gradYear && last) lookup.push(`last:${identity.gradYear}:${last.slice(0, 3)}`);
  if (identity.gradYear && first) lookup.push(`first:${identity.gradYear}:${first.slice(0, 3)}`);
  return { exact, lookup: [...exact, ...lookup] };
}

export const identityOf = (record: AthleteRecord): Identity => ({
  firstName: record.fields.firstName?.value ?? null,
  lastName: record.fields.lastName?.value ?? null,
  gradYear: record.fields.gradYear?.value ?? null,
  email: record.fields.email?.value ?? null,
  phone: record.fields.phone?.value ?? null,
});

/** The stored athlete: the record plus what lookups need (match keys, event horizon), the coach's own view kept. */
export function athleteDocOf(record: AthleteRecord, coachView?: CoachAthleteDoc["coachView"]): CoachAthleteDoc {
  return { ...record, matchKeys: identityKeys(identityOf(record)).lookup, eventHorizon: eventHorizonOf(record), ...(coachView ? { coachView } : {}) };
}

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

    const match = matchAthlete(values, candidates);
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
    const stored = athleteDocOf(merged, existing?.coachView);
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
