import { z } from "zod";
import { EMAIL_SHAPE, normalizeEmail } from "../shared/email";

/** Every message of the referral forms (spec §5, §8). */
export const REFERRAL_MESSAGES = {
  referrerEmailRequired: "Your email is required",
  referrerEmailInvalid: "Invalid email format",
  referrerEmailNotEdu: "Your email must end with .edu",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailNotEdu: "Email must end with .edu",
  roleRequired: "Role is required",
  sportRequired: "Sport is required",
  atLeastOneReferee: "Add at least one coach to invite",
  tooManyReferees: "You can invite up to 10 coaches at a time",
} as const;

export const REFERRAL_TOASTS = {
  invalid: { title: "Form Validation Error", description: "Please fill out all required fields correctly." },
  saved: { title: "Referral Saved Successfully", description: "Your email client should have opened with a pre-filled message." },
  failed: { title: "Error Creating Referral", description: "There was a problem saving your referral. Please try again." },
} as const;

/** At most this many referees per submission (and invitations InboxScout sends for one). */
export const MAX_REFEREES = 10;

const text = (required: string, max = 100) => z.string(required).trim().min(1, required).max(max, `Must be ${max} characters or fewer`);

/** An address that must look like an email and end with .edu, with a message for each failure. */
const eduEmail = (messages: { required: string; invalid: string; notEdu: string }) =>
  text(messages.required, 254)
    .refine((email) => EMAIL_SHAPE.test(email), messages.invalid)
    .refine((email) => !EMAIL_SHAPE.test(email) || normalizeEmail(email).endsWith(".edu"), messages.notEdu)
    .transform(normalizeEmail);

export const refereeSchema = z.object({
  firstName: text(REFERRAL_MESSAGES.firstNameRequired),
  lastName: text(REFERRAL_MESSAGES.lastNameRequired),
  email: eduEmail({ required: REFERRAL_MESSAGES.emailRequired, invalid: REFERRAL_MESSAGES.emailInvalid, notEdu: REFERRAL_MESSAGES.emailNotEdu }),
  role: text(REFERRAL_MESSAGES.roleRequired),
  sport: text(REFERRAL_MESSAGES.sportRequired, 80),
});
export type RefereeInput = z.input<typeof refereeSchema>;

/** Both referral forms (/coach-connect and /referral) submit this. */
export const referralSchema = z.object({
  referrerEmail: eduEmail({
    required: REFERRAL_MESSAGES.referrerEmailRequired,
    invalid: REFERRAL_MESSAGES.referrerEmailInvalid,
    notEdu: REFERRAL_MESSAGES.referrerEmailNotEdu,
  }),
  referees: z.array(refereeSchema).min(1, REFERRAL_MESSAGES.atLeastOneReferee).max(MAX_REFEREES, REFERRAL_MESSAGES.tooManyReferees),
  /** The referrer's own code, when they know it; optional. */
  existingReferralCode: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((code) => code?.toUpperCase() || undefined),
});
export type ReferralInput = z.input<typeof referralSchema>;
export type Referral = z.output<typeof referralSchema>;

export const EMPTY_REFEREE: RefereeInput = { firstName: "", lastName: "", email: "", role: "", sport: "" };

/** submitReferral: the form, the referrer's time zone (for the expiry) and whether InboxScout sends the invitations. */
export const submitReferralRequestSchema = referralSchema.extend({
  timeZone: z.string().trim().max(64).default("UTC"),
  sendInvitations: z.boolean().default(false),
});

export const submitReferralResponseSchema = z.object({
  /** The referrer's personal code, or "N/A" when they have none yet. */
  referralCode: z.string(),
  saved: z.number().int(),
  expiresAt: z.string(),
  invitationsSent: z.number().int(),
  /** Recipients already invited within the last week, so not emailed again. */
  invitationsSkipped: z.array(z.string()),
});
export type SubmitReferralResponse = z.infer<typeof submitReferralResponseSchema>;

/** The prefilled draft the referrer's own email client opens: one message to all referees (spec §4). */
export function referralMailto(referral: Referral, referralCode: string, productName: string, appOrigin: string): string {
  const to = referral.referees.map((referee) => referee.email).join(",");
  const subject = `Try ${productName} with me`;
  const codeLine = referralCode === "N/A" ? "" : ` Use my referral code ${referralCode} when you sign up.`;
  const body = `Hi,\n\nI'm using ${productName} to turn recruiting emails into clean athlete summaries. Join within 7 days to lock in beta pricing.${codeLine}\n\nStart here: ${appOrigin}/initial-screening${referralCode === "N/A" ? "" : `?ref=${encodeURIComponent(referralCode)}`}\n`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
