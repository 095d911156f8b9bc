import { z } from "zod";
import { sourceSpanSchema } from "./extractedField";

/**
 * The people around an athlete whose contact details an email gives (a parent writing, "Mom's cell",
 * a club coach recommending her): kept with the athlete, apart from her own single-valued fields.
 */

/** Longest name kept for an athlete or a contact. */
export const MAX_CONTACT_NAME = 120;

/** The value grammar of contact details, shared by the athlete's own email and phone and her contacts'. */
export const contactValueSchemas = {
  name: z.string().trim().min(1).max(MAX_CONTACT_NAME),
  email: z.string().max(254),
  /** E.164 (+15125550142). */
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/),
} as const;

export const CONTACT_ROLES = ["parent", "guardian", "club_coach", "high_school_coach", "other"] as const;
export const contactRoleSchema = z.enum(CONTACT_ROLES);
export type ContactRole = z.infer<typeof contactRoleSchema>;

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  parent: "Parent",
  guardian: "Guardian",
  club_coach: "Club coach",
  high_school_coach: "High school coach",
  other: "Other",
};

/** A contact is someone to reach: at least an email or a phone. */
const reachable = (contact: { email: string | null; phone: string | null }) => contact.email !== null || contact.phone !== null;

const contactDetails = {
  role: contactRoleSchema,
  name: contactValueSchemas.name.nullable(),
  email: contactValueSchemas.email.nullable(),
  phone: contactValueSchemas.phone.nullable(),
};

/** Most contacts one email gives (a family and a coach or two). */
export const MAX_EXTRACTED_CONTACTS = 5;

/** One contact as one email gives it, with the line it was read from. */
export const extractedContactSchema = z.object({ ...contactDetails, source: sourceSpanSchema }).refine(reachable);
export type ExtractedContact = z.infer<typeof extractedContactSchema>;
export const extractedContactsSchema = z.array(extractedContactSchema).max(MAX_EXTRACTED_CONTACTS);

export const CONTACT_DETAILS = ["name", "email", "phone"] as const;
export type ContactDetail = (typeof CONTACT_DETAILS)[number];

const isoTimestamp = z.iso.datetime({ offset: true });
const emailId = z.string().min(1).max(998);

/**
 * A name, email or phone of a stored contact that is not its value (any more): replaced by a newer
 * email, or `refused` when an older email than the one that set it gave another.
 */
export const contactHistoryEntrySchema = z.object({
  detail: z.enum(CONTACT_DETAILS),
  value: z.string().max(254),
  sourceEmailId: emailId,
  replacedAt: isoTimestamp,
  replacedByEmailId: emailId,
  refused: z.literal(true).optional(),
});
export type ContactHistoryEntry = z.infer<typeof contactHistoryEntrySchema>;

/** Earlier values kept per contact, and contacts kept per athlete (the oldest go first when full). */
export const CONTACT_LIMITS = { history: 20, contacts: 20 } as const;

/** A contact merged across a coach's emails about one athlete: same role and same email or phone is one contact. */
export const recordContactSchema = z
  .object({
    ...contactDetails,
    sourceEmailId: emailId,
    updatedAt: isoTimestamp,
    history: z.array(contactHistoryEntrySchema).max(CONTACT_LIMITS.history),
  })
  .refine(reachable);
export type RecordContact = z.infer<typeof recordContactSchema>;
export const recordContactsSchema = z.array(recordContactSchema).max(CONTACT_LIMITS.contacts);
