import { z } from "zod";

/**
 * How long an athlete record the coach has not touched (no email about her, no edit, merge or split) is
 * kept before the scheduled sweep deletes it (functions/src/retention/untouchedAthleteRetention.ts). The
 * coach picks one in Settings; the legal texts state every choice, the default and the longest from this
 * list (machines/productFacts.ts), so no choice can outlast what they promise. A year is 365 days here, as the sweep counts it.
 */
export const ATHLETE_RETENTION_CHOICES = {
  "1-year": { label: "1 year", days: 365 },
  "2-years": { label: "2 years", days: 2 * 365 },
  "3-years": { label: "3 years", days: 3 * 365 },
} as const;

export const athleteRetentionSchema = z.enum(Object.keys(ATHLETE_RETENTION_CHOICES) as [keyof typeof ATHLETE_RETENTION_CHOICES, ...Array<keyof typeof ATHLETE_RETENTION_CHOICES>], {
  error: "Choose how long to keep athletes from the list",
});
export type AthleteRetention = z.infer<typeof athleteRetentionSchema>;

/** Settings' choices, shortest first, with the labels the legal texts state them in (machines/productFacts.ts). */
export const ATHLETE_RETENTION_OPTIONS = athleteRetentionSchema.options.map((value) => ({ value, label: ATHLETE_RETENTION_CHOICES[value].label }));

/** What a coach who never chose keeps. */
export const DEFAULT_ATHLETE_RETENTION: AthleteRetention = "2-years";

/** The longest choice: the most the legal texts allow. */
export const LONGEST_ATHLETE_RETENTION: AthleteRetention = athleteRetentionSchema.options.reduce((longest, choice) =>
  ATHLETE_RETENTION_CHOICES[choice].days > ATHLETE_RETENTION_CHOICES[longest].days ? choice : longest,
);

/** The coach's choice, or the default when they never made one. */
export const athleteRetentionOf = (coach: { athleteRetention?: AthleteRetention | null }): AthleteRetention => coach.athleteRetention ?? DEFAULT_ATHLETE_RETENTION;

/** Settings' choice of how long to keep athletes: saved by its own callable. */
export const setAthleteRetentionRequestSchema = z.object({ athleteRetention: athleteRetentionSchema }).strict();
export const setAthleteRetentionResponseSchema = z.object({ athleteRetention: athleteRetentionSchema });
