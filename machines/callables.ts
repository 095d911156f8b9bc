import { z } from "zod";
import {
  coachAccountSchema,
  onboardingProgressResponseSchema,
  startTrialResponseSchema,
  saveOnboardingProgressRequestSchema,
  signLegalDocumentsRequestSchema,
  signLegalDocumentsResponseSchema,
  startTrialRequestSchema,
  submitScreeningRequestSchema,
  submitScreeningResponseSchema,
  submitSignupRequestSchema,
  submitSignupResponseSchema,
} from "./onboarding/contracts";
import {
  describeEmailLinkResponseSchema,
  emailLinkRequestSchema,
  openEmailLinkResponseSchema,
  requestSignInLinkRequestSchema,
  requestSignInLinkResponseSchema,
  resendConfirmationResponseSchema,
  signupStatusResponseSchema,
} from "./identity/contracts";
import {
  deleteMyAccountRequestSchema,
  deleteMyAccountResponseSchema,
  exportMyDataResponseSchema,
  requestPasswordResetRequestSchema,
  sendTestEmailResponseSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  settingsSchema,
  updateSettingsRequestSchema,
} from "./account/contracts";
import { submitReferralRequestSchema, submitReferralResponseSchema } from "./referrals/schema";
import { setAthleteRetentionRequestSchema, setAthleteRetentionResponseSchema } from "./account/athleteRetention";
import { requestSampleReportSchema } from "./sampleReport/schema";
import { joinWaitlistResultSchema, waitlistSignupSchema } from "./waitlist/schema";
import {
  applyCouponRequestSchema,
  applyCouponResponseSchema,
  billingOverviewSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  planChangePreviewSchema,
  planChoiceSchema,
  verifyCheckoutRequestSchema,
  verifyCheckoutResponseSchema,
} from "./billing/contracts";
import { contactMessageSchema, submitContactMessageResultSchema } from "./contact/schema";
import { eventsCalendarRequestSchema, eventsCalendarResponseSchema, listEventsResponseSchema } from "./portal/events";
import {
  decideSenderRequestSchema,
  decideSenderResponseSchema,
  listInboxEmailsRequestSchema,
  getInboxEmailRequestSchema,
  inboxEmailDetailSchema,
  listInboxEmailsResponseSchema,
  rescueEmailRequestSchema,
  rescueEmailResponseSchema,
  dismissEmailRequestSchema,
  dismissEmailResponseSchema,
} from "./portal/inbox";
import {
  addSenderAddressRequestSchema,
  addSenderAddressResponseSchema,
  confirmSenderRequestSchema,
  confirmSenderResponseSchema,
  describeSenderLinkResponseSchema,
  removeSenderAddressRequestSchema,
  removeSenderAddressResponseSchema,
} from "./portal/senders";
import { importMessagesRequestSchema, importMessagesResponseSchema, importStatusRequestSchema, importStatusResponseSchema } from "./portal/import";
import { getReportRequestSchema, getReportResponseSchema, listReportsRequestSchema, listReportsResponseSchema, sendReportNowResponseSchema } from "./portal/reports";
import {
  athleteDetailSchema,
  athleteIdRequestSchema,
  exportAthletesCsvRequestSchema,
  exportAthletesCsvResponseSchema,
  listAthletesRequestSchema,
  listAthletesResponseSchema,
  sendAthleteToUaRequestSchema,
  sendAthleteToUaResponseSchema,
  updateAthleteRequestSchema,
} from "./portal/athletes";
import { mergeAthletesRequestSchema, splitAthleteRequestSchema, splitAthleteResponseSchema, splitEmailOutRequestSchema, splitEmailOutResponseSchema } from "./portal/athleteMerge";
import {
  supportAccessSchema,
  supportCoachOverviewSchema,
  supportCoachRequestSchema,
  supportEmailRequestSchema,
  supportExtendTrialRequestSchema,
  supportExtendTrialResponseSchema,
  supportFindCoachRequestSchema,
  supportFindCoachResponseSchema,
  supportForwardingSchema,
  supportProcessingResponseSchema,
  supportResendLinkResponseSchema,
} from "./support/contracts";
import { deleteAthletesRequestSchema, deleteAthletesResponseSchema, restoreAthletesRequestSchema, restoreAthletesResponseSchema } from "./portal/athleteDeletion";

/**
 * Every callable Cloud Function, with the zod schemas of its request and response.
 * The browser client and the function wrappers both read this table, so a callable
 * is typed end to end and validated by the same rules on both sides.
 */
export const CALLABLES = {
  joinWaitlist: { request: waitlistSignupSchema, response: joinWaitlistResultSchema },
  submitScreening: { request: submitScreeningRequestSchema, response: submitScreeningResponseSchema },
  signLegalDocuments: { request: signLegalDocumentsRequestSchema, response: signLegalDocumentsResponseSchema },
  submitSignup: { request: submitSignupRequestSchema, response: submitSignupResponseSchema },
  startTrial: { request: startTrialRequestSchema, response: startTrialResponseSchema },
  getSignupStatus: { request: z.object({}).strict(), response: signupStatusResponseSchema },
  resendConfirmation: { request: z.object({}).strict(), response: resendConfirmationResponseSchema },
  describeEmailLink: { request: emailLinkRequestSchema, response: describeEmailLinkResponseSchema },
  openEmailLink: { request: emailLinkRequestSchema, response: openEmailLinkResponseSchema },
  requestSignInLink: { request: requestSignInLinkRequestSchema, response: requestSignInLinkResponseSchema },
  getCoachAccount: { request: z.object({}).strict(), response: coachAccountSchema.nullable() },
  saveOnboardingProgress: { request: saveOnboardingProgressRequestSchema, response: z.object({ saved: z.literal(true) }) },
  getOnboardingProgress: { request: z.object({}).strict(), response: onboardingProgressResponseSchema },
  submitReferral: { request: submitReferralRequestSchema, response: submitReferralResponseSchema },
  submitContactMessage: { request: contactMessageSchema, response: submitContactMessageResultSchema },
  requestSampleReport: { request: requestSampleReportSchema, response: z.object({ sent: z.literal(true) }) },
  listInboxEmails: { request: listInboxEmailsRequestSchema, response: listInboxEmailsResponseSchema },
  rescueEmail: { request: rescueEmailRequestSchema, response: rescueEmailResponseSchema },
  dismissEmail: { request: dismissEmailRequestSchema, response: dismissEmailResponseSchema },
  decideSender: { request: decideSenderRequestSchema, response: decideSenderResponseSchema },
  addSenderAddress: { request: addSenderAddressRequestSchema, response: addSenderAddressResponseSchema },
  removeSenderAddress: { request: removeSenderAddressRequestSchema, response: removeSenderAddressResponseSchema },
  describeSenderLink: { request: confirmSenderRequestSchema, response: describeSenderLinkResponseSchema },
  confirmSender: { request: confirmSenderRequestSchema, response: confirmSenderResponseSchema },
  listReports: { request: listReportsRequestSchema, response: listReportsResponseSchema },
  getReport: { request: getReportRequestSchema, response: getReportResponseSchema },
  sendReportNow: { request: z.object({}).strict(), response: sendReportNowResponseSchema },
  listEvents: { request: z.object({}).strict(), response: listEventsResponseSchema },
  eventsCalendar: { request: eventsCalendarRequestSchema, response: eventsCalendarResponseSchema },
  importMessages: { request: importMessagesRequestSchema, response: importMessagesResponseSchema },
  importStatus: { request: importStatusRequestSchema, response: importStatusResponseSchema },
  requestPasswordReset: { request: requestPasswordResetRequestSchema, response: requestSignInLinkResponseSchema },
  setPassword: { request: setPasswordRequestSchema, response: setPasswordResponseSchema },
  getSettings: { request: z.object({}).strict(), response: settingsSchema },
  updateSettings: { request: updateSettingsRequestSchema, response: settingsSchema },
  setAthleteRetention: { request: setAthleteRetentionRequestSchema, response: setAthleteRetentionResponseSchema },
  sendTestEmail: { request: z.object({}).strict(), response: sendTestEmailResponseSchema },
  exportMyData: { request: z.object({}).strict(), response: exportMyDataResponseSchema },
  deleteMyAccount: { request: deleteMyAccountRequestSchema, response: deleteMyAccountResponseSchema },
  listAthletes: { request: listAthletesRequestSchema, response: listAthletesResponseSchema },
  getAthlete: { request: athleteIdRequestSchema, response: athleteDetailSchema },
  updateAthlete: { request: updateAthleteRequestSchema, response: athleteDetailSchema },
  exportAthletesCsv: { request: exportAthletesCsvRequestSchema, response: exportAthletesCsvResponseSchema },
  sendAthleteToUa: { request: sendAthleteToUaRequestSchema, response: sendAthleteToUaResponseSchema },
  mergeAthletes: { request: mergeAthletesRequestSchema, response: athleteDetailSchema },
  splitAthlete: { request: splitAthleteRequestSchema, response: splitAthleteResponseSchema },
  splitEmailOut: { request: splitEmailOutRequestSchema, response: splitEmailOutResponseSchema },
  deleteAthletes: { request: deleteAthletesRequestSchema, response: deleteAthletesResponseSchema },
  restoreAthletes: { request: restoreAthletesRequestSchema, response: restoreAthletesResponseSchema },
  getInboxEmail: { request: getInboxEmailRequestSchema, response: inboxEmailDetailSchema },
  createCheckoutSession: { request: checkoutRequestSchema, response: checkoutResponseSchema },
  verifyCheckoutSession: { request: verifyCheckoutRequestSchema, response: verifyCheckoutResponseSchema },
  getBilling: { request: z.object({}).strict(), response: billingOverviewSchema },
  previewPlanChange: { request: planChoiceSchema, response: planChangePreviewSchema },
  changePlan: { request: planChoiceSchema, response: z.object({ changed: z.boolean() }) },
  applyCoupon: { request: applyCouponRequestSchema, response: applyCouponResponseSchema },
  createPortalSession: { request: z.object({}).strict(), response: z.object({ url: z.string() }) },
  getSupportAccess: { request: z.object({}).strict(), response: supportAccessSchema },
  grantSupportAccess: { request: z.object({}).strict(), response: supportAccessSchema },
  withdrawSupportAccess: { request: z.object({}).strict(), response: supportAccessSchema },
  supportFindCoach: { request: supportFindCoachRequestSchema, response: supportFindCoachResponseSchema },
  supportGetCoach: { request: supportCoachRequestSchema, response: supportCoachOverviewSchema },
  supportGetForwarding: { request: supportCoachRequestSchema, response: supportForwardingSchema },
  supportReadEmail: { request: supportEmailRequestSchema, response: inboxEmailDetailSchema },
  supportResendLink: { request: supportCoachRequestSchema, response: supportResendLinkResponseSchema },
  supportReprocessEmail: { request: supportEmailRequestSchema, response: supportProcessingResponseSchema },
  supportReleaseEmail: { request: supportEmailRequestSchema, response: supportProcessingResponseSchema },
  supportExtendTrial: { request: supportExtendTrialRequestSchema, response: supportExtendTrialResponseSchema },
} as const;

export type CallableName = keyof typeof CALLABLES;
export type CallableRequest<N extends CallableName> = z.input<(typeof CALLABLES)[N]["request"]>;
export type CallableParsedRequest<N extends CallableName> = z.output<(typeof CALLABLES)[N]["request"]>;
export type CallableResponse<N extends CallableName> = z.output<(typeof CALLABLES)[N]["response"]>;

export type { CallableFailure, FieldErrors } from "./callableErrors";
import type { FieldErrors } from "./callableErrors";

/** Errors callables raise that the browser shows as they are. */
export const CALLABLE_MESSAGES = {
  tooLarge: "That request is too large. Please shorten your entries and try again.",
  rateLimited: "Too many requests from this browser. Please wait a few minutes and try again.",
  invalid: "Some fields need attention.",
  malformed: "That request could not be read. Please reload the page and try again.",
  signedOut: "Your session has ended. Please reload the page and try again.",
} as const;

/** Largest JSON body any callable accepts, in bytes; forms stay far below it. */
export const MAX_CALLABLE_PAYLOAD_BYTES = 16 * 1024;

/** Turns zod issues into the per-field messages a form shows (first message per field wins). */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.join(".") || "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}
