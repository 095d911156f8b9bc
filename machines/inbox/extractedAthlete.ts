import { z } from "zod";
import { contactValueSchemas, extractedContactsSchema } from "./athleteContacts";
import { extractedFieldSchema } from "./extractedField";
import { positionSchema, sportSchema } from "./positions";

const shortText = z.string().trim().min(1).max(120);

/** US states and Canadian provinces, as their two-letter postal codes. */
export const regionCodeSchema = z.string().regex(/^[A-Z]{2}$/);

export const heightSchema = z.object({
  /** As the email wrote it: 5'10", 5-10, 178 cm … */
  written: z.string().min(1).max(40),
  inches: z.number().min(48).max(90),
});
export type Height = z.infer<typeof heightSchema>;

export const gpaSchema = z.object({
  value: z.number().min(0).max(5),
  /** The scale when written ("3.8/4.0" gives 4); null when not stated. */
  scale: z.number().positive().max(10).nullable(),
  weighted: z.boolean(),
});
export type Gpa = z.infer<typeof gpaSchema>;

/** What each athlete field holds, without the evidence around it. */
/** Film links one athlete holds: the newest first. */
export const MAX_VIDEO_URLS = 10;

export const athleteValueSchemas = {
  sport: sportSchema,
  firstName: shortText,
  lastName: shortText,
  gradYear: z.number().int().min(1990).max(2100),
  positions: z.array(positionSchema).min(1).max(6),
  height: heightSchema,
  clubTeam: shortText,
  highSchool: shortText,
  city: shortText,
  state: regionCodeSchema,
  gpa: gpaSchema,
  email: contactValueSchemas.email,
  /** E.164 (+15125550142). */
  phone: contactValueSchemas.phone,
  /** Film links as the email writes them (the scheme may be missing: "youtu.be/abc"). */
  videoUrls: z.array(z.string().min(8).max(2048).regex(/^\S+$/)).min(1).max(MAX_VIDEO_URLS),
} as const;

/** The athlete's fields, in the order summaries and the CSV list them. */
export const ATHLETE_FIELDS = [
  "firstName",
  "lastName",
  "gradYear",
  "positions",
  "height",
  "clubTeam",
  "highSchool",
  "city",
  "state",
  "gpa",
  "email",
  "phone",
  "videoUrls",
  "sport",
] as const satisfies readonly (keyof typeof athleteValueSchemas)[];
export type AthleteField = (typeof ATHLETE_FIELDS)[number];

type ValueSchemas = typeof athleteValueSchemas;
const evidenced = <T extends z.ZodType>(value: T) => extractedFieldSchema(value).nullable();

/**
 * The athlete one email introduces. Every field is null when the email does not give it; when a
 * value is given it comes with its confidence and the text it was read from.
 */
export const extractedAthleteSchema = z.object({
  sport: evidenced(athleteValueSchemas.sport),
  firstName: evidenced(athleteValueSchemas.firstName),
  lastName: evidenced(athleteValueSchemas.lastName),
  gradYear: evidenced(athleteValueSchemas.gradYear),
  positions: evidenced(athleteValueSchemas.positions),
  height: evidenced(athleteValueSchemas.height),
  clubTeam: evidenced(athleteValueSchemas.clubTeam),
  highSchool: evidenced(athleteValueSchemas.highSchool),
  city: evidenced(athleteValueSchemas.city),
  state: evidenced(athleteValueSchemas.state),
  gpa: evidenced(athleteValueSchemas.gpa),
  email: evidenced(athleteValueSchemas.email),
  phone: evidenced(athleteValueSchemas.phone),
  videoUrls: evidenced(athleteValueSchemas.videoUrls),
  /**
   * Other people's contact details the email gives (a parent, a club or high-school coach), never
   * her own email or phone. Absent on emails read before contacts were kept.
   */
  contacts: extractedContactsSchema.optional(),
}) satisfies z.ZodObject<Record<AthleteField, z.ZodType>>;
export type ExtractedAthlete = z.infer<typeof extractedAthleteSchema>;

/** The value type of each field once the confidence and source are set aside. */
export type AthleteValues = { [K in AthleteField]: z.infer<ValueSchemas[K]> | null };

export function emptyExtractedAthlete(): ExtractedAthlete {
  return Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, null])) as Record<AthleteField, null>;
}
