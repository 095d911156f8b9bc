import { z } from "zod";
import { isTimeZone } from "../shared/dates";
import { LEGAL_DOCUMENT_IDS } from "../legal/documentIds";
import { referralPricingSchema } from "../pricing/referralPricing";
import { legalSignatureSchema, screeningFormSchema, signupSchema } from "./schemas";

/** Browser context the screening webhook reports (spec §3, screening payload). */
export const clientContextSchema = z.object({
  sessionId: z.string().trim().max(100).nullish().transform((id) => id || "no session"),
  deviceType: z.enum(["mobile", "desktop"]).catch("desktop"),
  /** The browser's IANA zone: dates the coach reads are shown in it. Unknown zones fall back to UTC. */
  timeZone: z.string().trim().max(64).nullish().transform((zone) => (zone && isTimeZone(zone) ? zone : "UTC")),
});

/** submitScreening: the form plus the `ref` query parameter, which beats the form's referral code. */
export const submitScreeningRequestSchema = screeningFormSchema.extend({
  ref: z.string().trim().max(40).nullish().transform((code) => code?.toUpperCase() || undefined),
  client: clientContextSchema.default({ sessionId: "no session", deviceType: "desktop", timeZone: "UTC" }),
});

export const submitScreeningResponseSchema = z.object({
  guestUserId: z.string(),
  personalReferralCode: z.string(),
  referralCode: z.string().optional(),
  schoolName: z.string(),
  founderPlan: z.boolean(),
  /**
   * Whether this guest has already proven the address (a repeat screening). Otherwise a link was
   * emailed, and the answer is the same whether or not the address belongs to someone else.
   */
  emailConfirmed: z.boolean(),
});
export type SubmitScreeningResponse = z.infer<typeof submitScreeningResponseSchema>;

/** The part of an email address before ".edu" after the @, e.g. "osu" for coach@osu.edu (spec §3). */
export function schoolNameFromEmail(email: string): string {
  const domain = email.split("@")[1] ?? "";
  return domain.replace(/\.edu$/i, "");
}

/**
 * signLegalDocuments: the typed name, the documents the coach reviewed (all five are required) and the version
 * of the texts they read (the server signs only the current one, LEGAL_VERSION).
 */
export const signLegalDocumentsRequestSchema = legalSignatureSchema.extend({
  reviewedDocumentIds: z.array(z.enum(LEGAL_DOCUMENT_IDS)).max(LEGAL_DOCUMENT_IDS.length),
  documentsVersion: z.string().max(40),
});
/** What signLegalDocuments answers when the coach read an earlier version than the one it signs. */
export const OUTDATED_LEGAL_VERSION_MESSAGE = "These documents were updated while you were reading them. Reload the page to review and sign the current version.";
export const signLegalDocumentsResponseSchema = z.object({ signedAt: z.string() });

/** The error details signLegalDocuments gives when the signature was stored but the status update failed. */
export const SIGNATURE_STATUS_UPDATE_FAILED = "status-update-failed";
/** Error kind when the caller has no screened guest yet (e.g. after the screening fallback). */
export const GUEST_NOT_SCREENED = "guest-not-screened";

export const submitSignupRequestSchema = signupSchema.safeExtend({
  selectedTierId: z.string().max(40).nullish(),
  billingCycle: z.enum(["monthly", "annual"]).nullish(),
});
export const submitSignupResponseSchema = z.object({ profileUpdated: z.boolean() });

export const startTrialRequestSchema = z.object({
  selectedTierId: z.string().max(40).nullish(),
  billingCycle: z.enum(["monthly", "annual"]).nullish(),
});
export const coachAccountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  forwardingAddress: z.string(),
  personalReferralCode: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  price: z.number(),
  billingCycle: z.enum(["monthly", "annual"]),
  trialEndsAt: z.string(),
  billingStartsOn: z.string(),
  /** Set when the price is a colleague's invitation's beta pricing. */
  referralPricing: referralPricingSchema.nullable(),
});
export type CoachAccount = z.infer<typeof coachAccountSchema>;

/** startTrial: started, or waiting for the address to be proven (it starts the moment it is). */
export const startTrialResponseSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("started"), account: coachAccountSchema }),
  z.object({ status: z.literal("awaiting-confirmation"), email: z.string() }),
]);
export type StartTrialResponse = z.infer<typeof startTrialResponseSchema>;

/** Messages for steps taken out of order; the callables refuse them. */
export const ONBOARDING_ORDER_MESSAGES = {
  screeningFirst: "Please complete the screening step first.",
  signFirst: "Please review and sign the legal documents first.",
  signupFirst: "Please complete your signup details first.",
  allDocumentsReviewed: "Please scroll through and review all legal documents before signing.",
  trialAlreadyUsed: "A free trial has already been started with this email address.",
  accountExists: "You already have an InboxScout account. Please sign in instead.",
  confirmEmailFirst: "Please open the link we emailed you to confirm your address first.",
  alreadyConfirmed: "Your email address is already confirmed.",
} as const;

const jsonObject = z.record(z.string(), z.json());

/** saveOnboardingProgress: the machine's state as `toPersistedOnboarding` writes it, plus what caused it. */
export const saveOnboardingProgressRequestSchema = z.object({
  progress: z.object({
    machineVersion: z.number().int(),
    stateValue: z.json(),
    step: z.string().max(40),
    context: z.object({ intake: jsonObject, signupDraft: jsonObject.optional(), forwardingAddress: z.string().max(320).optional() }),
    updatedAt: z.string().max(40),
  }),
  eventType: z.string().max(60),
});

/** getOnboardingProgress: what was saved, for `restoreOnboarding` to judge (it may be stale or damaged). */
export const onboardingProgressResponseSchema = z.object({ progress: z.json().nullable() });
