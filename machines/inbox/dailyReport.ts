import { z } from "zod";
import { classificationReasonSchema } from "./classification";
import { contactValueSchemas } from "./athleteContacts";
import { athleteValueSchemas } from "./extractedAthlete";

const isoTimestamp = z.iso.datetime({ offset: true });
const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** One athlete as the report, the summary email and the CSV show them. */
export const athleteCardSchema = z.object({
  athleteId: z.string().min(1).max(128),
  firstName: nullable(athleteValueSchemas.firstName),
  lastName: nullable(athleteValueSchemas.lastName),
  positions: nullable(athleteValueSchemas.positions),
  height: nullable(athleteValueSchemas.height),
  gradYear: nullable(athleteValueSchemas.gradYear),
  clubTeam: nullable(athleteValueSchemas.clubTeam),
  highSchool: nullable(athleteValueSchemas.highSchool),
  city: nullable(athleteValueSchemas.city),
  state: nullable(athleteValueSchemas.state),
  gpa: nullable(athleteValueSchemas.gpa),
  email: nullable(athleteValueSchemas.email),
  phone: nullable(athleteValueSchemas.phone),
  videoUrls: nullable(athleteValueSchemas.videoUrls),
  /** A parent's (else a guardian's) contact; absent on cards made before contacts were kept. */
  parent: z.object({ name: nullable(contactValueSchemas.name), email: nullable(contactValueSchemas.email), phone: nullable(contactValueSchemas.phone) }).nullable().optional(),
  /** What the coach would want and the email did not give ("no video", "no GPA"). */
  missing: z.array(z.string().max(40)).max(14),
});
export type AthleteCard = z.infer<typeof athleteCardSchema>;

/** A non-recruiting email listed in the report so a wrong filter can be rescued. */
export const filteredEmailSchema = z.object({
  emailId: z.string().min(1).max(998),
  receivedAt: isoTimestamp,
  from: z.string().max(320),
  subject: z.string().max(300),
  reason: classificationReasonSchema,
});
export type FilteredEmail = z.infer<typeof filteredEmailSchema>;

/** An email we weren't sure about, listed so the coach decides: recruiting or not. */
export const reviewEmailSchema = filteredEmailSchema.omit({ reason: true }).extend({ warnings: z.array(z.string().max(300)).min(1).max(20) });
export type ReviewEmail = z.infer<typeof reviewEmailSchema>;

/** Counts keyed by position code, class (grad year) or state; athletes without the value count under "unknown". */
const countsSchema = z.record(z.string().max(40), z.number().int().nonnegative());
export const UNKNOWN_COUNT_KEY = "unknown";

/** The daily (or twice-daily) report to one coach, for one period in the coach's time zone. */
export const dailyReportSchema = z.object({
  coachId: z.string().min(1).max(128),
  timeZone: z.string().min(1).max(64),
  periodStart: isoTimestamp,
  periodEnd: isoTimestamp,
  newAthletes: z.array(athleteCardSchema),
  updatedAthletes: z.array(athleteCardSchema),
  counts: z.object({ byPosition: countsSchema, byClass: countsSchema, byState: countsSchema }),
  filteredEmails: z.array(filteredEmailSchema),
  /** Absent on reports sent before emails could wait for review. */
  needsReviewEmails: z.array(reviewEmailSchema).default([]),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;
