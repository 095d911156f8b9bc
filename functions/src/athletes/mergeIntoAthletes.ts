import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { athleteUpdateOf, type AthleteUpdate } from "@machines/inbox/summaryNotes";
import { athleteValues, matchIdentity, mergeAthlete } from "../pipeline/merge";
import { db } from "../lib/admin";
import { athleteKeys, coachAthletes, coachEmails } from "../lib/firestore";
import { saveAthlete } from "./athleteIndex";
import { keyOf } from "../lib/keys";
import { athleteDocOf, keysToFind, knownIdentities } from "./athleteDoc";

export interface MergeOutcome {
  /** The email's main athlete. */
  athleteId: string;
  /** Every athlete the email introduced, in its order (the main one among them). */
  athleteIds: string[];
}

/**
 * Folds a recruiting email into the coach's athletes in one transaction: for each athlete it
 * introduces, finds her (or makes her), merges the email in (newest value wins, history kept, the
 * coach's own corrections never overwritten), then marks the email summarised with every athlete.
 * A retried or concurrent run of the same email changes nothing more (the email is summarised at
 * once with all its athletes, or not at all); concurrent emails about one athlete end in one record.
 */
/** The athlete an email of one athlete is known to be about: its writer is she or her family, and it named her (namesFit). */
export interface WrittenAbout {
  athleteId: string;
  detail: string;
}

export function mergeIntoAthletes(uid: string, emailId: string, processed: ProcessedEmail, receivedAt: Date, storedAt = receivedAt, writtenAbout: WrittenAbout | null = null): Promise<MergeOutcome> {
  const main = processed.athlete!;
  const extracted = processed.athletes?.length ? processed.athletes : [main];
  const lookups = extracted.map((athlete) => {
    const values = athleteValues(athlete);
    const keys = keysToFind(values, receivedAt);
    return { athlete, values, keys, keyRefs: keys.exact.map((key) => athleteKeys(uid).doc(keyOf(key))) };
  });
  return db.runTransaction(async (transaction) => {
    const emailRef = coachEmails(uid).doc(emailId);
    const [email, writtenAboutRecord, reads] = await Promise.all([
      transaction.get(emailRef).then((snapshot) => snapshot.data()),
      writtenAbout && extracted.length === 1 ? transaction.get(coachAthletes(uid).doc(writtenAbout.athleteId)).then((snapshot) => snapshot.data()) : Promise.resolve(undefined),
      Promise.all(
        lookups.map(({ keys, keyRefs }) =>
          Promise.all([
            Promise.all(keyRefs.map((ref) => transaction.get(ref).then((snapshot) => snapshot.data()))),
            keys.lookup.length
              ? transaction.get(coachAthletes(uid).where("matchKeys", "array-contains-any", keys.lookup)).then((query) => query.docs.map((doc) => doc.data()))
              : Promise.resolve([]),
          ]),
        ),
      ),
    ]);
    if (email?.state.status === "summarised") return { athleteId: email.state.athleteId, athleteIds: email.state.athleteIds ?? [email.state.athleteId] };

    const athleteIds: string[] = [];
    const athleteUpdates: AthleteUpdate[] = [];
    const claimedHere = new Set<string>();
    lookups.forEach(({ athlete, values, keys, keyRefs }, index) => {
      const [claims, found] = reads[index]!;
      // Two athletes of one email are two people: one already matched is no candidate for the next (twins sharing the family phone).
      const candidates = found.filter((record) => !athleteIds.includes(record.id));
      // An athlete the coach merged into another is found under the one it joined (never made again). Her own or her
      // family's later note, which named her, is hers where it gives too little to find her by (her first name only).
      const identified = matchIdentity(values, candidates.flatMap(knownIdentities));
      const match = identified ?? (writtenAboutRecord ? { athleteId: writtenAboutRecord.id, matchedBy: "writer" as const, detail: writtenAbout!.detail } : null);
      const existing = identified ? (candidates.find((record) => record.id === identified.athleteId) ?? null) : (writtenAboutRecord ?? null);
      const athleteId = existing?.id ?? coachAthletes(uid).doc().id;
      const merged = mergeAthlete({
        record: existing,
        newId: athleteId,
        extracted: athlete,
        events: processed.events,
        emailId,
        receivedAt: receivedAt.toISOString(),
        matchedBy: match?.matchedBy ?? null,
        detail: match?.detail ?? "first email about this athlete",
      });
      // `receivedAt` is when she was in touch (an imported message's own date); a new athlete joined the list when the email was stored.
      const stored = athleteDocOf(existing ? merged : { ...merged, createdAt: storedAt.toISOString() }, { coachView: existing?.coachView, mergedFrom: existing?.mergedFrom });
      athleteUpdates.push(athleteUpdateOf(existing, merged));
      saveAthlete(transaction, uid, stored);
      // Claim the keys nobody holds yet; a key another athlete holds (a shared family phone) stays theirs.
      claims.forEach((claim, keyIndex) => {
        const key = keys.exact[keyIndex]!;
        if (claim || claimedHere.has(key)) return;
        claimedHere.add(key);
        transaction.create(keyRefs[keyIndex]!, { key, athleteId });
      });
      athleteIds.push(athleteId);
    });
    const athleteId = athleteIds[Math.max(0, extracted.indexOf(main))]!;
    transaction.update(emailRef, { state: { status: "summarised", athleteId, ...(athleteIds.length > 1 ? { athleteIds } : {}) }, summaryPending: true, athleteUpdates });
    return { athleteId, athleteIds };
  });
}
