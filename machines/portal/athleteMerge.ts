import { z } from "zod";
import { MAX_MERGED_SOURCES, athleteDetailSchema, athleteIdSchema } from "./athletes";

/**
 * Merging two of a coach's athletes, and splitting a wrong merge back apart. A merge folds one athlete
 * (`mergeId`) into another (`keepId`); the kept athlete remembers each athlete merged into it, so the
 * coach can later split that athlete out again by its original id: it comes back with its own emails,
 * fields, corrections, rating, tags and notes, and emails that arrived since the merge go to whichever
 * of the two they match.
 */

export const ATHLETE_MERGE_MESSAGES = {
  sameAthlete: "Choose a different athlete: an athlete can't be merged with itself.",
  notMerged: "That athlete isn't merged into this one.",
  tooManyMerged: `This athlete already has ${MAX_MERGED_SOURCES} athletes merged into it. Split one out first.`,
  merged: "Merged. Their emails, fields and your notes are now on one athlete.",
  split: "Split. The emails went back to their own athletes.",
  mergeFailed: "The athletes could not be merged. Please try again.",
  splitFailed: "The athlete could not be split. Please try again.",
  /** An email matched to this athlete automatically: its reason, and splitting it out into its own athlete. */
  joinedAutomatically: (reason: string) => `Joined automatically: ${reason}`,
  splitEmailButton: "Split out",
  splitEmailLabel: (subject: string) => `Split the email "${subject}" out`,
  splitEmailTitle: (subject: string, name: string) => `Split "${subject}" out of ${name}?`,
  splitEmailExplain: (reason: string) =>
    `We joined this email to this athlete because of ${reason}. Split it out and it becomes an athlete of its own; this athlete is read again from her other emails, and your corrections, rating, tags and notes stay here.`,
  emailSplit: "Split. The email is an athlete of its own now.",
  notAutomatic: "Only an email we joined to this athlete automatically, with others beside it, can be split out.",
  emailsMissing: "Some of this athlete's emails are no longer stored, so she can't be read again without this one.",
  openSplitOut: (name: string) => `Open ${name}`,
  splitOutDone: (name: string) => `${name} is an athlete of her own now.`,
} as const;

export const mergeAthletesRequestSchema = z
  .object({
    /** The athlete that stays (its corrections, rating and notes win where the two disagree). */
    keepId: athleteIdSchema,
    /** The athlete folded into it; its id then finds nothing until it is split out again. */
    mergeId: athleteIdSchema,
  })
  .strict()
  .refine((request) => request.keepId !== request.mergeId, { path: ["mergeId"], message: ATHLETE_MERGE_MESSAGES.sameAthlete });
export type MergeAthletesRequest = z.infer<typeof mergeAthletesRequestSchema>;

export const splitAthleteRequestSchema = z
  .object({
    /** The athlete that holds the merge (the one kept). */
    athleteId: athleteIdSchema,
    /** The original id of the athlete merged into it, as listed in the athlete's `mergedFrom`. */
    mergedAthleteId: athleteIdSchema,
  })
  .strict()
  .refine((request) => request.athleteId !== request.mergedAthleteId, { path: ["mergedAthleteId"], message: ATHLETE_MERGE_MESSAGES.notMerged });
export type SplitAthleteRequest = z.infer<typeof splitAthleteRequestSchema>;

export const splitEmailOutRequestSchema = z
  .object({
    /** The athlete the email joined automatically. */
    athleteId: athleteIdSchema,
    emailId: z.string().trim().min(1).max(128),
  })
  .strict();

export const splitEmailOutResponseSchema = z.object({
  /** The athlete without the email. */
  athlete: athleteDetailSchema,
  /** The athlete the email made on its own. */
  newAthleteId: athleteIdSchema,
  newAthleteName: z.string().max(250),
});

export const splitAthleteResponseSchema = z.object({
  /** The athlete the split was asked on, without the split-out athlete. */
  athlete: athleteDetailSchema,
  /** The athlete that came back (its original id). */
  restoredAthleteId: athleteIdSchema,
});
export type SplitAthleteResponse = z.infer<typeof splitAthleteResponseSchema>;
