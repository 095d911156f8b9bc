import { z } from "zod";
import { isTimeZone } from "../shared/dates";
import { emailField, type EmailFieldMessages } from "../shared/emailField";
import { organizationField, personNameField } from "../shared/text";

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
  unknownTimeZone: "Unknown time zone",
  submissionIdInvalid: "Please reload the page and try again.",
  invitationsNeedAccount: "Sign in with your confirmed coach account to have InboxScout send the invitations; the email draft still works without one.",
} as const;

export const REFERRAL_TOASTS = {
  invalid: { title: "Form Validation Error", description: "Please fill out all required fields correctly." },
  saved: { title: "Referral Saved Successfully", description: "Your email client should have opened with a pre-filled message." },
  failed: { title: "Error Creating Referral", description: "There was a problem saving your referral. Please try again." },
} as const;

/** At most this many referees per submission (and invitations InboxScout sends for one). */
export const MAX_REFEREES = 10;


/** An address that must be one mailbox at a .edu domain, with a message for each failure. */
const eduEmail = (messages: Required<Omit<EmailFieldMessages, "tooLong">>) => emailField({ ...messages, tooLong: "Must be 254 characters or fewer" });

export const refereeSchema = z.object({
  firstName: personNameField(REFERRAL_MESSAGES.firstNameRequired),
  lastName: personNameField(REFERRAL_MESSAGES.lastNameRequired),
  email: eduEmail({ required: REFERRAL_MESSAGES.emailRequired, invalid: REFERRAL_MESSAGES.emailInvalid, notEdu: REFERRAL_MESSAGES.emailNotEdu }),
  role: organizationField(REFERRAL_MESSAGES.roleRequired, 100),
  sport: organizationField(REFERRAL_MESSAGES.sportRequired, 80),
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
  timeZone: z.string().trim().max(64).default("UTC").refine(isTimeZone, REFERRAL_MESSAGES.unknownTimeZone),
  sendInvitations: z.boolean().default(false),
  /** Names one submission of the form: a retry of it (e.g. after a dropped connection) saves nothing twice. */
  submissionId: z.string().regex(/^[A-Za-z0-9:-]{8,80}$/, REFERRAL_MESSAGES.submissionIdInvalid),
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
  const hasCode = referralCode !== "N/A";
  // Only a coach with an account (and so a code) uses the product, and only their code locks in beta pricing.
  const intro = hasCode
    ? `I'm using ${productName} to turn recruiting emails into clean athlete summaries. Join within 7 days with my referral code ${referralCode} to lock in beta pricing.`
    : `I came across ${productName}, which turns recruiting emails into clean athlete summaries, and thought you'd like it.`;
  const body = `Hi,\n\n${intro}\n\nStart here: ${appOrigin}/initial-screening${hasCode ? `?ref=${encodeURIComponent(referralCode)}` : ""}\n`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Where an invited colleague stands: invited, screened with the code, trial started, or paid (the referrer got their free month). */
export const REFERRAL_STATUSES = ["invited", "started", "trial", "rewarded"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
