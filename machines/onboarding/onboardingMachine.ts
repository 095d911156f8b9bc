import { assertEvent, assign, fromPromise, not, setup } from "xstate";
import {
  isAwaitingConfirmation,
  isScreeningRejection,
  isSignatureStatusUpdateFailure,
  isTrialRefusal,
  type ResendConfirmationOutput,
  type SaveMinimalIntakeInput,
  type ScreeningRejected,
  type SignLegalDocumentsInput,
  type StartTrialInput,
  type StartTrialOutput,
  type StartedTrial,
  type SubmitScreeningInput,
  type SubmitScreeningOutput,
  type SubmitSignupInput,
  type SubmitSignupOutput,
  type TrialRefused,
  type WaitForTrialInput,
} from "./actorContracts";
import { compact, hasScreeningBasics, parseStoredIntake, type BillingCycle, type IntakeData, type MinimalIntake } from "./intake";
import type { StartCheckoutInput, StartCheckoutOutput } from "../billing/billingActors";
import { CHECKOUT_MESSAGES } from "../billing/messages";
import { failureMessage } from "../callableErrors";
import { FOUNDER_PLAN } from "../pricing/tiers";
import { ONBOARDING_NOTIFICATIONS as N, checkInboxNotification, checkoutAfterTrialFailedNotification, linkResentNotification, trialRefusedNotification, type OnboardingToast } from "./notifications";
import type { Screening, Signup, SignupInput } from "./schemas";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "../legal/documentIds";
import { ONBOARDING_STEPS, hasReachedStep, resolveResumeStep, type OnboardingRoute, type OnboardingStep } from "./steps";

/**
 * The onboarding flow (spec §2 "Onboarding flow", §4, §8): screening → legal → signup → review →
 * trial started (and, for a plan picked with 'Join Now' on /pricing, on to its checkout). Every side effect is injected with `onboardingMachine.provide({ actors, actions })`:
 * the actors talk to the backend, `notify` shows a toast, `navigate` changes the route and `persist`
 * saves the settled state (see persistence.ts).
 *
 * Bump ONBOARDING_MACHINE_VERSION whenever states are added, removed or renamed: persisted snapshots
 * of another version are not restored as they are but restarted at their step from the intake alone.
 */
export const ONBOARDING_MACHINE_VERSION = 3;

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
  /** The plan the started trial runs on: checkout opens for it when the coach came by 'Join Now'. */
  trialPlan?: StartedTrial["plan"];
  /** Why that checkout could not be opened (the trial runs anyway). */
  checkoutError?: string;
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
  /** While waiting for the address to be confirmed: email the link again. */
  | { type: "RESEND_LINK" }
  /** Accepted anywhere (cancels a call in flight): back to screening with an empty intake. */
  | { type: "START_OVER" }
  /** Progress indicator / browser back and forward: accepted in a settled state, to a step the intake supports. */
  | { type: "GO_TO_STEP"; step: OnboardingStep }
  /** The legal step's reviewed documents grew: kept with the flow, so going back and forth never un-reviews one. */
  | { type: "DOCUMENTS_REVIEWED"; documentIds: readonly LegalDocumentId[] };

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
  { review: { awaitingConfirmation: "waiting" } },
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
export const ONBOARDING_ACTORS = [
  "submitScreening",
  "saveMinimalIntake",
  "signLegalDocuments",
  "submitSignup",
  "startTrial",
  "waitForConfirmedTrial",
  "resendConfirmation",
  "openCheckout",
] as const;
export type OnboardingActorName = (typeof ONBOARDING_ACTORS)[number];

const minimalIntakeOf = (intake: IntakeData): MinimalIntake => ({
  firstName: intake.firstName ?? "",
  lastName: intake.lastName ?? "",
  email: intake.email ?? "",
  sport: intake.sport ?? "",
});

const trimmedOrUndefined = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** Every document reviewed before or now, in the documents' own order. */
const reviewedUnion = (before: readonly string[] | undefined, now: readonly LegalDocumentId[]): LegalDocumentId[] =>
  LEGAL_DOCUMENT_IDS.filter((id) => before?.includes(id) || now.includes(id));

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
    waitForConfirmedTrial: notProvided<StartedTrial, WaitForTrialInput>("waitForConfirmedTrial"),
    resendConfirmation: notProvided<ResendConfirmationOutput, void>("resendConfirmation"),
    /** Spec call 12 for the trial's plan, once the trial has started. */
    openCheckout: notProvided<StartCheckoutOutput, StartCheckoutInput>("openCheckout"),
  },
  actions: {
    // Injected effects.
    notify: (_, _toast: OnboardingToast) => {},
    /** A step went through: what its failed attempts showed must not follow the coach to the next step. */
    dismissFailures: () => {},
    navigate: (_, _params: NavigateParams) => {},
    persist: (_, _params: PersistParams) => {},
    /** The browser leaves for Stripe's checkout. */
    leaveFor: (_, _params: { url: string }) => {},

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
        // Reviewed documents never go back to unreviewed (spec §4), whatever the coach changes here.
        reviewedDocuments: context.intake.reviewedDocuments,
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
        emailConfirmed: output.emailConfirmed || undefined,
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
    recordTrial: assign(({ context }, output: StartedTrial) => ({
      intake: { ...compact({ ...context.intake, trialRequested: undefined }), personalReferralCode: output.personalReferralCode, emailConfirmed: true },
      forwardingAddress: output.forwardingAddress,
      trialPlan: output.plan,
      error: undefined,
    })),
    recordCheckoutError: assign((_, params: { error: unknown }) => ({
      checkoutError: failureMessage(params.error, CHECKOUT_MESSAGES.errorDescription),
    })),
    recordReviewedDocuments: assign(({ context, event }) => {
      assertEvent(event, "DOCUMENTS_REVIEWED");
      return { intake: { ...context.intake, reviewedDocuments: reviewedUnion(context.intake.reviewedDocuments, event.documentIds) } };
    }),
    recordTrialRequested: assign(({ context }) => ({ intake: { ...context.intake, trialRequested: true }, error: undefined })),
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
    isTrialRefusal: (_, params: { error: unknown }) => isTrialRefusal(params.error),
    isProfileUpdated: (_, params: { output: SubmitSignupOutput }) => params.output.profileUpdated,
    isEmailConfirmed: (_, params: { output: SubmitScreeningOutput }) => params.output.emailConfirmed,
    isAwaitingConfirmation: (_, params: { output: StartTrialOutput }) => isAwaitingConfirmation(params.output),
    isTrialRequested: ({ context }) => context.intake.trialRequested === true,
    /** The coach came by 'Join Now' on /pricing (a chosen tier) and the trial is not the founder's free plan: on to checkout. */
    checksOutAfterTrial: ({ context }, params: { trial: StartedTrial }) => context.intake.selectedTierId !== undefined && params.trial.plan.tierId !== FOUNDER_PLAN.id,
    leavesForCheckout: (_, params: { output: StartCheckoutOutput }) => params.output.outcome !== "current-plan",
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
            onDone: [
              {
                guard: { type: "isEmailConfirmed", params: ({ event }) => ({ output: event.output }) },
                target: "#onboarding.legal",
                actions: ["dismissFailures", { type: "recordScreening", params: ({ event }) => event.output }],
              },
              {
                target: "#onboarding.legal",
                actions: [
                  "dismissFailures",
                  { type: "recordScreening", params: ({ event }) => event.output },
                  { type: "notify", params: ({ context }) => checkInboxNotification(context.intake.email ?? "") },
                ],
              },
            ],
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
            DOCUMENTS_REVIEWED: { actions: ["recordReviewedDocuments", { type: "persist", params: { value: { legal: "reviewing" } } }] },
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
            onDone: { target: "#onboarding.signup", actions: ["dismissFailures", "recordSignature"] },
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
                actions: ["dismissFailures", "recordSignup"],
              },
              {
                target: "#onboarding.review",
                actions: ["dismissFailures", { type: "notify", params: N.profileUpdateFailed }, "recordSignup"],
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
      initial: "entering",
      on: {
        EDIT_DETAILS: { target: "#onboarding.signup" },
        GO_TO_STEP: [
          { guard: { type: "canGoToStep", params: { step: "screening" } }, target: "#onboarding.screening" },
          { guard: { type: "canGoToStep", params: { step: "legal" } }, target: "#onboarding.legal" },
          { guard: { type: "canGoToStep", params: { step: "signup" } }, target: "#onboarding.signup" },
        ],
      },
      states: {
        /** Transient: a trial asked for before the address was confirmed is still waiting for it. */
        entering: {
          always: [{ guard: "isTrialRequested", target: "awaitingConfirmation" }, { target: "idle" }],
        },
        idle: {
          entry: { type: "persist", params: { value: { review: "idle" } } },
          on: {
            START_TRIAL: { target: "startingTrial", actions: "clearError" },
          },
        },
        startingTrial: {
          // Edits wait until the answer is in.
          on: { EDIT_DETAILS: {}, GO_TO_STEP: {} },
          invoke: {
            id: "startTrial",
            src: "startTrial",
            input: ({ context }) => ({ intake: context.intake }),
            onDone: [
              {
                guard: { type: "isAwaitingConfirmation", params: ({ event }) => ({ output: event.output }) },
                target: "awaitingConfirmation",
                actions: ["dismissFailures", "recordTrialRequested"],
              },
              {
                guard: { type: "checksOutAfterTrial", params: ({ event }) => ({ trial: event.output as StartedTrial }) },
                target: "checkingOut",
                actions: ["dismissFailures", { type: "recordTrial", params: ({ event }) => event.output as StartedTrial }],
              },
              {
                target: "#onboarding.trialStarted",
                actions: ["dismissFailures", { type: "recordTrial", params: ({ event }) => event.output as StartedTrial }],
              },
            ],
            onError: [
              {
                guard: { type: "isTrialRefusal", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: [
                  { type: "notify", params: ({ event }) => trialRefusedNotification((event.error as TrialRefused).message) },
                  { type: "setError", params: ({ event }) => ({ error: (event.error as TrialRefused).message }) },
                ],
              },
              {
                target: "idle",
                actions: [
                  { type: "notify", params: N.trialFailed },
                  { type: "setError", params: { error: N.trialFailed.description } },
                ],
              },
            ],
          },
        },
        /**
         * 'Start Free Trial' before the address was confirmed: the trial starts the moment the emailed
         * link is opened, here or on another device, and this page moves on by itself.
         */
        awaitingConfirmation: {
          invoke: {
            id: "waitForConfirmedTrial",
            src: "waitForConfirmedTrial",
            input: ({ context }) => ({ intake: context.intake }),
            onDone: [
              {
                guard: { type: "checksOutAfterTrial", params: ({ event }) => ({ trial: event.output }) },
                target: "checkingOut",
                actions: ["dismissFailures", { type: "recordTrial", params: ({ event }) => event.output }],
              },
              {
                target: "#onboarding.trialStarted",
                actions: ["dismissFailures", { type: "recordTrial", params: ({ event }) => event.output }],
              },
            ],
            onError: [
              {
                guard: { type: "isTrialRefusal", params: ({ event }) => ({ error: event.error }) },
                target: "idle",
                actions: [
                  { type: "notify", params: ({ event }) => trialRefusedNotification((event.error as TrialRefused).message) },
                  { type: "setError", params: ({ event }) => ({ error: (event.error as TrialRefused).message }) },
                ],
              },
              {
                target: "idle",
                actions: [
                  { type: "notify", params: N.trialFailed },
                  { type: "setError", params: { error: N.trialFailed.description } },
                ],
              },
            ],
          },
          initial: "waiting",
          states: {
            waiting: {
              entry: { type: "persist", params: { value: { review: { awaitingConfirmation: "waiting" } } } },
              on: { RESEND_LINK: { target: "resending" } },
            },
            resending: {
              invoke: {
                id: "resendConfirmation",
                src: "resendConfirmation",
                onDone: {
                  target: "waiting",
                  actions: { type: "notify", params: ({ event }) => linkResentNotification(event.output.email) },
                },
                onError: { target: "waiting", actions: { type: "notify", params: N.resendFailed } },
              },
            },
          },
        },
        /**
         * The trial runs; the coach came by 'Join Now' on /pricing, so checkout opens for the trial's plan
         * (a card now, billed when the trial ends). The spec's 'Preparing checkout...' shows meanwhile.
         */
        checkingOut: {
          entry: { type: "persist", params: { value: "trialStarted" } },
          on: { EDIT_DETAILS: {}, GO_TO_STEP: {} },
          invoke: {
            id: "openCheckout",
            src: "openCheckout",
            input: ({ context }) => ({ tierId: context.trialPlan!.tierId, billingCycle: context.trialPlan!.billingCycle }),
            onDone: [
              {
                guard: { type: "leavesForCheckout", params: ({ event }) => ({ output: event.output }) },
                target: "leavingForCheckout",
                actions: { type: "leaveFor", params: ({ event }) => ({ url: "url" in event.output ? event.output.url : "" }) },
              },
              { target: "#onboarding.trialStarted" },
            ],
            onError: { target: "#onboarding.trialStarted", actions: { type: "recordCheckoutError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The browser is on its way to Stripe's checkout page. */
        leavingForCheckout: {
          on: { EDIT_DETAILS: {}, GO_TO_STEP: {} },
        },
      },
    },

    trialStarted: {
      type: "final",
      entry: [
        { type: "notify", params: ({ context }) => (context.checkoutError ? checkoutAfterTrialFailedNotification(context.checkoutError) : N.trialStarted) },
        { type: "navigate", params: { route: "/billing-success" } },
        { type: "persist", params: { value: "trialStarted" } },
      ],
    },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
