import { athleteName } from "@machines/inbox/athleteCard";
import { RECORD_LIMITS, type AthleteRecord, type FieldHistoryEntry, type MergeEntry, type RecordField, type RecordFields } from "@machines/inbox/athleteRecord";
import { ATHLETE_FIELDS, type AthleteField, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { Tournament } from "@machines/inbox/tournaments";
import { MAX_MERGED_EMAILS_SHOWN, MAX_NOTES_LENGTH, MAX_TAGS } from "@machines/portal/athletes";
import { applyCoachCorrection, athleteValues, matchIdentity, mergeAthlete, mergeContacts, statementOf, type AthleteMatch } from "../pipeline/merge";
import { athleteDocOf, knownIdentities, writerRelation } from "./athleteDoc";
import { fold } from "../pipeline/text";
import type { AthleteMergeDoc, CoachAthleteDoc, CoachViewDoc, MergedFromEntry } from "@machines/athletes/documents";

/**
 * Merging two of a coach's athletes and splitting a wrong merge apart, as pure functions of the stored
 * documents (the callables mergeAthletes and splitAthlete run them in a transaction).
 *
 * A merge gives what one athlete would hold had every email of both been matched to it from the start:
 * their emails are folded in again in the order they arrived (mergeAthlete: a newer value stated at least
 * as surely wins, the others go to history), then the coach's corrections of both are applied (the kept athlete's last, so
 * they win). Records whose emails are not all stored (seeded ones) are joined field by field instead
 * (combineRecords). The coach's own view joins too: the kept rating (else the merged one), tags of
 * both, notes of both.
 * Both athletes as they were are kept in an AthleteMergeDoc, so a split can give each its own back.
 */

const ORDER = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The engine's record of a stored athlete, without what the coach or lookups keep beside it. */
export function recordOf(doc: CoachAthleteDoc): AthleteRecord {
  const { id, fields, history, sourceEmailIds, merges, tournaments, contacts, createdAt, updatedAt } = doc;
  return { id, fields, history, sourceEmailIds, merges, tournaments, ...(contacts?.length ? { contacts } : {}), createdAt, updatedAt };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `other`'s value of a field beats `kept`'s: a correction beats an email, the kept athlete's correction beats all, else the newer email. */
function otherWins(kept: RecordField<unknown>, other: RecordField<unknown>): boolean {
  if (kept.correctedByCoach) return false;
  return other.correctedByCoach || other.updatedAt > kept.updatedAt;
}

/** Both records as one, under the kept record's id. */
export function combineRecords(kept: AthleteRecord, other: AthleteRecord): AthleteRecord {
  const fields: Record<AthleteField, RecordField<unknown> | null> = { ...kept.fields };
  const history: FieldHistoryEntry[] = [...kept.history, ...other.history];
  for (const key of ATHLETE_FIELDS) {
    const mine = kept.fields[key] as RecordField<unknown> | null;
    const theirs = other.fields[key] as RecordField<unknown> | null;
    if (!theirs) continue;
    if (!mine) {
      fields[key] = theirs;
      continue;
    }
    const [winner, loser] = otherWins(mine, theirs) ? [theirs, mine] : [mine, theirs];
    fields[key] = winner;
    if (!sameValue(winner.value, loser.value)) {
      const replacedAt = [mine.updatedAt, theirs.updatedAt].sort(ORDER)[1]!;
      history.push({ field: key, value: loser.value, sourceEmailId: loser.sourceEmailId, replacedAt, replacedByEmailId: winner.sourceEmailId });
    }
  }
  const merges = [...kept.merges, ...other.merges].sort((a, b) => ORDER(a.at, b.at));
  const arrivedAt = new Map(merges.map((merge) => [merge.emailId, merge.at]));
  const sourceEmailIds = [...new Set([...kept.sourceEmailIds, ...other.sourceEmailIds])].sort((a, b) => ORDER(arrivedAt.get(a) ?? "", arrivedAt.get(b) ?? ""));
  const tournaments = [...kept.tournaments, ...other.tournaments.filter((event) => !kept.tournaments.some((known) => known.name === event.name && known.startDate === event.startDate))];
  // Both athletes' contacts: one person (same role, same email or phone) stays one, the newer details winning.
  const contacts = mergeContacts(kept.contacts ?? [], [...(other.contacts ?? [])].sort((a, b) => ORDER(a.updatedAt, b.updatedAt)).map(statementOf));
  return {
    id: kept.id,
    fields: fields as RecordFields,
    history: history.sort((a, b) => ORDER(a.replacedAt, b.replacedAt)).slice(-RECORD_LIMITS.history),
    sourceEmailIds: sourceEmailIds.slice(-RECORD_LIMITS.merges),
    merges: merges.slice(-RECORD_LIMITS.merges),
    tournaments: tournaments.slice(-RECORD_LIMITS.tournaments),
    ...(contacts.length ? { contacts } : {}),
    createdAt: [kept.createdAt, other.createdAt].sort(ORDER)[0]!,
    updatedAt: [kept.updatedAt, other.updatedAt].sort(ORDER)[1]!,
  };
}

/** The coach's view of both: the kept rating (else the other's), the tags of both, the notes of both (kept first). */
export function combineViews(kept: CoachViewDoc | undefined, other: CoachViewDoc | undefined): CoachViewDoc | undefined {
  if (!kept || !other) return kept ?? other;
  return {
    rating: kept.rating ?? other.rating,
    tags: [...new Set([...kept.tags, ...other.tags])].slice(0, MAX_TAGS),
    notes: [kept.notes.trim(), other.notes.trim()].filter(Boolean).join("\n\n").slice(0, MAX_NOTES_LENGTH),
  };
}

/** A stored email about an athlete, as folding it in again needs it. */
export interface StoredEmail {
  emailId: string;
  receivedAt: string;
  extracted: ExtractedAthlete;
  events: readonly Tournament[];
  /** The address that wrote it (the original's sender), when known: a family note naming no one is hers by it. */
  writer?: string | null;
}

/** Why an email folded in again joined the athlete, when its original reason is lost with the record it was in. */
export const MERGED_BY_COACH = "merged by the coach";

/** One stored email folded into `record` (null: a new one) under `id`, for `reason`, else as merged by the coach. */
function foldEmail(record: AthleteRecord | null, id: string, email: StoredEmail, reason: Pick<MergeEntry, "matchedBy" | "detail"> | undefined): AthleteRecord {
  return mergeAthlete({
    record,
    newId: id,
    extracted: email.extracted,
    events: email.events,
    emailId: email.emailId,
    receivedAt: email.receivedAt,
    matchedBy: reason?.matchedBy ?? null,
    detail: reason?.detail ?? MERGED_BY_COACH,
  });
}

const oldestFirst = (emails: readonly StoredEmail[]) => [...emails].sort((a, b) => ORDER(a.receivedAt, b.receivedAt));

/** The emails folded into one record, oldest first, each with the reason it was first matched for. */
function refold(id: string, emails: readonly StoredEmail[], reasons: readonly MergeEntry[]): AthleteRecord | null {
  const reasonOf = new Map(reasons.map((entry) => [entry.emailId, entry]));
  return oldestFirst(emails).reduce<AthleteRecord | null>((record, email) => foldEmail(record, id, email, reasonOf.get(email.emailId)), null);
}

/** The coach's corrections of each record applied in turn (a later record's correction wins); only those `keep` accepts. */
function withCorrections(
  record: AthleteRecord,
  from: readonly Pick<AthleteRecord, "fields">[],
  keep: (key: AthleteField, field: RecordField<unknown>) => boolean = () => true,
): AthleteRecord {
  let corrected = record;
  for (const source of from) {
    for (const key of ATHLETE_FIELDS) {
      const field = source.fields[key] as RecordField<unknown> | null;
      if (field?.correctedByCoach && keep(key, field)) corrected = applyCoachCorrection(corrected, key, field.value as never, field.updatedAt);
    }
  }
  return corrected;
}

/** Both athletes as one record: their emails folded in again when all are at hand (`emails`), else joined field by field. */
function joinRecords(kept: AthleteRecord, other: AthleteRecord, emails: readonly StoredEmail[] | null): AthleteRecord {
  const refolded = emails && refold(kept.id, emails, [...kept.merges, ...other.merges]);
  return refolded ? withCorrections(refolded, [other, kept]) : combineRecords(kept, other);
}

/** Why an email split out of an athlete made its own. */
const SPLIT_BY_COACH = "split out by the coach";

/**
 * Undoes an automatic match: `emailId` leaves the athlete and makes an athlete of its own under `newId`;
 * the athlete is read again from her other emails (each with the reason it first joined her), with the
 * coach's corrections, rating, tags, notes and merges kept. `emails` are all her stored emails.
 */
export function splitEmailDocs(current: CoachAthleteDoc, emails: readonly StoredEmail[], emailId: string, newId: string): { kept: CoachAthleteDoc; split: CoachAthleteDoc } | null {
  const leaving = emails.find((email) => email.emailId === emailId);
  const refolded = refold(
    current.id,
    emails.filter((email) => email.emailId !== emailId),
    current.merges,
  );
  if (!leaving || !refolded) return null;
  return {
    kept: athleteDocOf(withCorrections(refolded, [current]), { coachView: current.coachView, mergedFrom: current.mergedFrom }),
    split: athleteDocOf(foldEmail(null, newId, leaving, { matchedBy: null, detail: SPLIT_BY_COACH })),
  };
}

const NAME_FIELDS = ["firstName", "lastName"] as const;

/**
 * "Jo" and "Jordan" are one name written short and in full: a merge keeps the fuller one, whichever
 * email was newer (the short one goes to history). A name the coach corrected stays as it is.
 */
function withFullerNames(record: AthleteRecord, sources: readonly Pick<AthleteRecord, "fields">[]): AthleteRecord {
  const fields = { ...record.fields };
  const history = [...record.history];
  for (const key of NAME_FIELDS) {
    const current = fields[key];
    if (!current || current.correctedByCoach) continue;
    const short = fold(current.value);
    const fuller = sources
      .map((source) => source.fields[key])
      .find((field) => field && fold(field.value).length > short.length && fold(field.value).startsWith(short.slice(0, 2)));
    if (!fuller) continue;
    fields[key] = fuller;
    history.push({ field: key, value: current.value, sourceEmailId: current.sourceEmailId, replacedAt: current.updatedAt, replacedByEmailId: fuller.sourceEmailId });
  }
  return { ...record, fields, history: history.slice(-RECORD_LIMITS.history) };
}

const nameOf = (doc: CoachAthleteDoc) => athleteName({ firstName: doc.fields.firstName?.value ?? null, lastName: doc.fields.lastName?.value ?? null });

/**
 * Folds `other` into `kept` at `at` (ISO): the kept athlete as stored after the merge, and the record
 * of the merge. `emails` are both athletes' stored emails, or null when some are not at hand.
 */
export function mergeDocs(kept: CoachAthleteDoc, other: CoachAthleteDoc, at: string, emails: readonly StoredEmail[] | null): { kept: CoachAthleteDoc; log: AthleteMergeDoc } {
  const entry: MergedFromEntry = {
    athleteId: other.id,
    name: nameOf(other),
    mergedAt: at,
    emailCount: other.sourceEmailIds.length,
    emailIds: other.sourceEmailIds.slice(-MAX_MERGED_EMAILS_SHOWN),
    identities: knownIdentities(other).map(({ identity }) => identity),
  };
  const merged = athleteDocOf(withFullerNames(joinRecords(recordOf(kept), recordOf(other), emails), [kept, other]), {
    coachView: combineViews(kept.coachView, other.coachView),
    mergedFrom: [...(kept.mergedFrom ?? []), entry],
  });
  return { kept: merged, log: { keptId: kept.id, mergedAt: at, kept, merged: other, splitAt: null } };
}

export interface SplitInput {
  /** The kept athlete as stored now. */
  current: CoachAthleteDoc;
  /** The merge being undone. */
  log: AthleteMergeDoc;
  /** The merges into the kept athlete after this one, oldest first. */
  laterLogs: readonly AthleteMergeDoc[];
  /** The emails the kept athlete got after the merge (`laterEmailIds` says which). */
  laterEmails: readonly StoredEmail[];
}

/** The kept athlete's emails that came after the merge: neither athlete had them at the merge, nor any athlete merged in since. */
export function laterEmailIds(current: CoachAthleteDoc, log: AthleteMergeDoc, laterLogs: readonly AthleteMergeDoc[]): string[] {
  const known = new Set([log.kept, log.merged, ...laterLogs.map((later) => later.merged)].flatMap((doc) => doc.sourceEmailIds));
  return current.sourceEmailIds.filter((emailId) => !known.has(emailId));
}

/**
 * Undoes one merge. The merged athlete comes back as it was at the merge (its own fields, emails,
 * corrections, rating, tags and notes); the kept athlete becomes what it was then, plus the athletes
 * merged into it since. Each email that arrived in between goes to whichever of the two it matches
 * (the kept one when both do), or when it names neither, to the one whose own or family's address
 * wrote it. The coach's corrections stay on the kept one unless the merged athlete brought them; a
 * rating or notes changed since the merge stay; the merged athlete's tags leave with it.
 */
export function splitDocs({ current, log, laterLogs, laterEmails }: SplitInput): { kept: CoachAthleteDoc; restored: CoachAthleteDoc; laterLogs: AthleteMergeDoc[] } {
  const splitOut = (entries: MergedFromEntry[] | undefined) => entries?.filter((entry) => entry.athleteId !== log.merged.id);
  // Each later merge is replayed onto the kept athlete without the merged one; its record then holds
  // the kept athlete as it would have been, so splitting that merge later cannot bring this one back.
  let without: CoachAthleteDoc = log.kept;
  const rewritten = laterLogs.map((later) => {
    const keptThen = athleteDocOf(recordOf(without), { coachView: without.coachView, mergedFrom: splitOut(later.kept.mergedFrom) });
    without = athleteDocOf(combineRecords(recordOf(keptThen), recordOf(later.merged)), {
      coachView: combineViews(keptThen.coachView, later.merged.coachView),
      mergedFrom: [...(keptThen.mergedFrom ?? []), ...(current.mergedFrom ?? []).filter((entry) => entry.athleteId === later.merged.id)],
    });
    return { ...later, kept: keptThen };
  });
  let kept = recordOf(without);
  let restored = recordOf(log.merged);
  const keptFrom = splitOut(current.mergedFrom);
  for (const email of oldestFirst(laterEmails)) {
    const match = matchIdentity(athleteValues(email.extracted), [
      ...knownIdentities({ ...kept, mergedFrom: keptFrom }),
      ...knownIdentities({ ...restored, mergedFrom: log.merged.mergedFrom }),
    ]);
    const placed = match ?? writtenFor(email, restored, kept);
    const toRestored = placed?.athleteId === restored.id;
    const target = toRestored ? restored : kept;
    const folded = foldEmail(target, target.id, email, placed ?? undefined);
    if (toRestored) restored = folded;
    else kept = folded;
  }
  // The coach's corrections stay with the kept athlete, except those the merged athlete brought.
  kept = withCorrections(kept, [current], (key, field) => {
    const brought = log.merged.fields[key] as RecordField<unknown> | null;
    return !(brought?.correctedByCoach && brought.updatedAt === field.updatedAt && sameValue(brought.value, field.value));
  });
  return {
    kept: athleteDocOf(kept, { coachView: viewAfterSplit(current.coachView, without.coachView, log, laterLogs), mergedFrom: keptFrom }),
    restored: athleteDocOf(restored, { coachView: log.merged.coachView, mergedFrom: log.merged.mergedFrom }),
    laterLogs: rewritten,
  };
}

/**
 * The one of the two athletes whose own address or family's (a parent's on record) wrote an email its athlete's
 * identity does not place, as the inbox placed it (athleteWriting): her mother's "she will play at the Badger Classic".
 */
function writtenFor(email: StoredEmail, ...athletes: AthleteRecord[]): AthleteMatch | null {
  const writer = email.writer;
  if (!writer) return null;
  const written = athletes.filter((athlete) => writerRelation(athlete, writer) !== null);
  return written.length === 1 ? { athleteId: written[0]!.id, matchedBy: "writer", detail: `written from ${writer.toLowerCase()}` } : null;
}

/**
 * The kept athlete's rating, tags and notes after a split: what it had without the merged athlete,
 * except where the coach changed them since the merge (their change stays), and the merged
 * athlete's tags leave with it.
 */
function viewAfterSplit(current: CoachViewDoc | undefined, withoutMerged: CoachViewDoc | undefined, log: AthleteMergeDoc, laterLogs: readonly AthleteMergeDoc[]): CoachViewDoc | undefined {
  if (!current) return withoutMerged;
  const untouched = laterLogs.reduce((view, later) => combineViews(view, later.merged.coachView), combineViews(log.kept.coachView, log.merged.coachView));
  const mergedTags = log.merged.coachView?.tags ?? [];
  const ownTags = withoutMerged?.tags ?? [];
  return {
    rating: current.rating === (untouched?.rating ?? null) ? (withoutMerged?.rating ?? null) : current.rating,
    tags: current.tags.filter((tag) => ownTags.includes(tag) || !mergedTags.includes(tag)),
    notes: current.notes === (untouched?.notes ?? "") ? (withoutMerged?.notes ?? "") : current.notes,
  };
}
