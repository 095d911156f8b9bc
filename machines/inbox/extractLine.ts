import { z } from "zod";
import { attachmentStatusSchema } from "./emailAttachment";
import { MAX_ATHLETES_PER_EMAIL, MAX_WARNINGS, mailboxSchema } from "./processedEmail";
import { senderRoleSchema } from "./senderRole";

/**
 * One line of `npm run extract` output, and the athlete part of the evaluation's gold labels
 * (tests/pipeline/corpus/labels.jsonl). Absent values are null; arrays are null, never empty.
 */
export const extractLineAthleteSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  grad_year: z.number().int().nullable(),
  positions: z.array(z.string()).min(1).nullable(),
  height_inches: z.number().nullable(),
  club_team: z.string().nullable(),
  high_school: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  gpa: z.number().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  video_urls: z.array(z.string()).min(1).nullable(),
});
export type ExtractLineAthlete = z.infer<typeof extractLineAthleteSchema>;
export const EXTRACT_LINE_FIELDS = Object.keys(extractLineAthleteSchema.shape) as (keyof ExtractLineAthlete)[];

export const extractLineSchema = z.object({
  id: z.string().nullable(),
  is_recruiting: z.boolean(),
  sender_role: senderRoleSchema,
  /** The main athlete (the one named in the subject or singled out, else the first). */
  athlete: extractLineAthleteSchema.nullable(),
  /** The email's attachments and whether each was read; absent when it has none. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), status: attachmentStatusSchema })).min(1).optional(),
  /** Every athlete the email introduces, in its order, `athlete` among them; empty when not recruiting. */
  athletes: z.array(extractLineAthleteSchema).max(MAX_ATHLETES_PER_EMAIL),
  /** Who wrote the message a forward carries (the innermost From); null when the email is no forward. */
  forwarded_from: mailboxSchema.nullable(),
  /** What cut the engine's reading short (a limit, more athletes than it reads): the email needs a person's look. */
  warnings: z.array(z.string()).max(MAX_WARNINGS),
});
export type ExtractLine = z.infer<typeof extractLineSchema>;

/** A gold label: which corpus file, and what the extract line for it should say. */
export const goldLabelSchema = z.object({
  file: z.string().min(1),
  is_recruiting: z.boolean(),
  sender_role: z.string(),
  athlete: extractLineAthleteSchema.partial().nullable(),
  /** Only on emails introducing two or more athletes: each one's label, in the email's order. */
  athletes: z.array(extractLineAthleteSchema.partial()).min(2).optional(),
});
export type GoldLabel = z.infer<typeof goldLabelSchema>;
