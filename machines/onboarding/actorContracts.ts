import type { BillingCycle, IntakeData, MinimalIntake } from "./intake";
import type { Screening, Signup } from "./schemas";

/** What the onboarding machine's injected actors take and give (see onboardingMachine.provide). */

export interface SubmitScreeningInput {
  screening: Screening;
  /** The 'ref' URL query parameter; it beats the form's referral code. */
  ref?: string;
}
export interface SubmitScreeningOutput {
  guestUserId: string;
  personalReferralCode: string;
  /** The referral code the coach was credited to, as the server resolved it. */
  referralCode?: string;
  /** Email domain part before '.edu' (for the webhook; not stored in the intake). */
  schoolName: string;
  /** A founder referral code was used: the $0 lifetime plan, ordered with 'Complete Order'. */
  founderPlan?: boolean;
  /** This guest already proved the address; otherwise a link to prove it was emailed. */
  emailConfirmed: boolean;
}
/**
 * Reject `submitScreening` with this when the server refused the answers themselves (invalid input,
 * or an address that already has an account): the coach corrects the form, so no fallback is taken.
 */
export interface ScreeningRejected {
  kind: "invalid";
  /** One message per form field, shown under it. */
  fieldErrors: Record<string, string>;
}
export type SaveMinimalIntakeInput = MinimalIntake;
export interface SignLegalDocumentsInput {
  signature: string;
  /** Absent after the screening fallback: there is no guest row to update then. */
  guestUserId?: string;
  /** Who the coach is, so that signing can register the guest first when screening never reached the server. */
  screening: MinimalIntake;
}
/** Reject `signLegalDocuments` with this when guest_users.legalDocSigned could not be set. */
export interface SignatureStatusUpdateFailed {
  kind: "status-update-failed";
}
/**
 * Reject `startTrial` / `waitForConfirmedTrial` with this when the server refuses the trial for a reason the
 * coach must read (e.g. the address already had its free trial): retrying cannot help.
 */
export interface TrialRefused {
  kind: "trial-refused";
  message: string;
}
export interface SubmitSignupInput {
  signup: Signup;
  /** The intake before the signup answers are merged (guest id, tier, billing cycle...). */
  intake: IntakeData;
}
export interface SubmitSignupOutput {
  /** False when the guest profile update failed: warned by a toast, the flow still proceeds. */
  profileUpdated: boolean;
}
export interface StartTrialInput {
  intake: IntakeData;
}
/** The trial runs: what /billing-success shows. */
export interface StartedTrial {
  forwardingAddress: string;
  personalReferralCode: string;
  /** The plan the trial runs on (the server's word: an invitation's beta or the founder plan beat the chosen tier). */
  plan: { tierId: string; billingCycle: BillingCycle };
}
/** 'Start Free Trial' before the address is proven: it starts the moment the emailed link is opened. */
export interface AwaitingConfirmation {
  awaitingConfirmation: true;
  email: string;
}
export type StartTrialOutput = StartedTrial | AwaitingConfirmation;
/** Waits (however long it takes) until the trial runs, e.g. after the link was opened on a phone. */
export interface WaitForTrialInput {
  intake: IntakeData;
}
/** "Resend the link": the address it went to. */
export interface ResendConfirmationOutput {
  email: string;
}

export function isAwaitingConfirmation(output: StartTrialOutput): output is AwaitingConfirmation {
  return "awaitingConfirmation" in output;
}

export function isScreeningRejection(error: unknown): error is ScreeningRejected {
  return typeof error === "object" && error !== null && (error as { kind?: unknown }).kind === "invalid";
}

export function isTrialRefusal(error: unknown): error is TrialRefused {
  return typeof error === "object" && error !== null && (error as { kind?: unknown }).kind === "trial-refused";
}

export function isSignatureStatusUpdateFailure(error: unknown): error is SignatureStatusUpdateFailed {
  return typeof error === "object" && error !== null && (error as { kind?: unknown }).kind === "status-update-failed";
}
