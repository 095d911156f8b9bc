import { z } from "zod";
import { RECORD_LIMITS, type AthleteRecord, type RecordField } from "./athleteRecord";
import { gpaText, heightText, phoneText, positionsText } from "./athleteCard";
import { ATHLETE_FIELDS, type AthleteField, type Gpa, type Height } from "./extractedAthlete";
import { eventKey } from "./tournaments";

/**
 * What a summary says about each athlete beside her card: whether the emails it covers made her or
 * updated her (and what they changed), and which values were read with little confidence, so the
 * coach checks them before trusting them.
 */

/** A value read with less confidence than this is flagged in the summary. */
export const LOW_CONFIDENCE_BELOW = 0.6;

export const FIELD_LABELS: Readonly<Record<AthleteField, string>> = {
  sport: "sport",
  firstName: "first name",
  lastName: "last name",
  gradYear: "class",
  positions: "position",
  height: "height",
  clubTeam: "club",
  highSchool: "high school",
  city: "city",
  state: "state",
  gpa: "GPA",
  email: "email",
  phone: "phone",
  videoUrls: "film",
};

/** A field's value as the coach reads it ("6'1\"", "3.9/4", "OH, MB"). */
export function fieldValueText(field: AthleteField, value: unknown): string {
  switch (field) {
    case "height":
      return heightText(value as Height);
    case "gpa":
      return gpaText(value as Gpa);
    case "phone":
      return phoneText(value as string);
    case "positions":
    case "videoUrls":
      return positionsText(value as string[]);
    default:
      return String(value);
  }
}

export const SUMMARY_MESSAGES = {
  /** The subject's word for one athlete ("New athlete: Maya Thompson (OH, 2027)"). */
  subjectLabel: {
    new: "New athlete",
    updated: "Updated",
    imported: "Imported",
  },
  manyAthletes: (count: number, imported: boolean) => `${count} athletes from your ${imported ? "imported" : "forwarded"} emails`,
  intro: (count: number, imported: boolean) =>
    count === 1
      ? `Here is the athlete from the recruiting email you ${imported ? "imported" : "just forwarded"}.`
      : `Here are the ${count} athletes from the recruiting emails you ${imported ? "imported" : "just forwarded"}.`,
  statusColumn: "Status",
  unsureColumn: "Check (read with low confidence)",
  /** The card's status line: "New athlete", "Updated: height 6'1\" (was 6'0\")", "Imported". */
  status: (kind: "new" | "updated", changes: readonly string[], imported: boolean) =>
    kind === "new"
      ? imported
        ? "Imported"
        : "New athlete"
      : `${imported ? "Imported, updated" : "Updated"}${changes.length ? `: ${changes.join("; ")}` : ""}`,
  /** "height 6'1\" (was 6'0\")", "GPA 3.9 (new)". */
  changed: (label: string, now: string, was: string | null) => `${label} ${now} (${was === null ? "new" : `was ${was}`})`,
  /** "playing at Badger Winter Classic (January 9-11, 2027, Madison, WI)". */
  newEvent: (name: string, when: string | null, where: string | null) => `playing at ${name}${when || where ? ` (${[when, where].filter(Boolean).join(", ")})` : ""}`,
  nothingChanged: "nothing new",
  lowConfidence: (label: string, value: string, confidence: number) => `${label} ${value} (${Math.round(confidence * 100)}% sure)`,
} as const;

/**
 * What one email did to one athlete: made her, or changed these fields (`was`: the value before, null when the field was
 * empty), and the events it added to hers (`events`: each one's key, eventKey; absent on emails stored before).
 */
export const athleteUpdateSchema = z.object({
  athleteId: z.string().min(1).max(128),
  created: z.boolean(),
  changed: z.array(z.object({ field: z.enum(ATHLETE_FIELDS), was: z.unknown() })),
  events: z.array(z.string().max(200)).max(RECORD_LIMITS.tournaments).optional(),
});
export type AthleteUpdate = z.infer<typeof athleteUpdateSchema>;

/** The fields whose value differs between the athlete before an email (null: she is new) and after it, and the events it added. */
export function athleteUpdateOf(before: Pick<AthleteRecord, "fields" | "tournaments"> | null, after: AthleteRecord): AthleteUpdate {
  const changed = before
    ? fieldsOf(after).flatMap(([field, current]) => {
        const previous = before.fields[field] as RecordField<unknown> | null;
        return current && JSON.stringify(previous?.value ?? null) !== JSON.stringify(current.value) ? [{ field, was: previous?.value ?? null }] : [];
      })
    : [];
  const known = new Set(before?.tournaments.map(eventKey));
  const events = before ? after.tournaments.map(eventKey).filter((key) => !known.has(key)) : [];
  return { athleteId: after.id, created: before === null, changed, ...(events.length ? { events } : {}) };
}

export interface SummaryNote {
  /** "new": the emails covered made her; "updated": she was known before them. */
  kind: "new" | "updated";
  /** What the covered emails changed, in words (only for an update). */
  changes: string[];
  /** Values the covered emails gave that were read with low confidence, in words. */
  unsure: string[];
}

const fieldsOf = (record: Pick<AthleteRecord, "fields">) => Object.entries(record.fields) as Array<[AthleteField, RecordField<unknown> | null]>;

/** What the emails a summary covers did to `record` (`updates`: theirs about her, oldest first). */
export function summaryNoteOf(record: AthleteRecord, updates: readonly AthleteUpdate[], coveredEmailIds: readonly string[]): SummaryNote {
  const covered = new Set(coveredEmailIds);
  // Emails stored before updates were recorded: she is new when the covered emails are all she has.
  const kind = (updates.length ? updates.some((update) => update.created) : record.sourceEmailIds.every((id) => covered.has(id))) ? "new" : "updated";
  // Each field once: its value before the first covered email changed it, and its value now.
  const firstWas = new Map<AthleteField, unknown>();
  for (const { field, was } of updates.flatMap((update) => update.changed)) if (!firstWas.has(field)) firstWas.set(field, was);
  const added = new Set(updates.flatMap((update) => update.events ?? []));
  const changes =
    kind === "new"
      ? []
      : [
          ...[...firstWas].flatMap(([field, was]) => {
            const now = record.fields[field] as RecordField<unknown> | null;
            return now ? [SUMMARY_MESSAGES.changed(FIELD_LABELS[field], fieldValueText(field, now.value), was === null ? null : fieldValueText(field, was))] : [];
          }),
          ...record.tournaments.filter((event) => added.has(eventKey(event))).map((event) => SUMMARY_MESSAGES.newEvent(event.name, event.datesText, event.location)),
        ];
  const unsure = fieldsOf(record).flatMap(([field, current]) =>
    current && !current.correctedByCoach && current.confidence < LOW_CONFIDENCE_BELOW && covered.has(current.sourceEmailId)
      ? [SUMMARY_MESSAGES.lowConfidence(FIELD_LABELS[field], fieldValueText(field, current.value), current.confidence)]
      : [],
  );
  return {
    kind,
    changes: changes.length || kind === "new" || !updates.length ? changes : [SUMMARY_MESSAGES.nothingChanged],
    unsure,
  };
}

/** The Settings test email's result (it never joins the coach's athletes). */
export const SAMPLE_MESSAGES = {
  subject: (names: readonly string[]) => `Test email read: ${names.join(", ") || "no athlete found"} (a sample, not added)`,
  worked: "Your test email arrived and was read. This is what a summary of a real athlete's email shows:",
  notAdded: (names: readonly string[]) =>
    `${names.join(", ") || "The sample athlete"} ${names.length > 1 ? "are samples" : "is a sample"}: not added to your athletes, reports or CSV. Forward a real recruiting email to see your first athlete there.`,
  action: "See it in your Inbox",
  reason: "You're getting this because you pressed 'Send a test email' in your settings.",
  inboxStatus: "Test email: read, and not added to your athletes",
} as const;
