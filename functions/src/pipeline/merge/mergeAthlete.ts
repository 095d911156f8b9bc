import { ATHLETE_FIELDS, type AthleteField, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { type AthleteRecord, type FieldHistoryEntry, type MatchKey, RECORD_LIMITS, type RecordField, type RecordFields } from "@machines/inbox/athleteRecord";
import { eventKey, type Tournament } from "@machines/inbox/tournaments";
import { mergeContacts } from "./mergeContacts";

export interface MergeInput {
  /** The coach's record for this athlete, or null to create one. */
  record: AthleteRecord | null;
  /** Id for a new record (ignored when `record` is given). */
  newId: string;
  extracted: ExtractedAthlete;
  events: readonly Tournament[];
  emailId: string;
  /** When the email was received (ISO); an email older than a field's value never changes it. */
  receivedAt: string;
  /** How the record was matched (null for a new record) and why, from matchAthlete. */
  matchedBy: MatchKey | null;
  detail: string;
}

/**
 * Folds one email into an athlete record. A newer value replaces the stored one when it was read
 * with at least the stored confidence, and the replaced value goes to history; the same value read
 * more surely keeps the surer evidence. A value the coach corrected, one from a newer email and one
 * read more surely all stay, and the refused value goes to history instead: a tournament line
 * ("… in Nashville, TN", read with low confidence) never moves a home or a club stated plainly
 * before. Contacts of parents and coaches are merged alongside (mergeContacts). Merging the same
 * email twice changes nothing (retries are safe).
 */
export function mergeAthlete(input: MergeInput): AthleteRecord {
  const { extracted, emailId, receivedAt } = input;
  const record = input.record ?? emptyRecord(input.newId, receivedAt);
  if (record.sourceEmailIds.includes(emailId)) return record;
  const fields: RecordFields = { ...record.fields };
  const history: FieldHistoryEntry[] = [...record.history];
  for (const key of ATHLETE_FIELDS) {
    const incoming = extracted[key];
    if (!incoming) continue;
    const next: RecordField<unknown> = { value: incoming.value, confidence: incoming.confidence, sourceEmailId: emailId, updatedAt: receivedAt, correctedByCoach: false };
    const current = fields[key] as RecordField<unknown> | null;
    if (!current) {
      setField(fields, key, next);
      continue;
    }
    const refused = current.correctedByCoach || current.updatedAt > receivedAt || next.confidence < current.confidence;
    if (sameValue(current.value, next.value)) {
      // Stated again more surely: keep the stronger evidence, so a weaker reading later cannot displace it.
      if (!refused && next.confidence > current.confidence) setField(fields, key, next);
    } else if (refused) {
      history.push({ field: key, value: next.value, sourceEmailId: emailId, replacedAt: receivedAt, replacedByEmailId: current.sourceEmailId, refused: true });
    } else {
      history.push({ field: key, value: current.value, sourceEmailId: current.sourceEmailId, replacedAt: receivedAt, replacedByEmailId: emailId });
      setField(fields, key, next);
    }
  }
  const tournaments = [...record.tournaments];
  for (const event of input.events) {
    if (!tournaments.some((known) => eventKey(known) === eventKey(event))) tournaments.push(event);
  }
  const statements = (extracted.contacts ?? []).map(({ role, name, email, phone }) => ({ role, name, email, phone, sourceEmailId: emailId, at: receivedAt }));
  const contacts = statements.length ? mergeContacts(record.contacts ?? [], statements) : record.contacts;
  return {
    ...record,
    fields,
    ...(contacts?.length ? { contacts } : {}),
    history: history.slice(-RECORD_LIMITS.history),
    sourceEmailIds: [...record.sourceEmailIds, emailId].slice(-RECORD_LIMITS.merges),
    merges: [...record.merges, { emailId, at: receivedAt, matchedBy: input.record ? input.matchedBy : null, detail: input.detail.slice(0, 300) }].slice(-RECORD_LIMITS.merges),
    tournaments: tournaments.slice(-RECORD_LIMITS.tournaments),
    createdAt: record.createdAt,
    updatedAt: receivedAt > record.updatedAt ? receivedAt : record.updatedAt,
  };
}

/** Stands for the coach where a history entry names the source of a value. */
export const COACH_CORRECTION_SOURCE = "coach";

/** The coach's own correction of one field: it wins now and against every later email. */
export function applyCoachCorrection<K extends AthleteField>(record: AthleteRecord, field: K, value: NonNullable<RecordFields[K]>["value"], at: string): AthleteRecord {
  const current = record.fields[field] as RecordField<unknown> | null;
  const history = current && !sameValue(current.value, value)
    ? [...record.history, { field, value: current.value, sourceEmailId: current.sourceEmailId, replacedAt: at, replacedByEmailId: COACH_CORRECTION_SOURCE }]
    : record.history;
  const corrected: RecordField<unknown> = { value, confidence: 1, sourceEmailId: COACH_CORRECTION_SOURCE, updatedAt: at, correctedByCoach: true };
  const fields = { ...record.fields };
  setField(fields, field, corrected);
  return { ...record, fields, history: history.slice(-RECORD_LIMITS.history), updatedAt: at > record.updatedAt ? at : record.updatedAt };
}

function emptyRecord(id: string, at: string): AthleteRecord {
  return {
    id,
    fields: Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, null])) as RecordFields,
    history: [],
    sourceEmailIds: [],
    merges: [],
    tournaments: [],
    createdAt: at,
    updatedAt: at,
  };
}

function setField(fields: RecordFields, key: AthleteField, value: RecordField<unknown>) {
  (fields as Record<AthleteField, RecordField<unknown> | null>)[key] = value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
