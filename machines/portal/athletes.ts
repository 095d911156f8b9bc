import { z } from "zod";
import { MAX_ATTACHMENT_NAME } from "../inbox/emailAttachment";
import { CONTACT_LIMITS, contactRoleSchema, contactValueSchemas } from "../inbox/athleteContacts";
import { ATHLETE_FIELDS, athleteValueSchemas } from "../inbox/extractedAthlete";
import { sportSchema } from "../inbox/positions";
import { tournamentSchema } from "../inbox/tournaments";
import { MAX_SNIPPET_LENGTH } from "../inbox/extractedField";
import { emailField } from "../shared/emailField";
import { organizationField, personNameField, visibleText } from "../shared/text";
import { DEFAULT_SORT_DIRECTIONS, SORT_KEYS, SORT_LABELS, type SortKey } from "./athleteSort";

/** The coach portal's athletes: the contracts of the athlete callables (list, detail, edits, export, Send to UA). */

export const athleteIdSchema = z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/);
const athleteId = athleteIdSchema;
const isoTimestamp = z.iso.datetime({ offset: true });

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const MAX_TAGS = 20;
export const MAX_NOTES_LENGTH = 5000;
/** Longest search text a coach can type. */
export const MAX_QUERY_LENGTH = 100;
export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Athletes one Send to UA call mails at most (a page of the list). */
export const MAX_UA_BATCH = 100;

export const tagSchema = visibleText(z.string().trim().min(1).max(40));

/**
 * One athlete as the list shows them, kept in the per-coach search index (a few hundred bytes each, so
 * 5,000 athletes fit in a handful of index documents well under Firestore's 1 MiB cap).
 */
export const athleteListRowSchema = z.object({
  id: athleteId,
  firstName: z.string().max(120).nullable(),
  lastName: z.string().max(120).nullable(),
  sport: sportSchema.nullable(),
  positions: z.array(z.string().max(40)).max(6),
  heightInches: z.number().nullable(),
  gradYear: z.number().int().nullable(),
  clubTeam: z.string().max(120).nullable(),
  highSchool: z.string().max(120).nullable(),
  city: z.string().max(120).nullable(),
  state: z.string().max(2).nullable(),
  gpa: z.number().nullable(),
  email: z.string().max(254).nullable(),
  /** E.164; rows written before the phone was listed read as none until the athlete changes. */
  phone: z.string().max(20).nullable().default(null),
  hasVideo: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  tags: z.array(z.string().max(40)).max(MAX_TAGS),
  /** The start of the coach's notes. */
  note: z.string().max(140),
  /** When an email about the athlete last arrived (or the coach last changed them). */
  lastContact: isoTimestamp,
  createdAt: isoTimestamp,
});
export type AthleteListRow = z.infer<typeof athleteListRowSchema>;

export { DEFAULT_SORT_DIRECTIONS, SORT_KEYS, SORT_LABELS, type SortKey };
export const sortKeySchema = z.enum(SORT_KEYS);

const heightInches = z.number().int().min(48).max(90);

/** What narrows the list: each filter left out matches everyone. */
export const athleteFiltersSchema = z
  .object({
    query: z.string().max(MAX_QUERY_LENGTH).optional(),
    sport: sportSchema.optional(),
    positions: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
    gradYears: z.array(z.number().int().min(1990).max(2100)).max(12).optional(),
    states: z.array(z.string().regex(/^[A-Z]{2}$/)).max(70).optional(),
    minHeight: heightInches.optional(),
    maxHeight: heightInches.optional(),
    hasVideo: z.boolean().optional(),
    newSinceLastReport: z.boolean().optional(),
    tag: tagSchema.optional(),
  })
  .strict();
export type AthleteFilters = z.infer<typeof athleteFiltersSchema>;

export const athleteSortSchema = z.object({ by: sortKeySchema, direction: z.enum(["asc", "desc"]) }).strict();
export type AthleteSort = z.infer<typeof athleteSortSchema>;

export const listAthletesRequestSchema = z
  .object({
    filters: athleteFiltersSchema,
    sort: athleteSortSchema,
    page: z.number().int().min(1).max(10_000),
    pageSize: z.union(PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>]),
  })
  .strict();
export type ListAthletesRequest = z.infer<typeof listAthletesRequestSchema>;

/** Values the coach's athletes have, so the filters offer only what exists. */
export const athleteFacetsSchema = z.object({
  sports: z.array(sportSchema),
  positions: z.array(z.string().max(40)),
  gradYears: z.array(z.number().int()),
  states: z.array(z.string().max(2)),
  tags: z.array(z.string().max(40)),
});
export type AthleteFacets = z.infer<typeof athleteFacetsSchema>;

export const listAthletesResponseSchema = z.object({
  rows: z.array(athleteListRowSchema).max(100),
  /** Athletes matching the filters (all pages). */
  total: z.number().int().nonnegative(),
  /** All the coach's athletes. */
  totalAthletes: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  facets: athleteFacetsSchema,
});
export type ListAthletesResponse = z.infer<typeof listAthletesResponseSchema>;

export const athleteIdRequestSchema = z.object({ athleteId }).strict();

/** One field on the athlete page: its value, how sure the engine was, and the sentence it came from. */
export function detailFieldSchema<T extends z.ZodType>(value: T) {
  return z
    .object({
      value,
      confidence: z.number().min(0).max(1),
      correctedByCoach: z.boolean(),
      updatedAt: isoTimestamp,
      /** The email the value was read from; null for the coach's own correction. */
      sourceEmailId: z.string().max(998).nullable(),
      /** The sentence or line of that email the value was read from. */
      sourceText: z.string().max(MAX_SNIPPET_LENGTH).nullable(),
      /** The attachment of that email (her résumé, a profile sheet) the value was read from; absent when it came from the email's words. */
      sourceAttachment: z.string().max(MAX_ATTACHMENT_NAME).optional(),
    })
    .nullable();
}

export const athleteDetailFieldsSchema = z.object({
  sport: detailFieldSchema(athleteValueSchemas.sport),
  firstName: detailFieldSchema(athleteValueSchemas.firstName),
  lastName: detailFieldSchema(athleteValueSchemas.lastName),
  gradYear: detailFieldSchema(athleteValueSchemas.gradYear),
  positions: detailFieldSchema(athleteValueSchemas.positions),
  height: detailFieldSchema(athleteValueSchemas.height),
  clubTeam: detailFieldSchema(athleteValueSchemas.clubTeam),
  highSchool: detailFieldSchema(athleteValueSchemas.highSchool),
  city: detailFieldSchema(athleteValueSchemas.city),
  state: detailFieldSchema(athleteValueSchemas.state),
  gpa: detailFieldSchema(athleteValueSchemas.gpa),
  email: detailFieldSchema(athleteValueSchemas.email),
  phone: detailFieldSchema(athleteValueSchemas.phone),
  videoUrls: detailFieldSchema(athleteValueSchemas.videoUrls),
});
export type AthleteDetailFields = z.infer<typeof athleteDetailFieldsSchema>;

/** Longest email text the athlete page shows per email (characters). */
export const MAX_SOURCE_EMAIL_TEXT = 20_000;
/** Source emails the athlete page shows (newest first). */
export const MAX_SOURCE_EMAILS = 20;

/** An email the athlete's data came from, as plain text (never the HTML it arrived in). */
export const sourceEmailSchema = z.object({
  emailId: z.string().max(998),
  receivedAt: isoTimestamp,
  subject: z.string().max(998),
  from: z.string().max(320).nullable(),
  coachNote: z.string().max(MAX_SOURCE_EMAIL_TEXT).nullable(),
  text: z.string().max(MAX_SOURCE_EMAIL_TEXT),
  /** How this email was tied to the athlete ("same email maya@x.com"); null for the first. */
  matchedBy: z.string().max(300).nullable(),
});
export type SourceEmail = z.infer<typeof sourceEmailSchema>;

/** Longest list of a merged athlete's emails the athlete page names (the rest are counted). */
export const MAX_MERGED_EMAILS_SHOWN = 20;
/** Most athletes merged into one: the athlete page lists each, and the athlete's document stays small. */
export const MAX_MERGED_SOURCES = 100;

/** An athlete the coach merged into this one: split it out and these emails go back to it. */
export const mergedSourceSchema = z.object({
  athleteId,
  name: z.string().max(250),
  mergedAt: isoTimestamp,
  emailCount: z.number().int().nonnegative(),
  emails: z.array(z.object({ emailId: z.string().max(998), subject: z.string().max(998), receivedAt: isoTimestamp })).max(MAX_MERGED_EMAILS_SHOWN),
});
export type MergedSource = z.infer<typeof mergedSourceSchema>;

/** Contact fields whose earlier values the athlete page keeps showing: a changed address or phone is never silent. */
export const CONTACT_FIELDS = ["email", "phone"] as const;
/** Fields whose refused values the athlete page shows too: a club, school or home an email gave is never silently dropped. */
export const REFUSAL_SHOWN_FIELDS = ["clubTeam", "highSchool", "city"] as const;
/** Earlier values the athlete page lists, newest first. */
export const MAX_VALUE_CHANGES = 40;

/** An email a value came from, as the athlete page names it; null where the coach typed the value. */
const valueSourceSchema = z.object({ emailId: z.string().max(998), subject: z.string().max(998), receivedAt: isoTimestamp.nullable() }).nullable();

/**
 * A contact value that was replaced (or a different one an older email brought), or a club, school or
 * city an email gave that was refused: what, from where, by what.
 */
export const valueChangeSchema = z.object({
  field: z.enum([...CONTACT_FIELDS, ...REFUSAL_SHOWN_FIELDS]),
  value: z.union([athleteValueSchemas.email, athleteValueSchemas.phone, athleteValueSchemas.clubTeam]),
  from: valueSourceSchema,
  replacedAt: isoTimestamp,
  replacedBy: valueSourceSchema,
  /** The value never became hers: an email gave it, but the one kept was stated more surely (or is the coach's). */
  refused: z.boolean(),
});
export type ValueChange = z.infer<typeof valueChangeSchema>;

/** A parent's, guardian's or coach's contact on the athlete page, with the email that last stated it. */
export const athleteContactSchema = z.object({
  role: contactRoleSchema,
  name: contactValueSchemas.name.nullable(),
  email: contactValueSchemas.email.nullable(),
  phone: contactValueSchemas.phone.nullable(),
  updatedAt: isoTimestamp,
  from: valueSourceSchema,
});
export type AthleteContact = z.infer<typeof athleteContactSchema>;

export const athleteDetailSchema = z.object({
  id: athleteId,
  fields: athleteDetailFieldsSchema,
  valueChanges: z.array(valueChangeSchema).max(MAX_VALUE_CHANGES),
  /** Parents, guardians and coaches the emails gave, as contacts of the athlete. */
  contacts: z.array(athleteContactSchema).max(CONTACT_LIMITS.contacts),
  rating: z.number().int().min(1).max(5).nullable(),
  tags: z.array(z.string().max(40)).max(MAX_TAGS),
  notes: z.string().max(MAX_NOTES_LENGTH),
  tournaments: z.array(tournamentSchema),
  emails: z.array(sourceEmailSchema).max(MAX_SOURCE_EMAILS),
  emailCount: z.number().int().nonnegative(),
  /** Athletes merged into this one, oldest merge first. */
  mergedFrom: z.array(mergedSourceSchema).max(MAX_MERGED_SOURCES),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type AthleteDetail = z.infer<typeof athleteDetailSchema>;

/** What a correction box says when its text is left empty or is not an address. */
export const CORRECTION_MESSAGES = {
  firstName: "Enter the first name.",
  lastName: "Enter the last name.",
  clubTeam: "Enter the club.",
  highSchool: "Enter the high school.",
  city: "Enter the city.",
  email: "Enter an email address.",
} as const;

/** The longest corrected name, club, school or city (what the engine keeps too). */
const MAX_CORRECTED_TEXT = 120;

/**
 * Fields a coach can correct: the value replaces the engine's, and later emails never overwrite it.
 * Typed text takes the grammar of every stored name (signup's): the portal, reports and the CSV show
 * it, so no links and no hidden or direction-changing characters.
 */
export const athleteCorrectionsSchema = z
  .object({
    sport: athleteValueSchemas.sport,
    firstName: personNameField(CORRECTION_MESSAGES.firstName, MAX_CORRECTED_TEXT),
    lastName: personNameField(CORRECTION_MESSAGES.lastName, MAX_CORRECTED_TEXT),
    gradYear: athleteValueSchemas.gradYear,
    positions: z.array(visibleText(athleteValueSchemas.positions.element)).min(1).max(6),
    height: athleteValueSchemas.height.extend({ written: visibleText(athleteValueSchemas.height.shape.written) }),
    clubTeam: organizationField(CORRECTION_MESSAGES.clubTeam, MAX_CORRECTED_TEXT),
    highSchool: organizationField(CORRECTION_MESSAGES.highSchool, MAX_CORRECTED_TEXT),
    city: organizationField(CORRECTION_MESSAGES.city, MAX_CORRECTED_TEXT),
    state: athleteValueSchemas.state,
    gpa: athleteValueSchemas.gpa,
    email: emailField({ required: CORRECTION_MESSAGES.email, invalid: CORRECTION_MESSAGES.email }),
    phone: athleteValueSchemas.phone,
    videoUrls: z.array(visibleText(athleteValueSchemas.videoUrls.element)).min(1).max(10),
  })
  .partial()
  .strict();
export type AthleteCorrections = z.infer<typeof athleteCorrectionsSchema>;
export const CORRECTABLE_FIELDS = ATHLETE_FIELDS;

export const updateAthleteRequestSchema = z
  .object({
    athleteId,
    rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]).nullable().optional(),
    tags: z.array(tagSchema).max(MAX_TAGS).optional(),
    notes: visibleText(z.string().max(MAX_NOTES_LENGTH), { multiline: true }).optional(),
    corrections: athleteCorrectionsSchema.optional(),
  })
  .strict();
export type UpdateAthleteRequest = z.infer<typeof updateAthleteRequestSchema>;

export const exportAthletesCsvRequestSchema = z.object({ filters: athleteFiltersSchema, sort: athleteSortSchema }).strict();
export const exportAthletesCsvResponseSchema = z.object({ filename: z.string().max(120), csv: z.string(), count: z.number().int().nonnegative() });

export const sendAthleteToUaRequestSchema = z.object({ athleteIds: z.array(athleteId).min(1).max(MAX_UA_BATCH) }).strict();
export const sendAthleteToUaResponseSchema = z.object({
  sent: z.number().int().nonnegative(),
  /** Already sent today: at most one email per athlete per day. */
  alreadySentToday: z.number().int().nonnegative(),
});

export const ATHLETE_MESSAGES = {
  notFound: "That athlete isn't in your list.",
  noUaAddress: "Add your University Athlete note address in Settings first.",
  /** What Send to UA does, next to the button. */
  uaExplained: (address: string) => `Emails each selected athlete's card to your University Athlete note address${address ? ` (${address})` : ""}, set in Settings; once per athlete a day.`,
  uaNothingSelected: "Select the athletes to send first.",
} as const;
