import { z } from "zod";
import { BETA_SPORTS, OTHER_SPORT } from "../sports";
import { isTimeZone } from "../shared/dates";
import { emailField } from "../shared/emailField";
import { organizationField, personNameField } from "../shared/text";

/** Every message of the onboarding forms (spec §5, §8). */
export const ONBOARDING_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailNotEdu: "Email must end with .edu",
  sportRequired: "Sport is required",
  fieldRequired: "This field is required",
  workEmailInvalid: "Please enter a valid email address",
  otherSportRequired: "Please specify the sport",
  signatureRequired: "Signature Required",
  /** Not in the spec: the signup's time zone confirmation. */
  timeZoneInvalid: "Choose a time zone from the list",
  timeZoneHint: "Taken from this browser: your reports arrive, and every date and time is shown, on this clock. Change it if it's not yours.",
} as const;

export const ONBOARDING_TOASTS = {
  screeningInvalid: { title: "Validation Error", description: "Please correct the errors and try again." },
  screeningFailed: { title: "Submission Error", description: "There was a problem submitting your information. Please try again." },
  criticalFailure: { title: "Critical Error", description: "Multiple failures occurred. Please refresh and try again." },
  missingInformation: { title: "Missing Information", description: "Please complete the screening step first." },
  signatureRequired: { title: "Signature Required", description: "Please provide your electronic signature to continue." },
  reviewRequired: { title: "Review Required", description: "Please scroll through and review all legal documents before signing." },
  signatureUpdateFailed: { title: "Error", description: "Failed to update signature status. Please try again." },
  signatureSubmitFailed: { title: "Submission Error", description: "There was a problem submitting your signature. Please try again." },
  signupInvalid: { title: "Form Validation Error", description: "Please fill out all required fields correctly." },
  profileUpdateFailed: { title: "Data Update Error", description: "We encountered an issue updating your profile. Your form was still submitted." },
  signupFailed: { title: "Submission Error", description: "There was a problem submitting your information. Please try again." },
  trialStarted: { title: "Success!", description: "Your free trial has started." },
} as const;

export const TEXT_LIMIT = 200;
const LONG_TEXT_LIMIT = 2000;

const tooLong = (max: number) => `Must be ${max} characters or fewer`;

/** `ref` in the URL beats the form field; empty means none. */
const optionalCode = z
  .string()
  .trim()
  .max(40, tooLong(40))
  .nullish()
  .transform((code) => code?.toUpperCase() || undefined);

/**
 * Screening (spec §5). The .edu rule takes the server's allowlist of personal addresses, which
 * never ships in the bundle: the browser checks everything else and the callable decides .edu.
 */
export function screeningSchema(rules: { isAllowedNonEduEmail: (email: string) => boolean }) {
  return z.object({
    firstName: personNameField(ONBOARDING_MESSAGES.firstNameRequired),
    lastName: personNameField(ONBOARDING_MESSAGES.lastNameRequired),
    email: emailField(
      { required: ONBOARDING_MESSAGES.emailRequired, invalid: ONBOARDING_MESSAGES.emailInvalid, notEdu: ONBOARDING_MESSAGES.emailNotEdu, tooLong: tooLong(254) },
      rules.isAllowedNonEduEmail,
    ),
    sport: z.enum(BETA_SPORTS, ONBOARDING_MESSAGES.sportRequired),
    referralCode: optionalCode,
  });
}

/** What the browser validates before calling: every rule but the allowlist, which only the server knows. */
export const screeningFormSchema = screeningSchema({ isAllowedNonEduEmail: () => true });
export type ScreeningInput = z.input<typeof screeningFormSchema>;
export type Screening = z.output<typeof screeningFormSchema>;

export const EMAILS_PER_DAY = ["<10", "10–25", "26–50", "51–75", "75+"] as const;
export const MINUTES_PER_DAY = ["<10", "10–30", "31–45", "46–60", "60+"] as const;
export const SIGNUP_SPORTS = [...BETA_SPORTS, OTHER_SPORT] as const;
export const HEARD_FROM = ["Colleague referral", "Conference or clinic", "Social media", "Search engine", "Email", OTHER_SPORT] as const;

const choice = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options, ONBOARDING_MESSAGES.fieldRequired);
const optionalText = z
  .string()
  .trim()
  .max(LONG_TEXT_LIMIT, tooLong(LONG_TEXT_LIMIT))
  .nullish()
  .transform((text) => text || undefined);

/** Signup (spec §5): four sections; 'Other' sport needs otherSport; empty optional values are dropped. */
export const signupSchema = z
  .object({
    // Personal Details
    firstName: personNameField(ONBOARDING_MESSAGES.fieldRequired),
    lastName: personNameField(ONBOARDING_MESSAGES.fieldRequired),
    jobTitle: organizationField(ONBOARDING_MESSAGES.fieldRequired),
    university: organizationField(ONBOARDING_MESSAGES.fieldRequired),
    workEmail: emailField({ required: ONBOARDING_MESSAGES.fieldRequired, invalid: ONBOARDING_MESSAGES.workEmailInvalid, tooLong: tooLong(254) }),
    // Recruiting Email Insights
    emailsPerDay: choice(EMAILS_PER_DAY),
    timeSpentDaily: choice(MINUTES_PER_DAY),
    // Sport Information
    sport: choice(SIGNUP_SPORTS),
    otherSport: optionalText,
    // Getting to Know You
    heardFrom: choice(HEARD_FROM),
    additionalInsights: optionalText,
    suggestedFeatures: optionalText,
    // The coach's clock: this browser's zone, confirmed or changed on the form (dates in emails and the portal use it).
    timeZone: z.string().trim().max(64).refine(isTimeZone, ONBOARDING_MESSAGES.timeZoneInvalid).optional(),
  })
  .superRefine((signup, context) => {
    if (signup.sport === OTHER_SPORT && !signup.otherSport) {
      context.addIssue({ code: "custom", path: ["otherSport"], message: ONBOARDING_MESSAGES.otherSportRequired });
    }
  });
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

/** Signing: the typed name must not be empty; which documents were reviewed is checked by the machine and the server. */
export const legalSignatureSchema = z.object({
  signature: personNameField(ONBOARDING_MESSAGES.signatureRequired, 200),
});
export type LegalSignature = z.output<typeof legalSignatureSchema>;
