/**
 * The gold-label format of the pipeline corpus (one JSON object per line of labels.jsonl). The fields mirror the
 * batch command's output line, so an evaluation can compare the two field by field. Conventions: README.md here.
 */
import { z } from "zod";
import { SENDER_ROLES, type SenderRole } from "../../../machines/inbox/senderRole.ts";

export { SOFTBALL_POSITIONS, VOLLEYBALL_POSITIONS } from "../../../machines/inbox/positions.ts";
export type { SenderRole };

const US_STATES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN",
  "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA",
  "WV", "WI", "WY",
];
const CANADIAN_PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"];
export const STATE_CODES: readonly string[] = [...US_STATES, ...CANADIAN_PROVINCES];

const text = z.string().trim().min(1);

/** Links to the athlete's film on the hosts the product recognises, exactly as the email writes them (scheme optional). */
export const VIDEO_URL = /^(https?:\/\/)?([a-z0-9-]+\.)*(hudl\.com|youtube\.com|youtu\.be|vimeo\.com|drive\.google\.com)\/\S+$/i;
/** Absent lists are null, never empty. */
const nonEmptyList = <T extends z.ZodType>(item: T) => z.array(item).min(1).nullable();

export const corpusAthleteSchema = z.strictObject({
  first_name: text.nullable(),
  last_name: text.nullable(),
  grad_year: z.int().min(2020).max(2035).nullable(),
  /** Volleyball and softball positions normalised to the codes above; other sports as written. Main position first. */
  positions: nonEmptyList(text),
  height_inches: z.number().min(48).max(90).nullable(),
  club_team: text.nullable(),
  high_school: text.nullable(),
  city: text.nullable(),
  state: z.enum(STATE_CODES as [string, ...string[]]).nullable(),
  /** Unweighted when the email gives both. */
  gpa: z.number().min(0).max(5).nullable(),
  email: z.email().refine((value) => value === value.toLowerCase(), "email is lowercase").nullable(),
  /** E.164. */
  phone: z.string().regex(/^\+[1-9]\d{9,14}$/).nullable(),
  video_urls: nonEmptyList(z.string().regex(VIDEO_URL)),
});

export const corpusLabelSchema = z
  .strictObject({
    file: z.string().regex(/^[a-z0-9][a-z0-9-]*\.eml$/),
    /** The source family (one writer, template or service); see CorpusEntry.family. */
    family: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
    is_recruiting: z.boolean(),
    sender_role: z.enum(SENDER_ROLES),
    athlete: corpusAthleteSchema.nullable(),
    /** Only when the email introduces two or more athletes: every one of them, in the email's order (`athlete` among them). */
    athletes: z.array(corpusAthleteSchema).min(2).optional(),
  })
  .refine((label) => label.is_recruiting === (label.athlete !== null), { message: "athlete is null exactly when the email is not recruiting" })
  .refine((label) => !label.athletes || label.athletes.some((athlete) => JSON.stringify(athlete) === JSON.stringify(label.athlete)), {
    message: "athletes includes the main athlete",
  });

export type CorpusAthlete = z.infer<typeof corpusAthleteSchema>;
export type CorpusLabel = z.infer<typeof corpusLabelSchema>;
