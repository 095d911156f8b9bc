import { z } from "zod";
import { athleteRecordSchema } from "../inbox/athleteRecord";
import { athleteValueSchemas } from "../inbox/extractedAthlete";
import { timestampSchema, type Timestamp } from "../shared/storedTimestamp";

/** Who an athlete is, as far as matching a new email to them goes. */
export const athleteIdentitySchema = z.object({
  firstName: athleteValueSchemas.firstName.nullable(),
  lastName: athleteValueSchemas.lastName.nullable(),
  gradYear: athleteValueSchemas.gradYear.nullable(),
  email: athleteValueSchemas.email.nullable(),
  phone: athleteValueSchemas.phone.nullable(),
});
export type AthleteIdentity = z.infer<typeof athleteIdentitySchema>;

/** One athlete merged into another: enough to list it, and for later emails about it to find the athlete it joined. */
export const mergedFromEntrySchema = z.object({
  athleteId: z.string().min(1),
  name: z.string(),
  mergedAt: z.string(),
  /** How many emails it had at the merge, and the newest of them (the athlete page lists them; the split sends them back). */
  emailCount: z.number().int().nonnegative(),
  emailIds: z.array(z.string()),
  /** Who it was, and who the athletes merged into it were: later emails matching any of them land here. */
  identities: z.array(athleteIdentitySchema),
});
export type MergedFromEntry = z.infer<typeof mergedFromEntrySchema>;

/** The coach's own view of an athlete (portal); emails never change it. */
export const coachViewDocSchema = z.object({ rating: z.number().nullable(), tags: z.array(z.string()), notes: z.string() });
export type CoachViewDoc = z.infer<typeof coachViewDocSchema>;

/**
 * `users/{uid}/athletes/{athleteId}`: the record the engine keeps per athlete, plus what lookups need. Every
 * later email and edit is merged into what is read, so a read checks it (functions/src/lib/firestore.ts).
 */
export const coachAthleteDocSchema = athleteRecordSchema.extend({
  /** Exact and prefix keys (email, phone, name and class) used to find candidates for a new email. */
  matchKeys: z.array(z.string()),
  /** The last day one of the athlete's events is upcoming (`eventHorizonOf`); null without events. */
  eventHorizon: z.string().nullable(),
  coachView: coachViewDocSchema.optional(),
  /** Athletes the coach merged into this one, oldest first (each can be split out again). */
  mergedFrom: z.array(mergedFromEntrySchema).optional(),
  /**
   * When the record was last written (an email, an edit, a merge, a split, an undo): set by saveAthlete, the
   * only writer, and what the retention sweep measures the coach's period from. Absent in records stored before.
   */
  touchedAt: timestampSchema.optional(),
});
export type CoachAthleteDoc = z.infer<typeof coachAthleteDocSchema>;

/**
 * `users/{uid}/athleteMerges/{mergedAthleteId}`: both athletes as they were at a merge, so splitting the
 * merged athlete out again restores each one's own fields, corrections, rating, tags and notes.
 */
export interface AthleteMergeDoc {
  keptId: string;
  mergedAt: string;
  kept: CoachAthleteDoc;
  merged: CoachAthleteDoc;
  /** Set when the coach split the merged athlete out again (a retried split then changes nothing). */
  splitAt: string | null;
}

/** `users/{uid}/athleteKeys/{keyOf(key)}`: claims an exact identity key for one athlete, so two emails about a new athlete processed at once make one record. */
export interface AthleteKeyDoc {
  key: string;
  athleteId: string;
}

/**
 * `users/{uid}/deletedAthletes/{athleteId}`: an athlete the coach deleted, with everything that was keyed
 * by her (her identity keys, the records of merges into her and of her own split-out merge), so undo puts
 * back exactly what was there. Swept by TTL on `expiresAt` (machines/portal/athleteDeletion.ts says when).
 */
export interface DeletedAthleteDoc {
  athlete: CoachAthleteDoc;
  keys: AthleteKeyDoc[];
  mergeLogs: Array<{ id: string; log: AthleteMergeDoc }>;
  deletedAt: Timestamp;
  expiresAt: Timestamp;
}

/**
 * `users/{uid}/athleteIndex/{chunk}`: the coach's athletes as compact list rows (JSON of
 * machines/portal AthleteListRow, keyed by athlete id), spread over 16 chunks by a hash of the id, so
 * the portal's search reads a few documents instead of every athlete. At ~350 bytes a row, a chunk
 * stays under Firestore's 1 MiB cap up to ~40,000 athletes per coach.
 */
export interface AthleteIndexChunkDoc {
  rows: Record<string, string>;
}

/**
 * `maintenanceCursors/athleteMatchKeys`: how far the walk that gives every stored athlete the match keys today's code
 * writes has come (the path of the last athlete it read), for which version of those keys, and when it was done.
 */
export interface MatchKeysBackfillDoc {
  version: number;
  after: string | null;
  doneAt: Timestamp | null;
}
