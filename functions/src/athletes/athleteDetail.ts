import { HttpsError } from "firebase-functions/v2/https";
import { ATHLETE_FIELDS, type AthleteField } from "@machines/inbox/extractedAthlete";
import type { FieldHistoryEntry, RecordField } from "@machines/inbox/athleteRecord";
import {
  ATHLETE_MESSAGES,
  CONTACT_FIELDS,
  MAX_SOURCE_EMAILS,
  MAX_SOURCE_EMAIL_TEXT,
  MAX_VALUE_CHANGES,
  REFUSAL_SHOWN_FIELDS,
  valueChangeSchema,
  type AthleteDetail,
  type AthleteDetailFields,
  type SourceEmail,
  type ValueChange,
} from "@machines/portal/athletes";
import { coachAthletes, coachEmails, getAllOf } from "../lib/firestore";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import type { CoachEmailDoc } from "@machines/inbox/documents";
import { COACH_CORRECTION_SOURCE } from "../pipeline/merge";
import { athleteIdsOf, extractedAthleteOf } from "./storedEmails";

/** The coach's athlete, or not-found: an id from another coach's list finds nothing here. */
export async function coachAthlete(uid: string, athleteId: string): Promise<CoachAthleteDoc> {
  const athlete = (await coachAthletes(uid).doc(athleteId).get()).data();
  if (!athlete) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
  return athlete;
}

const clip = (text: string) => (text.length > MAX_SOURCE_EMAIL_TEXT ? `${text.slice(0, MAX_SOURCE_EMAIL_TEXT - 1)}…` : text);

function sourceEmail(emailId: string, email: CoachEmailDoc, matchedBy: string | null): SourceEmail {
  const processed = email.processed;
  return {
    emailId,
    receivedAt: email.receivedAt.toDate().toISOString(),
    subject: (processed?.subject ?? "").slice(0, 998),
    from: processed?.originalFrom?.address?.slice(0, 320) ?? email.sender?.address?.slice(0, 320) ?? null,
    coachNote: processed?.coachNote ? clip(processed.coachNote) : null,
    // The engine's analysed text: plain text read from the message, never its HTML.
    text: clip(processed?.text ?? ""),
    matchedBy,
  };
}

/** Earlier values the athlete page shows: every contact value replaced or refused, and a club, school or city refused. */
function isShownChange(entry: FieldHistoryEntry): entry is FieldHistoryEntry & { field: ValueChange["field"] } {
  if ((CONTACT_FIELDS as readonly string[]).includes(entry.field)) return true;
  return entry.refused === true && (REFUSAL_SHOWN_FIELDS as readonly string[]).includes(entry.field);
}

/**
 * Everything the athlete page shows: each field with its confidence and the sentence of the email it
 * came from, earlier contact values and refused ones, the parents' and coaches' contacts, the newest
 * source emails as text, tournaments, and the coach's rating, tags and notes.
 */
export async function athleteDetail(uid: string, athlete: CoachAthleteDoc): Promise<AthleteDetail> {
  const fieldEmailIds = ATHLETE_FIELDS.flatMap((key) => {
    const field = athlete.fields[key] as RecordField<unknown> | null;
    return field && field.sourceEmailId !== COACH_CORRECTION_SOURCE ? [field.sourceEmailId] : [];
  });
  const recentIds = athlete.sourceEmailIds.slice(-MAX_SOURCE_EMAILS).reverse();
  const mergedFrom = athlete.mergedFrom ?? [];
  const mergedIds = mergedFrom.map((entry) => [...entry.emailIds].reverse());
  const shownHistory = athlete.history.filter(isShownChange).slice(-MAX_VALUE_CHANGES).reverse();
  const changeEmailIds = shownHistory.flatMap((entry) => [entry.sourceEmailId, entry.replacedByEmailId]).filter((id) => id !== COACH_CORRECTION_SOURCE);
  const contacts = athlete.contacts ?? [];
  const ids = [...new Set([...recentIds, ...fieldEmailIds, ...mergedIds.flat(), ...changeEmailIds, ...contacts.map((contact) => contact.sourceEmailId)])];
  const found = await getAllOf(ids.map((id) => coachEmails(uid).doc(id)));
  const emails = new Map(found.flatMap((email, index) => (email ? [[ids[index]!, email] as const] : [])));
  // An email about several athletes: the evidence is what it said of this one.
  const athleteIds = athleteIdsOf(athlete);

  const fields = Object.fromEntries(
    ATHLETE_FIELDS.map((key: AthleteField) => {
      const field = athlete.fields[key] as RecordField<unknown> | null;
      if (!field) return [key, null];
      const fromCoach = field.sourceEmailId === COACH_CORRECTION_SOURCE;
      const source = fromCoach ? undefined : emails.get(field.sourceEmailId);
      const evidence = source ? extractedAthleteOf(source, athleteIds)?.[key]?.source : undefined;
      return [
        key,
        {
          value: field.value,
          confidence: field.confidence,
          correctedByCoach: field.correctedByCoach,
          updatedAt: field.updatedAt,
          sourceEmailId: fromCoach ? null : field.sourceEmailId,
          sourceText: evidence?.snippet ?? null,
          ...(evidence?.attachment ? { sourceAttachment: evidence.attachment } : {}),
        },
      ];
    }),
  ) as AthleteDetailFields;

  const valueSource = (emailId: string) => {
    if (emailId === COACH_CORRECTION_SOURCE) return null;
    const email = emails.get(emailId);
    return { emailId, subject: (email?.processed?.subject ?? "").slice(0, 998), receivedAt: email ? email.receivedAt.toDate().toISOString() : null };
  };
  const valueChanges = shownHistory.flatMap((entry): ValueChange[] => {
    const value = valueChangeSchema.shape.value.safeParse(entry.value);
    return value.success ? [{ field: entry.field, value: value.data, from: valueSource(entry.sourceEmailId), replacedAt: entry.replacedAt, replacedBy: valueSource(entry.replacedByEmailId), refused: entry.refused === true }] : [];
  });

  const matchedBy = new Map(athlete.merges.map((merge) => [merge.emailId, merge.matchedBy ? merge.detail : null]));
  return {
    id: athlete.id,
    fields,
    valueChanges,
    contacts: contacts.map(({ role, name, email, phone, updatedAt, sourceEmailId }) => ({ role, name, email, phone, updatedAt, from: valueSource(sourceEmailId) })),
    rating: athlete.coachView?.rating ?? null,
    tags: athlete.coachView?.tags ?? [],
    notes: athlete.coachView?.notes ?? "",
    tournaments: athlete.tournaments,
    emails: recentIds.flatMap((id) => {
      const email = emails.get(id);
      return email ? [sourceEmail(id, email, matchedBy.get(id) ?? null)] : [];
    }),
    emailCount: athlete.sourceEmailIds.length,
    mergedFrom: mergedFrom.map((entry, index) => ({
      athleteId: entry.athleteId,
      name: entry.name,
      mergedAt: entry.mergedAt,
      emailCount: entry.emailCount,
      emails: mergedIds[index]!.flatMap((emailId) => {
        const email = emails.get(emailId);
        return email ? [{ emailId, subject: (email.processed?.subject ?? "").slice(0, 998), receivedAt: email.receivedAt.toDate().toISOString() }] : [];
      }),
    })),
    createdAt: athlete.createdAt,
    updatedAt: athlete.updatedAt,
  };
}
