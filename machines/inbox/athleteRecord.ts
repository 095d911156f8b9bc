import { z } from "zod";
import { recordContactsSchema } from "./athleteContacts";
import { ATHLETE_FIELDS, athleteValueSchemas, type AthleteField } from "./extractedAthlete";
import { tournamentSchema } from "./tournaments";

/** Which key tied a new email to a known athlete (explainable merges); `writer`: it came from her own or her parent's address and named her. */
export const MATCH_KEYS = ["email", "name_grad_year", "name", "phone", "writer"] as const;
export const matchKeySchema = z.enum(MATCH_KEYS);
export type MatchKey = z.infer<typeof matchKeySchema>;

const isoTimestamp = z.iso.datetime({ offset: true });
const emailId = z.string().min(1).max(998);

function recordFieldSchema<T extends z.ZodType>(value: T) {
  return z.object({
    value,
    confidence: z.number().min(0).max(1),
    sourceEmailId: emailId,
    updatedAt: isoTimestamp,
    /** Set when the coach corrected the value: later emails never overwrite it. */
    correctedByCoach: z.boolean(),
  });
}
export interface RecordField<T> {
  value: T;
  confidence: number;
  sourceEmailId: string;
  updatedAt: string;
  correctedByCoach: boolean;
}

export const recordFieldsSchema = z.object({
  sport: recordFieldSchema(athleteValueSchemas.sport).nullable(),
  firstName: recordFieldSchema(athleteValueSchemas.firstName).nullable(),
  lastName: recordFieldSchema(athleteValueSchemas.lastName).nullable(),
  gradYear: recordFieldSchema(athleteValueSchemas.gradYear).nullable(),
  positions: recordFieldSchema(athleteValueSchemas.positions).nullable(),
  height: recordFieldSchema(athleteValueSchemas.height).nullable(),
  clubTeam: recordFieldSchema(athleteValueSchemas.clubTeam).nullable(),
  highSchool: recordFieldSchema(athleteValueSchemas.highSchool).nullable(),
  city: recordFieldSchema(athleteValueSchemas.city).nullable(),
  state: recordFieldSchema(athleteValueSchemas.state).nullable(),
  gpa: recordFieldSchema(athleteValueSchemas.gpa).nullable(),
  email: recordFieldSchema(athleteValueSchemas.email).nullable(),
  phone: recordFieldSchema(athleteValueSchemas.phone).nullable(),
  videoUrls: recordFieldSchema(athleteValueSchemas.videoUrls).nullable(),
}) satisfies z.ZodObject<Record<AthleteField, z.ZodType>>;
export type RecordFields = z.infer<typeof recordFieldsSchema>;

/**
 * A value that is not the field's value (any more), kept so nothing a coach was sent is lost: one a
 * newer email replaced, or one an email brought that was refused (see `refused`).
 */
export const fieldHistoryEntrySchema = z.object({
  field: z.enum(ATHLETE_FIELDS),
  value: z.unknown(),
  sourceEmailId: emailId,
  replacedAt: isoTimestamp,
  replacedByEmailId: emailId,
  /**
   * Set when the value never became the field's value: the stored one was the coach's correction,
   * came from a newer email or was read with more confidence. `replacedAt` is then when the refused
   * email arrived and `replacedByEmailId` the source of the value that stayed. Absent in records
   * stored before refusals were marked.
   */
  refused: z.literal(true).optional(),
});
export type FieldHistoryEntry = z.infer<typeof fieldHistoryEntrySchema>;

/** One email folded into the record, and why it was judged to be this athlete. */
export const mergeEntrySchema = z.object({
  emailId,
  at: isoTimestamp,
  /** null for the email that created the record. */
  matchedBy: matchKeySchema.nullable(),
  /** In words: "same email maya@x.com", "Kate Smith ~ Katherine Smith, 2027". */
  detail: z.string().max(300),
});
export type MergeEntry = z.infer<typeof mergeEntrySchema>;

/** Longest lists a record keeps; the oldest entries go first when a list is full. */
export const RECORD_LIMITS = { history: 200, merges: 500, tournaments: 50 } as const;

/** A coach's athlete after every email about them has been merged in. */
export const athleteRecordSchema = z.object({
  id: z.string().min(1).max(128),
  fields: recordFieldsSchema,
  history: z.array(fieldHistoryEntrySchema).max(RECORD_LIMITS.history),
  sourceEmailIds: z.array(emailId).max(RECORD_LIMITS.merges),
  merges: z.array(mergeEntrySchema).max(RECORD_LIMITS.merges),
  tournaments: z.array(tournamentSchema).max(RECORD_LIMITS.tournaments),
  /** Parents', guardians' and coaches' contacts, merged across emails. Absent on records stored before contacts were kept. */
  contacts: recordContactsSchema.optional(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AthleteRecord = z.infer<typeof athleteRecordSchema>;
