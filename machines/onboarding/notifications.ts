import { CHECKOUT_MESSAGES } from "../billing/messages";
import { ONBOARDING_TOASTS } from "./schemas";

/** The toasts the onboarding machine raises through its `notify` action. */

export interface OnboardingToast {
  title: string;
  description: string;
  variant?: "destructive";
}

const destructive = (toast: { title: string; description: string }): OnboardingToast => ({ ...toast, variant: "destructive" });

/** Every toast the machine raises through `notify` (spec §8); failures are destructive. */
export const ONBOARDING_NOTIFICATIONS = {
  screeningInvalid: destructive(ONBOARDING_TOASTS.screeningInvalid),
  screeningFailed: destructive(ONBOARDING_TOASTS.screeningFailed),
  criticalFailure: destructive(ONBOARDING_TOASTS.criticalFailure),
  missingInformation: destructive(ONBOARDING_TOASTS.missingInformation),
  reviewRequired: destructive(ONBOARDING_TOASTS.reviewRequired),
  signatureRequired: destructive(ONBOARDING_TOASTS.signatureRequired),
  signatureUpdateFailed: destructive(ONBOARDING_TOASTS.signatureUpdateFailed),
  signatureSubmitFailed: destructive(ONBOARDING_TOASTS.signatureSubmitFailed),
  profileUpdateFailed: destructive(ONBOARDING_TOASTS.profileUpdateFailed),
  signupFailed: destructive(ONBOARDING_TOASTS.signupFailed),
  /** The spec's generic error (§8). */
  trialFailed: destructive({ title: "Error", description: "Unable to proceed. Please try again." }),
  trialStarted: { ...ONBOARDING_TOASTS.trialStarted },
  resendFailed: destructive({ title: "Error", description: "We couldn't send the link. Please try again in a few minutes." }),
} as const satisfies Record<string, OnboardingToast>;

/** The server refused the trial with a reason (spec §8's 'Error' title, the reason instead of 'Please try again'). */
export function trialRefusedNotification(reason: string): OnboardingToast {
  return destructive({ title: ONBOARDING_NOTIFICATIONS.trialFailed.title, description: reason });
}

/** Screening emailed a link to prove the address: say so, whoever owns it (the answer is the same). */
export function checkInboxNotification(email: string): OnboardingToast {
  return { title: "Check your inbox", description: `We sent a link to ${email} to confirm it's yours. Keep going here: your trial can start once you open it.` };
}

export function linkResentNotification(email: string): OnboardingToast {
  return { title: "Link sent", description: `We sent a new link to ${email}. It works once and expires in 48 hours.` };
}

/**
 * The trial started but the checkout it leads to (the plan picked with 'Join Now') could not be opened:
 * spec §8's 'Checkout Error' with the server's reason, and that the trial runs anyway.
 */
export function checkoutAfterTrialFailedNotification(reason: string): OnboardingToast {
  return { title: CHECKOUT_MESSAGES.errorTitle, description: `${reason} Your free trial has started: add a card any time on the Billing page.`, variant: "destructive" };
}
