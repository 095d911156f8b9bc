import { assertEvent, assign, fromPromise, not, setup } from "xstate";
import { compact, hasScreeningBasics, hasSignupDetails, parseStoredIntake, type BillingCycle, type IntakeData, type MinimalIntake } from "./intake";
import { ONBOARDING_TOASTS, type Screening, type Signup, type SignupInput } from "./schemas";

/**
 * The onboarding flow (spec §2 "Onboarding flow", §4, §8): screening → legal → signup → review →
 * trial started. Every side effect is injected with `onboardingMachine.provide({ actors, actions })`:
 * the actors talk to the backend, `notify` shows a toast, `navigate` changes the route and `persist`
 * saves the settled state (see persistence.ts).
 *
 * Bump ONBOARDING_MACHINE_VERSION whenever states are added, removed or renamed: persisted snapshots
 * of another version are not restored as they are but restarted at their step from the intake alone.
 */
export const ONBOARDING_MACHINE_VERSION = 1;

// ---------------------------------------------------------------------------------------------
// Steps, routes and the progress indicator
// ---------------------------------------------------------------------------------------------

export const ONBOARDING_STEPS = ["screening", "legal", "signup", "review"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** Where the flow can be: one of the four steps, or done. */
export type OnboardingPosition = OnboardingStep | "trialStarted";

export const ONBOARDING_STEP_ROUTES = {
  screening: "/initial-screening",
  legal: "/legal-documents",
  signup: "/signup",
  review: "/review-and-pay",
} as const satisfies Record<OnboardingStep, string>;

/** Where a started trial lands (spec §2: /billing-success and /billing/success are the same page). */
export const TRIAL_STARTED_ROUTE = "/billing-success";

export type OnboardingRoute = (typeof ONBOARDING_STEP_ROUTES)[OnboardingStep] | typeof TRIAL_STARTED_ROUTE;

/** Labels of the progress indicator (spec §2). */
export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  screening: "Screening",
  legal: "Legal",
  signup: "Signup",
  review: "Review",
};

export type StepStatus = "complete" | "current" | "upcoming";

const positionIndex = (position: OnboardingPosition): number =>
  position === "trialStarted" ? ONBOARDING_STEPS.length : ONBOARDING_STEPS.indexOf(position);

/** How the progress indicator shows `step` while the coach is at `currentStep`. */
export function stepStatus(currentStep: OnboardingPosition, step: OnboardingStep): StepStatus {
  const current = positionIndex(currentStep);
  const index = positionIndex(step);
  if (index < current) return "complete";
  return index === current ? "current" : "upcoming";
}

/** The step a route belongs to, if any (for browser back/forward). */
export function stepForRoute(pathname: string): OnboardingStep | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ONBOARDING_STEPS.find((step) => ONBOARDING_STEP_ROUTES[step] === path);
}

export function routeForPosition(position: OnboardingPosition): OnboardingRoute {
  return position === "trialStarted" ? TRIAL_STARTED_ROUTE : ONBOARDING_STEP_ROUTES[position];
}

/** Whether the intake holds what `step` needs, i.e. the coach got that far. */
export function hasReachedStep(intake: IntakeData, step: OnboardingStep): boolean {
  switch (step) {
    case "screening":
      return true;
    case "legal":
      return hasScreeningBasics(intake);
    case "signup":
      return hasScreeningBasics(intake) && intake.legalDocsSigned === true;
    case "review":
      return hasScreeningBasics(intake) && intake.legalDocsSigned === true && hasSignupDetails(intake);
  }
}

/**
 * The step a (re)started flow opens at: the requested step, moved back to the furthest step the
 * intake supports. Legal is never skipped over: entering it without the screening basics redirects
 * to screening with the 'Missing Information' toast, as the spec asks.
 */
export function resolveResumeStep(intake: IntakeData, requested: OnboardingStep | undefined): OnboardingStep {
  if (requested === undefined || requested === "screening") return "screening";
  if (requested === "review" && hasReachedStep(intake, "review")) return "review";
  if (requested !== "legal" && hasReachedStep(intake, "signup")) return "signup";
  return "legal";
}

/** The step (or 'trialStarted') of a state value such as `{ legal: 'reviewing' }`. */
export function positionOf(value: unknown): OnboardingPosition | undefined {
  const key = typeof value === "string" ? value : value && typeof value === "object" ? Object.keys(value)[0] : undefined;
  return key === "trialStarted" || ONBOARDING_STEPS.includes(key as OnboardingStep) ? (key as OnboardingPosition) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Toasts
// ---------------------------------------------------------------------------------------------

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
} as const satisfies Record<string, OnboardingToast>;

const N = ONBOARDING_NOTIFICATIONS;

// ---------------------------------------------------------------------------------------------
// Injected actors
// ---------------------------------------------------------------------------------------------

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
export interface StartTrialOutput {
  forwardingAddress: string;
  personalReferralCode: string;
}

export function isScreeningRejection(error: unknown): error is ScreeningRejected {
  return typeof error === "object" && error !== null && (error as { kind?: unknown }).kind === "invalid";
}

export function isSignatureStatusUpdateFailure(error: unknown): error is SignatureStatusUpdateFailed {
  return typeof error === "object" && error !== null && (error as { kind?: unknown }).kind === "status-update-failed";
}

/** Default implementations only say what is missing; callers provide the real ones. */
function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`onboardingMachine: actor '${name}' was not provided`);
  });
}

// ---------------------------------------------------------------------------------------------
// Context, events, input, output
// ---------------------------------------------------------------------------------------------

export interface OnboardingContext {
  intake: IntakeData;
  /** The signup form's values as typed, so 'Edit Details' reopens the form filled in. */
  signupDraft?: SignupInput;
  /** Description of the last failure, for an inline message; cleared by the next attempt. */
  error?: string;
  /** Screening and its fallback both failed: the UI asks for a refresh. */
  criticalFailure: boolean;
  /** The server's messages for the screening answers it refused, per form field. */
  screeningFieldErrors?: Record<string, string>;
  /** The intake while screening is in flight: a refused screening puts it back, as nothing was stored. */
  intakeBeforeScreening?: IntakeData;
  /** Shown on /billing-success once the trial has started. */
  forwardingAddress?: string;
  /** Consumed by the initial `resuming` state. */
  resumeStep?: OnboardingStep;
  /** Kept while signing / submitting signup, recorded in the intake on success. */
  pendingSignature?: string;
  pendingSignup?: Signup;
}

/** The plan picked on /pricing (tier and billing cycle), carried into the wizard by its link. */
export interface ChosenPlan {
  selectedTierId?: string;
  billingCycle?: BillingCycle;
}

export type OnboardingEvent =
  | { type: "SUBMIT_SCREENING"; screening: Screening; ref?: string; plan?: ChosenPlan }
  | { type: "SIGN"; signature: string; allReviewed: boolean }
  | { type: "SUBMIT_SIGNUP"; signup: Signup; draft: SignupInput }
  | { type: "EDIT_DETAILS" }
  | { type: "START_TRIAL" }
  /** Accepted anywhere (cancels a call in flight): back to screening with an empty intake. */
  | { type: "START_OVER" }
  /** Progress indicator / browser back and forward: accepted in a settled state, to a step the intake supports. */
  | { type: "GO_TO_STEP"; step: OnboardingStep };

export type OnboardingEventType = OnboardingEvent["type"];

export interface OnboardingInput {
  intake?: IntakeData;
  /** Step to open at (clamped to what the intake supports, see resolveResumeStep). */
  resumeStep?: OnboardingStep;
}

export interface OnboardingOutput {
  intake: IntakeData;
  forwardingAddress?: string;
}

/** The states the flow rests in (and persists): every other state is transient or in flight. */
export const SETTLED_STATE_VALUES = [
  { screening: "editing" },
  { legal: "reviewing" },
  { signup: "editing" },
  { review: "idle" },
  "trialStarted",
] as const;
export type SettledStateValue = (typeof SETTLED_STATE_VALUES)[number];

export interface PersistParams {
  value: SettledStateValue;
}
export interface NavigateParams {
  route: OnboardingRoute;
}

/** Names of the injected actors, which are also their invoke ids (`xstate.done.actor.<name>`). */
export const ONBOARDING_ACTORS = ["submitScreening", "saveMinimalIntake", "signLegalDocuments", "submitSignup", "startTrial"] as const;
export type OnboardingActorName = (typeof ONBOARDING_ACTORS)[number];

const minimalIntakeOf = (intake: IntakeData): MinimalIntake => ({
  firstName: intake.firstName ?? "",
  lastName: intake.lastName ?? "",
  email: intake.email ?? "",
  sport: intake.sport ?? "",
});

const trimmedOrUndefined = (value: string | undefined): string | undefined => value?.trim() || undefined;

// ---------------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------------

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput | void,
    output: {} as OnboardingOutput,
  },
  actors: {
    submitScreening: notProvided<SubmitScreeningOutput, SubmitScreeningInput>("submitScreening"),
    saveMinimalIntake: notProvided<void, SaveMinimalIntakeInput>("saveMinimalIntake"),
    signLegalDocuments: notProvided<void, SignLegalDocumentsInput>("signLegalDocuments"),
    submitSignup: notProvided<SubmitSignupOutput, SubmitSignupInput>("submitSignup"),
    startTrial: notProvided<StartTrialOutput, StartTrialInput>("startTrial"),
  },
  actions: {
    // Injected effects.
    notify: (_, _toast: OnboardingToast) => {},
    navigate: (_, _params: NavigateParams) => {},
    persist: (_, _params: PersistParams) => {},

    // Context updates.
    clearResumeStep: assign({ resumeStep: undefined }),
    startOver: assign(() => ({
      intake: {},
      signupDraft: undefined,
      error: undefined,
      criticalFailure: false,
      screeningFieldErrors: undefined,
      intakeBeforeScreening: undefined,
      forwardingAddress: undefined,
      pendingSignature: undefined,
      pendingSignup: undefined,
    })),
    setError: assign((_, params: { error: string }) => ({ error: params.error })),
    clearError: assign({ error: undefined }),
    /** Screening resets the intake: only the new answers are kept. */
    startScreening: assign(({ context, event }) => {
      assertEvent(event, "SUBMIT_SCREENING");
      const { screening, ref, plan } = event;
      const intake = compact<IntakeData>({
        firstName: screening.firstName,
        lastName: screening.lastName,
        email: screening.email,
        sport: screening.sport,
        referralCode: trimmedOrUndefined(ref) ?? screening.referralCode,
        selectedTierId: plan?.selectedTierId,
        billingCycle: plan?.billingCycle,
        isAnnual: plan?.billingCycle ? plan.billingCycle === "annual" : undefined,
      });
      return {
        intake,
        intakeBeforeScreening: context.intake,
        error: undefined,
        criticalFailure: false,
        screeningFieldErrors: undefined,
        signupDraft: undefined,
        forwardingAddress: undefined,
      };
    }),
    recordScreening: assign(({ context }, output: SubmitScreeningOutput) => ({
      intake: compact<IntakeData>({
        ...context.intake,
        guestUserId: output.guestUserId,
        personalReferralCode: output.personalReferralCode,
        referralCode: output.referralCode ?? context.intake.referralCode,
        founderPlan: output.founderPlan || undefined,
      }),
      intakeBeforeScreening: undefined,
    })),
    rejectScreening: assign(({ context }, rejection: ScreeningRejected) => ({
      intake: context.intakeBeforeScreening ?? {},
      intakeBeforeScreening: undefined,
      screeningFieldErrors: rejection.fieldErrors,
    })),
    /** The fallback keeps first name, last name, email and sport only (spec §4). */
    keepMinimalIntake: assign(({ context }) => ({ intake: compact<IntakeData>(minimalIntakeOf(context.intake)), intakeBeforeScreening: undefined })),
    recordCriticalFailure: assign({ criticalFailure: true, error: N.criticalFailure.description, intakeBeforeScreening: undefined }),
    rememberSignature: assign(({ event }) => {
      assertEvent(event, "SIGN");
      return { pendingSignature: event.signature.trim(), error: undefined };
    }),
    recordSignature: assign(({ context }) => ({
      intake: { ...context.intake, legalDocsSigned: true, signature: context.pendingSignature },
      pendingSignature: undefined,
    })),
    forgetSignature: assign({ pendingSignature: undefined }),
    rememberSignup: assign(({ event }) => {
      assertEvent(event, "SUBMIT_SIGNUP");
      return { signupDraft: event.draft, pendingSignup: event.signup, error: undefined };
    }),
    recordSignup: assign(({ context }) => {
      const signup = context.pendingSignup;
      if (!signup) return {};
      const intake = compact<IntakeData>({
        ...context.intake,
        firstName: signup.firstName,
        lastName: signup.lastName,
        email: signup.workEmail,
        jobTitle: signup.jobTitle,
        university: signup.university,
        sport: signup.sport,
        otherSport: signup.otherSport,
        emailsPerDay: signup.emailsPerDay,
        timeSpentDaily: signup.timeSpentDaily,
        heardFrom: signup.heardFrom,
        additionalInsights: signup.additionalInsights,
        suggestedFeatures: signup.suggestedFeatures,
      });
      return { intake, pendingSignup: undefined };
    }),
    forgetSignup: assign({ pendingSignup: undefined }),
    recordTrial: assign(({ context }, output: StartTrialOutput) => ({
      intake: { ...context.intake, personalReferralCode: output.personalReferralCode },
      forwardingAddress: output.forwardingAddress,
      error: undefined,
    })),
  },
  guards: {
    resumesAt: ({ context }, params: { step: OnboardingStep }) => context.resumeStep === params.step,
    hasScreeningBasics: ({ context }) => hasScreeningBasics(context.intake),
    /** GO_TO_STEP asks for `params.step`, which the coach already reached. */
    canGoToStep: ({ context, event }, params: { step: OnboardingStep }) =>
      event.type === "GO_TO_STEP" && event.step === params.step && hasReachedStep(context.intake, params.step),
    hasReviewedAllDocuments: ({ event }) => event.type === "SIGN" && event.allReviewed,
    isSignatureBlank: ({ event }) => event.type === "SIGN" && event.signature.trim() === "",
    isScreeningRejection: (_, params: { error: unknown }) => isScreeningRejection(params.error),
    isStatusUpdateFailure: (_, params: { error: unknown }) => isSignatureStatusUpdateFailure(params.error),
    isProfileUpdated: (_, params: { output: SubmitSignupOutput }) => params.output.profileUpdated,
  },
}).createMachine({
  id: "onboarding",
  context: ({ input }) => {
    // Read leniently: the input often comes from storage or the URL.
    const intake = parseStoredIntake(input?.intake);
    const requested = ONBOARDING_STEPS.find((step) => step === input?.resumeStep);
    return { intake, criticalFailure: false, resumeStep: resolveResumeStep(intake, requested) };
  },
  initial: "resuming",
  output: ({ context }) => ({ intake: context.intake, forwardingAddress: context.forwardingAddress }),
  on: {
    START_OVER: { target: ".screening", actions: "startOver" },
  },
  states: {
    /** Transient: opens the step asked for by the input (a fresh start opens screening). */
    resuming: {
      exit: "clearResumeStep",
      always: [
        { guard: { type: "resumesAt", params: { step: "review" } }, target: "review" },
        { guard: { type: "resumesAt", params: { step: "signup" } }, target: "signup" },
        { guard: { type: "resumesAt", params: { step: "legal" } }, target: "legal" },
        { target: "screening" },
      ],
    },

    screening: {
      entry: { type: "navigate", params: { route: "/initial-screening" } },
      initial: "editing",
      states: {
        editing: {
          entry: { type: "persist", params: { value: { screening: "editing" } } },
          on: {
            SUBMIT_SCREENING: { target: "submitting", actions: "startScreening" },
            GO_TO_STEP: [
              { guard: { type: "canGoToStep", params: { step: "legal" } }, target: "#onboarding.legal" },
              { guard: { type: "canGoToStep", params: { step: "signup" } }, target: "#onboarding.signup" },
              { guard: { type: "canGoToStep", params: { step: "review" } }, target: "#onboarding.review" },
            ],
          },
        },
        submitting: {
          invoke: {
            id: "submitScreening",
            src: "submitScreening",
            input: ({ event }) => {
              assertEvent(event, "SUBMIT_SCREENING");
              return { screening: event.screening, ref: event.ref };
            },
            onDone: {
              target: "#onboarding.legal",
              actions: { type: "recordScreening", params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: "isScreeningRejection", params: ({ event }) => ({ error: event.error }) },
                target: "editing",
                actions: [
                  { type: "notify", params: N.screeningInvalid },
                  { type: "rejectScreening", params: ({ event }) => event.error as ScreeningRejected },
                ],
              },
              {
                target: "savingMinimalIntake",
                actions: [
                  { type: "notify", params: N.screeningFailed },
                  { type: "setError", params: { error: N.screeningFailed.description } },
                ],
              },
            ],
          },
        },
        /** Fallback after a failed screening: continue with first name, last name, email and sport. */
        savingMinimalIntake: {
          invoke: {
            id: "saveMinimalIntake",
            src: "saveMinimalIntake",
            input: ({ context }) => minimalIntakeOf(context.intake),
            onDone: { target: "#onboarding.legal", actions: "keepMinimalIntake" },
            onError: {
              target: "editing",
              actions: [{ type: "notify", params: N.criticalFailure }, "recordCriticalFailure"],
            },
          },
        },
      },
    },

    legal: {
      initial: "checking",
      states: {
        /** Transient: without first name, last name and email, back to screening (spec §2). */
        checking: {
          always: [
            {
              guard: not("hasScreeningBasics"),
              target: "#onboarding.screening",
              actions: { type: "notify", params: N.missingInformation },
            },
            { target: "reviewing", actions: { type: "navigate", params: { route: "/legal-documents" } } },
          ],
        },
        reviewing: {
          entry: { type: "persist", params: { value: { legal: "reviewing" } } },
          on: {
            SIGN: [
              { guard: not("hasReviewedAllDocuments"), actions: { type: "notify", params: N.reviewRequired } },
              { guard: "isSignatureBlank", actions: { type: "notify", params: N.signatureRequired } },
              { target: "signing", actions: "rememberSignature" },
            ],
            GO_TO_STEP: [
              { guard: { type: "canGoToStep", params: { step: "screening" } }, target: "#onboarding.screening" },
              { guard: { type: "canGoToStep", params: { step: "signup" } }, target: "#onboarding.signup" },
              { guard: { type: "canGoToStep", params: { step: "review" } }, target: "#onboarding.review" },
            ],
          },
        },
        signing: {
          invoke: {
            id: "signLegalDocuments",
            src: "signLegalDocuments",
            input: ({ context }) => ({
              signature: context.pendingSignature ?? "",
              guestUserId: context.intake.guestUserId,
              screening: minimalIntakeOf(context.intake),
            }),
            onDone: { target: "#onboarding.signup", actions: "recordSignature" },
            onError: [
              {
                guard: { type: "isStatusUpdateFailure", params: ({ event }) => ({ error: event.error }) },
                target: "reviewing",
                actions: [
                  { type: "notify", params: N.signatureUpdateFailed },
                  { type: "setError", params: { error: N.signatureUpdateFailed.description } },
                  "forgetSignature",
                ],
              },
              {
                target: "reviewing",
                actions: [
                  { type: "notify", params: N.signatureSubmitFailed },
                  { type: "setError", params: { error: N.signatureSubmitFailed.description } },
                  "forgetSignature",
                ],
              },
            ],
          },
        },
      },
    },

    signup: {
      entry: { type: "navigate", params: { route: "/signup" } },
      initial: "editing",
      states: {
        editing: {
          entry: { type: "persist", params: { value: { signup: "editing" } } },
          on: {
            SUBMIT_SIGNUP: { target: "submitting", actions: "rememberSignup" },
            GO_TO_STEP: [
              { guard: { type: "canGoToStep", params: { step: "screening" } }, target: "#onboarding.screening" },
              { guard: { type: "canGoToStep", params: { step: "legal" } }, target: "#onboarding.legal" },
              { guard: { type: "canGoToStep", params: { step: "review" } }, target: "#onboarding.review" },
            ],
          },
        },
        submitting: {
          invoke: {
            id: "submitSignup",
            src: "submitSignup",
            input: ({ context, event }) => {
              assertEvent(event, "SUBMIT_SIGNUP");
              return { signup: event.signup, intake: context.intake };
            },
            onDone: [
              {
                guard: { type: "isProfileUpdated", params: ({ event }) => ({ output: event.output }) },
                target: "#onboarding.review",
                actions: "recordSignup",
              },
              {
                target: "#onboarding.review",
                actions: [{ type: "notify", params: N.profileUpdateFailed }, "recordSignup"],
              },
            ],
            onError: {
              target: "editing",
              actions: [
                { type: "notify", params: N.signupFailed },
                { type: "setError", params: { error: N.signupFailed.description } },
                "forgetSignup",
              ],
            },
          },
        },
      },
    },

    review: {
      entry: { type: "navigate", params: { route: "/review-and-pay" } },
      initial: "idle",
      states: {
        idle: {
          entry: { type: "persist", params: { value: { review: "idle" } } },
          on: {
            EDIT_DETAILS: { target: "#onboarding.signup" },
            START_TRIAL: { target: "startingTrial", actions: "clearError" },
            GO_TO_STEP: [
              { guard: { type: "canGoToStep", params: { step: "screening" } }, target: "#onboarding.screening" },
              { guard: { type: "canGoToStep", params: { step: "legal" } }, target: "#onboarding.legal" },
              { guard: { type: "canGoToStep", params: { step: "signup" } }, target: "#onboarding.signup" },
            ],
          },
        },
        startingTrial: {
          invoke: {
            id: "startTrial",
            src: "startTrial",
            input: ({ context }) => ({ intake: context.intake }),
            onDone: {
              target: "#onboarding.trialStarted",
              actions: { type: "recordTrial", params: ({ event }) => event.output },
            },
            onError: {
              target: "idle",
              actions: [
                { type: "notify", params: N.trialFailed },
                { type: "setError", params: { error: N.trialFailed.description } },
              ],
            },
          },
        },
      },
    },

    trialStarted: {
      type: "final",
      entry: [
        { type: "notify", params: N.trialStarted },
        { type: "navigate", params: { route: "/billing-success" } },
        { type: "persist", params: { value: "trialStarted" } },
      ],
    },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
