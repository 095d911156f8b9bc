import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor, type SnapshotFrom } from "xstate";
import { EMPTY_INTAKE, hasScreeningBasics, intakeSchema, parseStoredIntake, type IntakeData } from "@machines/onboarding/intake";
import { ONBOARDING_ACTORS, ONBOARDING_MACHINE_VERSION, SETTLED_STATE_VALUES, onboardingMachine, type OnboardingActorName, type OnboardingInput } from "@machines/onboarding/onboardingMachine";
import { ONBOARDING_NOTIFICATIONS, checkInboxNotification, checkoutAfterTrialFailedNotification, linkResentNotification, type OnboardingToast } from "@machines/onboarding/notifications";
import type { StartCheckoutInput, StartCheckoutOutput } from "@machines/billing/billingActors";
import { CHECKOUT_MESSAGES } from "@machines/billing/contracts";
import { ONBOARDING_STEPS, ONBOARDING_STEP_ROUTES, hasReachedStep, positionOf, resolveResumeStep, routeForPosition, stepForRoute, stepStatus, type OnboardingStep } from "@machines/onboarding/steps";
import type {
  ResendConfirmationOutput,
  SaveMinimalIntakeInput,
  SignLegalDocumentsInput,
  StartTrialInput,
  StartTrialOutput,
  StartedTrial,
  SubmitScreeningInput,
  SubmitScreeningOutput,
  SubmitSignupInput,
  SubmitSignupOutput,
  WaitForTrialInput,
} from "@machines/onboarding/actorContracts";
import { appendHistory, historyEntry } from "@machines/onboarding/history";
import { isNewerThanStored, restoreOnboarding, toPersistedOnboarding, type PersistedOnboarding } from "@machines/onboarding/persistence";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import {
  SAMPLE_SCREENING,
  SAMPLE_SCREENING_RESULT,
  SAMPLE_SIGNATURE,
  SAMPLE_SIGNUP,
  SAMPLE_SIGNUP_DRAFT,
  SAMPLE_AWAITING,
  SAMPLE_TRIAL,
  onboardingStatePaths,
  onboardingTransitionPaths,
  onboardingUiEndings,
  onboardingUiWalks,
  stateValueText,
  type OnboardingPath,
} from "../support/onboardingPaths";

type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;

// ---------------------------------------------------------------------------------------------
// Harness: injected actors resolve immediately unless overridden; effects are recorded.
// ---------------------------------------------------------------------------------------------

interface ActorOverrides {
  submitScreening?: (input: SubmitScreeningInput) => Promise<SubmitScreeningOutput>;
  saveMinimalIntake?: (input: SaveMinimalIntakeInput) => Promise<void>;
  signLegalDocuments?: (input: SignLegalDocumentsInput) => Promise<void>;
  submitSignup?: (input: SubmitSignupInput) => Promise<SubmitSignupOutput>;
  startTrial?: (input: StartTrialInput) => Promise<StartTrialOutput>;
  waitForConfirmedTrial?: (input: WaitForTrialInput) => Promise<StartedTrial>;
  resendConfirmation?: () => Promise<ResendConfirmationOutput>;
  openCheckout?: (input: StartCheckoutInput) => Promise<StartCheckoutOutput>;
}

/** Most cases start from an address this guest already proved; the unconfirmed flow has its own tests. */
const CONFIRMED_SCREENING_RESULT: SubmitScreeningOutput = { ...SAMPLE_SCREENING_RESULT, emailConfirmed: true };

function providedMachine(overrides: ActorOverrides = {}) {
  const calls = {
    submitScreening: vi.fn(overrides.submitScreening ?? (async () => CONFIRMED_SCREENING_RESULT)),
    saveMinimalIntake: vi.fn(overrides.saveMinimalIntake ?? (async () => {})),
    signLegalDocuments: vi.fn(overrides.signLegalDocuments ?? (async () => {})),
    submitSignup: vi.fn(overrides.submitSignup ?? (async () => ({ profileUpdated: true }))),
    startTrial: vi.fn(overrides.startTrial ?? (async (): Promise<StartTrialOutput> => SAMPLE_TRIAL)),
    waitForConfirmedTrial: vi.fn(overrides.waitForConfirmedTrial ?? (async () => SAMPLE_TRIAL)),
    resendConfirmation: vi.fn(overrides.resendConfirmation ?? (async () => ({ email: SAMPLE_AWAITING.email }))),
    openCheckout: vi.fn(overrides.openCheckout ?? (async (): Promise<StartCheckoutOutput> => ({ outcome: "redirect", url: CHECKOUT_URL }))),
  };
  const leftFor: string[] = [];
  const toasts: OnboardingToast[] = [];
  /** The toast count each time a step went through and its failure toasts were dismissed. */
  const dismissals: number[] = [];
  const routes: string[] = [];
  const persisted: PersistedOnboarding[] = [];
  const machine = onboardingMachine.provide({
    actors: {
      submitScreening: fromPromise(({ input }: { input: SubmitScreeningInput }) => calls.submitScreening(input)),
      saveMinimalIntake: fromPromise(({ input }: { input: SaveMinimalIntakeInput }) => calls.saveMinimalIntake(input)),
      signLegalDocuments: fromPromise(({ input }: { input: SignLegalDocumentsInput }) => calls.signLegalDocuments(input)),
      submitSignup: fromPromise(({ input }: { input: SubmitSignupInput }) => calls.submitSignup(input)),
      startTrial: fromPromise(({ input }: { input: StartTrialInput }) => calls.startTrial(input)),
      waitForConfirmedTrial: fromPromise(({ input }: { input: WaitForTrialInput }) => calls.waitForConfirmedTrial(input)),
      resendConfirmation: fromPromise(() => calls.resendConfirmation()),
      openCheckout: fromPromise(({ input }: { input: StartCheckoutInput }) => calls.openCheckout(input)),
    },
    actions: {
      leaveFor: (_, { url }) => void leftFor.push(url),
      notify: (_, toast) => void toasts.push(toast),
      dismissFailures: () => void dismissals.push(toasts.length),
      navigate: (_, { route }) => void routes.push(route),
      persist: ({ context }, { value }) => void persisted.push(toPersistedOnboarding({ value, context }, new Date("2025-05-01T12:00:00Z"))),
    },
  });
  return { machine, calls, toasts, dismissals, routes, persisted, leftFor };
}

const CHECKOUT_URL = "http://127.0.0.1:12111/checkout/cs_test_1";

function startFlow(overrides: ActorOverrides = {}, input?: OnboardingInput) {
  const provided = providedMachine(overrides);
  const actor = createActor(provided.machine, { input }).start();
  return { ...provided, actor, snapshot: () => actor.getSnapshot() };
}

type Flow = ReturnType<typeof startFlow>;

const settled = (snapshot: OnboardingSnapshot) =>
  snapshot.status !== "active" || SETTLED_STATE_VALUES.some((value) => snapshot.matches(value as never));

async function settle(flow: Flow): Promise<OnboardingSnapshot> {
  return waitFor(flow.actor, settled, { timeout: 1000 });
}

async function toLegal(flow: Flow) {
  flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
  await settle(flow);
}
async function toSignup(flow: Flow) {
  await toLegal(flow);
  flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
  await settle(flow);
}
async function toReview(flow: Flow) {
  await toSignup(flow);
  flow.actor.send({ type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT });
  await settle(flow);
}

const screeningIntake: IntakeData = {
  firstName: "Jamie",
  lastName: "Rivera",
  email: "jrivera@state.edu",
  sport: "Volleyball",
  referralCode: "COACH42",
  guestUserId: "guest-123",
  personalReferralCode: "JRIV0412K",
  emailConfirmed: true,
};
const signedIntake: IntakeData = { ...screeningIntake, legalDocsSigned: true, signature: SAMPLE_SIGNATURE };
const reviewIntake: IntakeData = {
  ...signedIntake,
  jobTitle: "Head Coach",
  university: "State University",
  emailsPerDay: "26–50",
  timeSpentDaily: "31–45",
  heardFrom: "Colleague referral",
  additionalInsights: "Most emails come in before showcases.",
};

// ---------------------------------------------------------------------------------------------

describe("onboarding steps and progress indicator", () => {
  it("has four steps with their routes", () => {
    expect(ONBOARDING_STEPS).toEqual(["screening", "legal", "signup", "review"]);
    expect(ONBOARDING_STEP_ROUTES).toEqual({
      screening: "/initial-screening",
      legal: "/legal-documents",
      signup: "/signup",
      review: "/review-and-pay",
    });
    expect(routeForPosition("trialStarted")).toBe("/billing-success");
    expect(stepForRoute("/signup")).toBe("signup");
    expect(stepForRoute("/review-and-pay/")).toBe("review");
    expect(stepForRoute("/pricing")).toBeUndefined();
  });

  it("marks steps complete, current or upcoming", () => {
    expect(ONBOARDING_STEPS.map((step) => stepStatus("signup", step))).toEqual(["complete", "complete", "current", "upcoming"]);
    expect(ONBOARDING_STEPS.map((step) => stepStatus("screening", step))).toEqual(["current", "upcoming", "upcoming", "upcoming"]);
    expect(ONBOARDING_STEPS.map((step) => stepStatus("trialStarted", step))).toEqual(["complete", "complete", "complete", "complete"]);
  });

  it("has an integer machine version", () => {
    expect(Number.isInteger(ONBOARDING_MACHINE_VERSION)).toBe(true);
  });
});

describe("intake data", () => {
  it("needs first name, last name and email for the screening basics", () => {
    expect(hasScreeningBasics(EMPTY_INTAKE)).toBe(false);
    expect(hasScreeningBasics({ firstName: "A", lastName: "B" })).toBe(false);
    expect(hasScreeningBasics({ firstName: "A", lastName: " ", email: "a@b.edu" })).toBe(false);
    expect(hasScreeningBasics({ firstName: "A", lastName: "B", email: "a@b.edu" })).toBe(true);
  });

  it("strips unknown keys and drops values of the wrong type", () => {
    expect(intakeSchema.parse({ firstName: "Jamie", lastName: 7, isAnnual: "yes", billingCycle: "weekly", legalDocsSigned: true, extra: {} })).toEqual({
      firstName: "Jamie",
      legalDocsSigned: true,
    });
    const parsed = intakeSchema.parse({ lastName: 7 });
    expect(Object.keys(parsed)).toEqual([]);
  });

  it("never throws on a corrupted stored value (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const intake = parseStoredIntake(value);
        expect(typeof intake).toBe("object");
        expect(intakeSchema.safeParse(value).success).toBe(true);
        expect(JSON.parse(JSON.stringify(intake))).toEqual(intake);
      }),
    );
  });
});

describe("onboarding machine: happy path", () => {
  it("goes from screening to trial started, navigating, persisting and toasting along the way", async () => {
    const flow = startFlow();
    expect(flow.snapshot().value).toEqual({ screening: "editing" });

    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    expect(flow.snapshot().value).toEqual({ screening: "submitting" });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.calls.submitScreening).toHaveBeenCalledWith({ screening: SAMPLE_SCREENING, ref: undefined });
    expect(flow.snapshot().context.intake).toEqual(screeningIntake);

    flow.actor.send({ type: "SIGN", signature: `  ${SAMPLE_SIGNATURE} `, allReviewed: true });
    expect(flow.snapshot().value).toEqual({ legal: "signing" });
    await settle(flow);
    expect(flow.calls.signLegalDocuments).toHaveBeenCalledWith({
      signature: SAMPLE_SIGNATURE,
      guestUserId: "guest-123",
      screening: { firstName: "Jamie", lastName: "Rivera", email: "jrivera@state.edu", sport: "Volleyball" },
    });
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    expect(flow.snapshot().context.intake).toEqual(signedIntake);

    flow.actor.send({ type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT });
    expect(flow.snapshot().value).toEqual({ signup: "submitting" });
    await settle(flow);
    expect(flow.calls.submitSignup).toHaveBeenCalledWith({ signup: SAMPLE_SIGNUP, intake: signedIntake });
    expect(flow.snapshot().value).toEqual({ review: "idle" });
    expect(flow.snapshot().context.intake).toEqual(reviewIntake);
    expect(flow.snapshot().context.signupDraft).toEqual(SAMPLE_SIGNUP_DRAFT);

    flow.actor.send({ type: "START_TRIAL" });
    expect(flow.snapshot().value).toEqual({ review: "startingTrial" });
    await settle(flow);
    expect(flow.calls.startTrial).toHaveBeenCalledWith({ intake: reviewIntake });
    expect(flow.snapshot().value).toBe("trialStarted");
    expect(flow.snapshot().status).toBe("done");
    expect(flow.snapshot().output).toEqual({ intake: reviewIntake, forwardingAddress: SAMPLE_TRIAL.forwardingAddress });

    expect(flow.routes).toEqual(["/initial-screening", "/legal-documents", "/signup", "/review-and-pay", "/billing-success"]);
    expect(flow.toasts).toEqual([ONBOARDING_TOASTS.trialStarted]);
    expect(flow.persisted.map((doc) => doc.stateValue)).toEqual([
      { screening: "editing" },
      { legal: "reviewing" },
      { signup: "editing" },
      { review: "idle" },
      "trialStarted",
    ]);
    expect(flow.persisted.map((doc) => doc.step)).toEqual(["screening", "legal", "signup", "review", "trialStarted"]);
    expect(flow.persisted.at(-1)?.context.forwardingAddress).toBe(SAMPLE_TRIAL.forwardingAddress);
  });

  it("lets the 'ref' query parameter beat the form's code, and the server's answer beat both", async () => {
    const flow = startFlow({ submitScreening: async () => ({ ...SAMPLE_SCREENING_RESULT, referralCode: undefined }) });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING, ref: " FOUNDER2025 " });
    await settle(flow);
    expect(flow.calls.submitScreening).toHaveBeenCalledWith({ screening: SAMPLE_SCREENING, ref: " FOUNDER2025 " });
    expect(flow.snapshot().context.intake.referralCode).toBe("FOUNDER2025");

    const resolved = startFlow({ submitScreening: async () => ({ ...SAMPLE_SCREENING_RESULT, referralCode: "SERVER" }) });
    resolved.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING, ref: "FOUNDER2025" });
    await settle(resolved);
    expect(resolved.snapshot().context.intake.referralCode).toBe("SERVER");
  });

  it("keeps the plan chosen on /pricing through screening", async () => {
    const flow = startFlow();
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING, plan: { selectedTierId: "beta", billingCycle: "annual" } });
    await settle(flow);
    expect(flow.snapshot().context.intake).toEqual({ ...screeningIntake, selectedTierId: "beta", billingCycle: "annual", isAnnual: true });
    await toReview(flow);
    expect(flow.calls.startTrial).not.toHaveBeenCalled();
    flow.actor.send({ type: "START_TRIAL" });
    await waitFor(flow.actor, (snapshot) => snapshot.matches({ review: "leavingForCheckout" }), { timeout: 1000 });
    expect(flow.calls.startTrial.mock.calls[0]![0].intake).toMatchObject({ selectedTierId: "beta", billingCycle: "annual" });
  });

  it("resets the intake on screening: only the new answers are kept", async () => {
    const flow = startFlow({}, { intake: reviewIntake, resumeStep: "screening" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    await toLegal(flow);
    expect(flow.snapshot().context.intake).toEqual(screeningIntake);
  });
});

describe("onboarding machine: 'Join Now' on /pricing goes on to checkout once the trial has started", () => {
  const joinNow = async (flow: Flow) => {
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING, plan: { selectedTierId: "first-movers", billingCycle: "annual" } });
    await settle(flow);
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    await settle(flow);
    flow.actor.send({ type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT });
    await settle(flow);
    flow.actor.send({ type: "START_TRIAL" });
  };
  const annualTrial = { ...SAMPLE_TRIAL, plan: { tierId: "first-movers", billingCycle: "annual" as const } };

  it("opens checkout for the trial's plan and leaves for it, with the trial saved as started and no 'Success!' on the way out", async () => {
    const flow = startFlow({ startTrial: async () => annualTrial });
    await joinNow(flow);
    await waitFor(flow.actor, (snapshot) => snapshot.matches({ review: "leavingForCheckout" }), { timeout: 1000 });
    expect(flow.calls.openCheckout).toHaveBeenCalledExactlyOnceWith({ tierId: "first-movers", billingCycle: "annual" });
    expect(flow.leftFor).toEqual([CHECKOUT_URL]);
    expect(flow.toasts).toEqual([]);
    expect(flow.persisted.at(-1)?.stateValue).toBe("trialStarted");
    expect(flow.routes.at(-1)).toBe("/review-and-pay");
    // Nothing moves the page while the browser leaves.
    flow.actor.send({ type: "EDIT_DETAILS" });
    flow.actor.send({ type: "GO_TO_STEP", step: "signup" });
    expect(flow.snapshot().value).toEqual({ review: "leavingForCheckout" });
  });

  it("after the emailed link is opened elsewhere, it opens checkout too; the trial's own plan beats the tier picked (an invitation's beta)", async () => {
    const flow = startFlow({ startTrial: async () => SAMPLE_AWAITING, waitForConfirmedTrial: async () => ({ ...SAMPLE_TRIAL, plan: { tierId: "beta", billingCycle: "monthly" } }) });
    await joinNow(flow);
    await waitFor(flow.actor, (snapshot) => snapshot.matches({ review: "leavingForCheckout" }), { timeout: 1000 });
    expect(flow.calls.openCheckout).toHaveBeenCalledExactlyOnceWith({ tierId: "beta", billingCycle: "monthly" });
  });

  it("a checkout that cannot open ends on /billing-success with 'Checkout Error' and the reason: the trial runs anyway", async () => {
    const flow = startFlow({
      openCheckout: async () => {
        throw new Error(CHECKOUT_MESSAGES.noUrl);
      },
    });
    await joinNow(flow);
    await waitFor(flow.actor, (snapshot) => snapshot.status === "done", { timeout: 1000 });
    expect(flow.toasts).toEqual([checkoutAfterTrialFailedNotification(CHECKOUT_MESSAGES.noUrl)]);
    expect(flow.toasts[0]).toMatchObject({ title: CHECKOUT_MESSAGES.errorTitle, variant: "destructive" });
    expect(flow.routes.at(-1)).toBe("/billing-success");
    expect(flow.leftFor).toEqual([]);
  });

  it("the founder plan and a plain trial start (no tier picked) never open checkout; neither does a 'current-plan' answer leave", async () => {
    const founder = startFlow({ startTrial: async () => ({ ...SAMPLE_TRIAL, plan: { tierId: "founder", billingCycle: "monthly" } }) });
    await joinNow(founder);
    await settle(founder);
    expect(founder.snapshot().value).toBe("trialStarted");
    expect(founder.calls.openCheckout).not.toHaveBeenCalled();

    const plain = startFlow();
    await toReview(plain);
    plain.actor.send({ type: "START_TRIAL" });
    await settle(plain);
    expect(plain.snapshot().value).toBe("trialStarted");
    expect(plain.calls.openCheckout).not.toHaveBeenCalled();

    const current = startFlow({ openCheckout: async () => ({ outcome: "current-plan" }) });
    await joinNow(current);
    await waitFor(current.actor, (snapshot) => snapshot.status === "done", { timeout: 1000 });
    expect(current.leftFor).toEqual([]);
    expect(current.toasts).toEqual([ONBOARDING_TOASTS.trialStarted]);
  });
});

describe("onboarding machine: screening failures", () => {
  it("goes back to the form with the server's field messages when it refuses the answers, keeping the previous intake", async () => {
    const fieldErrors = { email: "Email must end with .edu" };
    const flow = startFlow({ submitScreening: async () => Promise.reject({ kind: "invalid", fieldErrors }) }, { intake: screeningIntake, resumeStep: "screening" });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: { ...SAMPLE_SCREENING, email: "jamie@gmail.com" } });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.screeningFieldErrors).toEqual(fieldErrors);
    expect(flow.snapshot().context.intake).toEqual(screeningIntake);
    expect(flow.snapshot().context.intakeBeforeScreening).toBeUndefined();
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.screeningInvalid, variant: "destructive" }]);
    expect(flow.calls.saveMinimalIntake).not.toHaveBeenCalled();
    expect(flow.persisted.at(-1)?.context.intake).toEqual(screeningIntake);

    // The next attempt clears the messages; a founder code is kept in the intake.
    flow.calls.submitScreening.mockImplementation(async () => ({ ...CONFIRMED_SCREENING_RESULT, founderPlan: true }));
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    expect(flow.snapshot().context.screeningFieldErrors).toBeUndefined();
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.snapshot().context.intake).toEqual({ ...screeningIntake, founderPlan: true });
  });

  it("falls back to the minimal intake and goes to legal when the screening call fails", async () => {
    const flow = startFlow({ submitScreening: async () => Promise.reject(new Error("Failed to create guest user")) });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    await settle(flow);
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.screeningFailed, variant: "destructive" }]);
    expect(flow.calls.saveMinimalIntake).toHaveBeenCalledWith({
      firstName: "Jamie",
      lastName: "Rivera",
      email: "jrivera@state.edu",
      sport: "Volleyball",
    });
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.snapshot().context.intake).toEqual({ firstName: "Jamie", lastName: "Rivera", email: "jrivera@state.edu", sport: "Volleyball" });
    expect(flow.routes).toEqual(["/initial-screening", "/legal-documents"]);

    // Without a guest id, signing gets the basics kept, so it can register the guest first.
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    await settle(flow);
    expect(flow.calls.signLegalDocuments).toHaveBeenCalledWith({
      signature: SAMPLE_SIGNATURE,
      guestUserId: undefined,
      screening: { firstName: "Jamie", lastName: "Rivera", email: "jrivera@state.edu", sport: "Volleyball" },
    });
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
  });

  it("shows the critical error and stays on screening when the fallback fails too", async () => {
    const flow = startFlow({
      submitScreening: async () => Promise.reject(new Error("insert failed")),
      saveMinimalIntake: async () => Promise.reject(new Error("storage failed")),
    });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.criticalFailure).toBe(true);
    expect(flow.snapshot().context.error).toBe(ONBOARDING_TOASTS.criticalFailure.description);
    expect(flow.toasts).toEqual([ONBOARDING_NOTIFICATIONS.screeningFailed, ONBOARDING_NOTIFICATIONS.criticalFailure]);
    expect(flow.toasts.every((toast) => toast.variant === "destructive")).toBe(true);
    expect(flow.routes).toEqual(["/initial-screening"]);

    // A new attempt clears the flag.
    flow.calls.submitScreening.mockImplementation(async () => SAMPLE_SCREENING_RESULT);
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    expect(flow.snapshot().context.criticalFailure).toBe(false);
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
  });
});

describe("onboarding machine: legal", () => {
  it("redirects to screening with 'Missing Information' when the basics are missing", () => {
    const flow = startFlow({}, { intake: { firstName: "Jamie", email: "j@state.edu" }, resumeStep: "legal" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.missingInformation, variant: "destructive" }]);
    expect(flow.routes).toEqual(["/initial-screening"]);
  });

  it("asks for the review before anything else", async () => {
    const flow = startFlow();
    await toLegal(flow);
    flow.actor.send({ type: "SIGN", signature: "", allReviewed: false });
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.toasts).toEqual([ONBOARDING_NOTIFICATIONS.reviewRequired]);
    expect(flow.toasts[0]).toMatchObject(ONBOARDING_TOASTS.reviewRequired);
    expect(flow.calls.signLegalDocuments).not.toHaveBeenCalled();
  });

  it("asks for a signature when it is empty or whitespace", async () => {
    const flow = startFlow();
    await toLegal(flow);
    flow.actor.send({ type: "SIGN", signature: "", allReviewed: true });
    flow.actor.send({ type: "SIGN", signature: "   ", allReviewed: true });
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.toasts).toEqual([ONBOARDING_NOTIFICATIONS.signatureRequired, ONBOARDING_NOTIFICATIONS.signatureRequired]);
    expect(flow.toasts[0]).toMatchObject(ONBOARDING_TOASTS.signatureRequired);
    expect(flow.calls.signLegalDocuments).not.toHaveBeenCalled();
  });

  it("stops with 'Failed to update signature status' when the status update fails", async () => {
    const flow = startFlow({ signLegalDocuments: async () => Promise.reject({ kind: "status-update-failed" }) });
    await toSignup(flow);
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.signatureUpdateFailed, variant: "destructive" }]);
    expect(flow.snapshot().context.intake.legalDocsSigned).toBeUndefined();
    expect(flow.snapshot().context.intake.signature).toBeUndefined();
    expect(flow.snapshot().context.pendingSignature).toBeUndefined();
  });

  it("shows the submission error for any other signing failure", async () => {
    const flow = startFlow({ signLegalDocuments: async () => Promise.reject(new Error("network")) });
    await toSignup(flow);
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.signatureSubmitFailed, variant: "destructive" }]);

    // Retrying works.
    flow.calls.signLegalDocuments.mockImplementation(async () => {});
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    expect(flow.snapshot().context.error).toBeUndefined();
  });
});

describe("onboarding machine: signup and review", () => {
  it("still proceeds, with a warning, when the profile update failed", async () => {
    const flow = startFlow({ submitSignup: async () => ({ profileUpdated: false }) });
    await toReview(flow);
    expect(flow.snapshot().value).toEqual({ review: "idle" });
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.profileUpdateFailed, variant: "destructive" }]);
    expect(flow.snapshot().context.intake).toEqual(reviewIntake);
  });

  it("stays on signup with the submission error when the call fails", async () => {
    const flow = startFlow({ submitSignup: async () => Promise.reject(new Error("network")) });
    await toReview(flow);
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    expect(flow.toasts).toEqual([{ ...ONBOARDING_TOASTS.signupFailed, variant: "destructive" }]);
    expect(flow.snapshot().context.intake).toEqual(signedIntake);
    expect(flow.snapshot().context.signupDraft).toEqual(SAMPLE_SIGNUP_DRAFT);
    expect(flow.routes).toEqual(["/initial-screening", "/legal-documents", "/signup"]);
  });

  it("merges 'Other' sport and the work email into the intake", async () => {
    const flow = startFlow();
    await toSignup(flow);
    const draft = { ...SAMPLE_SIGNUP_DRAFT, sport: "Other" as const, otherSport: "Beach Volleyball", workEmail: "coach@state.edu", additionalInsights: "" };
    const signup = { ...SAMPLE_SIGNUP, sport: "Other" as const, otherSport: "Beach Volleyball", workEmail: "coach@state.edu", additionalInsights: undefined };
    flow.actor.send({ type: "SUBMIT_SIGNUP", signup, draft });
    await settle(flow);
    expect(flow.snapshot().context.intake).toMatchObject({ sport: "Other", otherSport: "Beach Volleyball", email: "coach@state.edu" });
    expect(flow.snapshot().context.intake).not.toHaveProperty("additionalInsights");
  });

  it("goes back to signup with the draft kept on 'Edit Details', and forward again", async () => {
    const flow = startFlow();
    await toReview(flow);
    flow.actor.send({ type: "EDIT_DETAILS" });
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    expect(flow.snapshot().context.signupDraft).toEqual(SAMPLE_SIGNUP_DRAFT);
    expect(flow.persisted.at(-1)?.context.signupDraft).toEqual(SAMPLE_SIGNUP_DRAFT);

    const draft = { ...SAMPLE_SIGNUP_DRAFT, jobTitle: "Assistant Coach" };
    flow.actor.send({ type: "SUBMIT_SIGNUP", signup: { ...SAMPLE_SIGNUP, jobTitle: "Assistant Coach" }, draft });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ review: "idle" });
    expect(flow.snapshot().context.intake.jobTitle).toBe("Assistant Coach");
    expect(flow.snapshot().context.signupDraft).toEqual(draft);
    expect(flow.routes).toEqual(["/initial-screening", "/legal-documents", "/signup", "/review-and-pay", "/signup", "/review-and-pay"]);
  });

  it("shows the server's reason and stays on review when the trial is refused (the address had its free trial)", async () => {
    const flow = startFlow({ startTrial: async () => Promise.reject({ kind: "trial-refused", message: ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed }) });
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ review: "idle" });
    expect(flow.snapshot().context.error).toBe(ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed);
    expect(flow.toasts).toEqual([{ title: "Error", description: ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed, variant: "destructive" }]);
  });

  it("shows the generic error and stays on review when the trial cannot start", async () => {
    const flow = startFlow({ startTrial: async () => Promise.reject(new Error("network")) });
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ review: "idle" });
    expect(flow.toasts).toEqual([{ title: "Error", description: "Unable to proceed. Please try again.", variant: "destructive" }]);
    expect(flow.routes.at(-1)).toBe("/review-and-pay");
  });
});

describe("onboarding machine: start over and step navigation", () => {
  it("clears the intake on start over, from any step", async () => {
    const flow = startFlow();
    await toReview(flow);
    flow.actor.send({ type: "START_OVER" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.intake).toEqual(EMPTY_INTAKE);
    expect(flow.snapshot().context.signupDraft).toBeUndefined();
    expect(flow.routes.at(-1)).toBe("/initial-screening");
    expect(flow.persisted.at(-1)?.context).toEqual({ intake: {} });
  });

  it("cancels a call in flight on start over", async () => {
    const flow = startFlow({ submitScreening: () => new Promise(() => {}) });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    flow.actor.send({ type: "START_OVER" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.intake).toEqual({});
  });

  it("goes only to steps already reached", async () => {
    const flow = startFlow();
    flow.actor.send({ type: "GO_TO_STEP", step: "legal" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });

    await toSignup(flow);
    flow.actor.send({ type: "GO_TO_STEP", step: "review" });
    expect(flow.snapshot().value).toEqual({ signup: "editing" });

    flow.actor.send({ type: "GO_TO_STEP", step: "screening" });
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.intake).toEqual(signedIntake);

    flow.actor.send({ type: "GO_TO_STEP", step: "signup" });
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    flow.actor.send({ type: "GO_TO_STEP", step: "legal" });
    expect(flow.snapshot().value).toEqual({ legal: "reviewing" });
    expect(flow.routes).toEqual(["/initial-screening", "/legal-documents", "/signup", "/initial-screening", "/signup", "/legal-documents"]);
  });

  it("ignores GO_TO_STEP while a call is in flight, and to the current step", async () => {
    const flow = startFlow({ signLegalDocuments: () => new Promise(() => {}) });
    await toLegal(flow);
    const routes = flow.routes.length;
    flow.actor.send({ type: "GO_TO_STEP", step: "legal" });
    expect(flow.routes).toHaveLength(routes);
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    flow.actor.send({ type: "GO_TO_STEP", step: "screening" });
    expect(flow.snapshot().value).toEqual({ legal: "signing" });
  });
});

describe("onboarding machine: resume via input", () => {
  const cases: Array<{ intake: IntakeData; resumeStep?: OnboardingStep; value: unknown; route: string }> = [
    { intake: {}, value: { screening: "editing" }, route: "/initial-screening" },
    { intake: reviewIntake, resumeStep: "screening", value: { screening: "editing" }, route: "/initial-screening" },
    { intake: screeningIntake, resumeStep: "legal", value: { legal: "reviewing" }, route: "/legal-documents" },
    { intake: signedIntake, resumeStep: "signup", value: { signup: "editing" }, route: "/signup" },
    { intake: reviewIntake, resumeStep: "review", value: { review: "idle" }, route: "/review-and-pay" },
    // Clamped to the furthest step the intake supports.
    { intake: screeningIntake, resumeStep: "signup", value: { legal: "reviewing" }, route: "/legal-documents" },
    { intake: signedIntake, resumeStep: "review", value: { signup: "editing" }, route: "/signup" },
    { intake: screeningIntake, resumeStep: "review", value: { legal: "reviewing" }, route: "/legal-documents" },
  ];

  it.each(cases)("resumes at $resumeStep with that intake → $route", ({ intake, resumeStep, value, route }) => {
    const flow = startFlow({}, { intake, resumeStep });
    expect(flow.snapshot().value).toEqual(value);
    expect(flow.snapshot().context.intake).toEqual(intake);
    expect(flow.snapshot().context.resumeStep).toBeUndefined();
    expect(flow.routes).toEqual([route]);
    expect(flow.toasts).toEqual([]);
  });

  it("sends an empty intake asking for signup or review through legal's Missing Information redirect", () => {
    for (const resumeStep of ["signup", "review"] as const) {
      const flow = startFlow({}, { intake: {}, resumeStep });
      expect(flow.snapshot().value).toEqual({ screening: "editing" });
      expect(flow.toasts).toEqual([ONBOARDING_NOTIFICATIONS.missingInformation]);
    }
  });

  it("reads the input leniently", () => {
    const input = { intake: { ...screeningIntake, legalDocsSigned: "yes" }, resumeStep: "nowhere" } as unknown as OnboardingInput;
    const flow = startFlow({}, input);
    expect(flow.snapshot().value).toEqual({ screening: "editing" });
    expect(flow.snapshot().context.intake).toEqual(screeningIntake);
  });

  it("resolves resume steps and reached steps from the intake", () => {
    expect(resolveResumeStep({}, undefined)).toBe("screening");
    expect(resolveResumeStep(reviewIntake, "review")).toBe("review");
    expect(resolveResumeStep(reviewIntake, "legal")).toBe("legal");
    expect(ONBOARDING_STEPS.filter((step) => hasReachedStep(signedIntake, step))).toEqual(["screening", "legal", "signup"]);
  });
});

describe("onboarding persistence", () => {
  const now = new Date("2025-05-01T12:00:00Z");

  it("prefers the tab's unconfirmed progress only when it is newer than the server's", () => {
    const local = toPersistedOnboarding({ value: { signup: "editing" }, context: { intake: reviewIntake, criticalFailure: false } }, now);
    const stored = (at: string) => ({ ...local, stateValue: { legal: "reviewing" }, updatedAt: at });
    expect(isNewerThanStored(local, stored("2025-05-01T11:59:59.900Z"))).toBe(true);
    expect(isNewerThanStored(local, stored("2025-05-01T12:00:00.000Z"))).toBe(false);
    expect(isNewerThanStored(local, stored("2025-05-01T12:00:03.000Z"))).toBe(false);
    expect(isNewerThanStored(local, null)).toBe(true);
    expect(isNewerThanStored(local, { updatedAt: "garbage" })).toBe(true);
  });

  it("writes a plain, JSON-safe document", async () => {
    const flow = startFlow();
    await toReview(flow);
    const doc = toPersistedOnboarding(flow.snapshot(), now);
    expect(doc).toEqual({
      machineVersion: ONBOARDING_MACHINE_VERSION,
      stateValue: { review: "idle" },
      step: "review",
      context: { intake: reviewIntake, signupDraft: SAMPLE_SIGNUP_DRAFT },
      updatedAt: "2025-05-01T12:00:00.000Z",
    });
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(flow.persisted.at(-1)).toEqual(doc);
  });

  it.each(["legal", "signup", "review"] as const)("round-trips a snapshot at %s: same state value and context", async (step) => {
    const flow = startFlow();
    if (step === "legal") await toLegal(flow);
    if (step === "signup") await toSignup(flow);
    if (step === "review") await toReview(flow);
    const stored: unknown = JSON.parse(JSON.stringify(flow.persisted.at(-1)));

    const { machine, routes } = providedMachine();
    const restored = restoreOnboarding(machine, stored);
    expect(restored.kind).toBe("snapshot");
    if (restored.kind !== "snapshot") return;
    const actor = createActor(machine, { snapshot: restored.snapshot }).start();
    expect(actor.getSnapshot().value).toEqual(flow.snapshot().value);
    const { intake, signupDraft, criticalFailure } = flow.snapshot().context;
    expect(actor.getSnapshot().context).toEqual({ intake, signupDraft, criticalFailure });
    expect(routes).toEqual([]); // a restored snapshot does not replay entry actions
    expect(routeForPosition(positionOf(actor.getSnapshot().value) ?? "screening")).toBe(ONBOARDING_STEP_ROUTES[step]);
  });

  it("continues the flow from a restored snapshot", async () => {
    const flow = startFlow();
    await toSignup(flow);
    const { machine, routes } = providedMachine();
    const restored = restoreOnboarding(machine, JSON.parse(JSON.stringify(flow.persisted.at(-1))));
    if (restored.kind !== "snapshot") throw new Error("expected a snapshot");
    const actor = createActor(machine, { snapshot: restored.snapshot }).start();
    actor.send({ type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT });
    await waitFor(actor, (snapshot) => snapshot.matches({ review: "idle" }), { timeout: 1000 });
    expect(routes).toEqual(["/review-and-pay"]);
  });

  it("restores a started trial as done", async () => {
    const flow = startFlow();
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    const restored = restoreOnboarding(onboardingMachine, JSON.parse(JSON.stringify(flow.persisted.at(-1))));
    expect(restored.kind).toBe("snapshot");
    if (restored.kind !== "snapshot") return;
    expect(restored.snapshot.value).toBe("trialStarted");
    expect(restored.snapshot.status).toBe("done");
    expect(restored.snapshot.context.forwardingAddress).toBe(SAMPLE_TRIAL.forwardingAddress);
  });

  it("restarts at the stored step when the version is stale", async () => {
    const flow = startFlow();
    await toReview(flow);
    const stale = { ...flow.persisted.at(-1), machineVersion: ONBOARDING_MACHINE_VERSION - 1 };
    const restored = restoreOnboarding(onboardingMachine, stale);
    expect(restored).toEqual({ kind: "restart", input: { intake: reviewIntake, resumeStep: "review" }, reason: "stale-version" });
    if (restored.kind !== "restart") return;

    const resumed = startFlow({}, restored.input);
    expect(resumed.snapshot().value).toEqual({ review: "idle" });
    expect(resumed.routes).toEqual(["/review-and-pay"]);
  });

  it("restarts at the step when the state value is unknown or not a resting state", () => {
    const base = { machineVersion: ONBOARDING_MACHINE_VERSION, context: { intake: signedIntake } };
    expect(restoreOnboarding(onboardingMachine, { ...base, stateValue: { signup: "bogus" } })).toMatchObject({
      kind: "restart",
      input: { resumeStep: "signup" },
      reason: "unknown-state",
    });
    expect(restoreOnboarding(onboardingMachine, { ...base, stateValue: { signup: "submitting" } })).toMatchObject({
      kind: "restart",
      input: { resumeStep: "signup" },
    });
    expect(restoreOnboarding(onboardingMachine, { ...base, stateValue: "nowhere", step: "legal" })).toMatchObject({
      kind: "restart",
      input: { resumeStep: "legal" },
    });
  });

  it("restarts when the intake does not support the stored step", () => {
    const restored = restoreOnboarding(onboardingMachine, {
      machineVersion: ONBOARDING_MACHINE_VERSION,
      stateValue: { review: "idle" },
      context: { intake: signedIntake },
    });
    expect(restored).toMatchObject({ kind: "restart", input: { intake: signedIntake, resumeStep: "signup" }, reason: "inconsistent" });
  });

  it.each([null, undefined, 42, "garbage", [], { stateValue: 3 }, { context: "x" }, { machineVersion: "1", context: { intake: 5 } }])(
    "restarts at screening on garbage: %j",
    (garbage) => {
      const restored = restoreOnboarding(onboardingMachine, garbage);
      expect(restored.kind).toBe("restart");
      if (restored.kind !== "restart") return;
      expect(restored.input).toEqual({ intake: {}, resumeStep: "screening" });
    },
  );

  it("drops corrupted parts of a stored document but keeps the rest", () => {
    const restored = restoreOnboarding(onboardingMachine, {
      machineVersion: ONBOARDING_MACHINE_VERSION,
      stateValue: { legal: "reviewing" },
      context: { intake: { ...screeningIntake, legalDocsSigned: "yes", junk: 1 }, signupDraft: "oops", forwardingAddress: 3 },
      updatedAt: "yesterday",
    });
    expect(restored.kind).toBe("snapshot");
    if (restored.kind !== "snapshot") return;
    expect(restored.snapshot.value).toEqual({ legal: "reviewing" });
    expect(restored.snapshot.context).toEqual({ intake: screeningIntake, criticalFailure: false });
  });

  it("never throws, whatever is stored (property)", () => {
    const stateValue = fc.oneof(fc.anything(), fc.constantFrom<unknown>(...SETTLED_STATE_VALUES, { legal: "signing" }, { foo: "bar" }));
    const doc = fc.record(
      {
        machineVersion: fc.oneof(fc.constant(ONBOARDING_MACHINE_VERSION), fc.anything()),
        stateValue,
        step: fc.oneof(fc.constantFrom(...ONBOARDING_STEPS, "trialStarted"), fc.anything()),
        context: fc.oneof(fc.record({ intake: fc.oneof(fc.constant(reviewIntake), fc.anything()), signupDraft: fc.anything() }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(doc, fc.anything()), (stored) => {
        const restored = restoreOnboarding(onboardingMachine, stored);
        if (restored.kind === "restart") expect(ONBOARDING_STEPS).toContain(restored.input.resumeStep);
        else expect(SETTLED_STATE_VALUES.some((value) => restored.snapshot.matches(value as never))).toBe(true);
      }),
    );
  });

  it("keeps a short step history", () => {
    const entry = historyEntry("legal", "SIGN", now);
    expect(entry).toEqual({ step: "legal", eventType: "SIGN", at: "2025-05-01T12:00:00.000Z" });
    expect(historyEntry("review", "START_TRIAL", "2025-05-02T00:00:00.000Z").at).toBe("2025-05-02T00:00:00.000Z");
    let history = [entry];
    for (let index = 0; index < 30; index += 1) history = appendHistory(history, historyEntry("signup", `E${index}`, now), 5);
    expect(history.map((item) => item.eventType)).toEqual(["E25", "E26", "E27", "E28", "E29"]);
  });
});

// ---------------------------------------------------------------------------------------------
// Paths generated with xstate/graph, replayed on a real actor
// ---------------------------------------------------------------------------------------------

/**
 * Runs a generated path on a real actor. Each injected actor returns a promise that the path
 * settles explicitly: a `resolve` / `reject` step settles the call in flight for that actor.
 */
async function runPath(path: OnboardingPath) {
  const inFlight = new Map<OnboardingActorName, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const deferred = (name: OnboardingActorName) =>
    fromPromise<never, unknown>(() => new Promise<never>((resolve, reject) => void inFlight.set(name, { resolve: resolve as (output: unknown) => void, reject })));
  const toasts: OnboardingToast[] = [];
  /** The toast count each time a step went through and its failure toasts were dismissed. */
  const dismissals: number[] = [];
  const routes: string[] = [];
  const machine = onboardingMachine.provide({
    actors: Object.fromEntries(ONBOARDING_ACTORS.map((name) => [name, deferred(name)])) as never,
    actions: {
      notify: (_, toast) => void toasts.push(toast),
      dismissFailures: () => void dismissals.push(toasts.length),
      navigate: (_, { route }) => void routes.push(route),
    },
  });
  const actor = createActor(machine).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  for (const step of path.steps) {
    if (step.kind === "send") {
      actor.send(step.event);
    } else {
      const call = inFlight.get(step.actor);
      if (!call) throw new Error(`${path.description}: no ${step.actor} call in flight`);
      inFlight.delete(step.actor);
      if (step.kind === "resolve") call.resolve(step.output);
      else call.reject(step.error);
    }
    await flush();
  }
  return { snapshot: actor.getSnapshot(), toasts, routes };
}

describe("onboarding machine: reviewed legal documents", () => {
  it("are kept with the flow and saved, across going back to screening and forward again, and screening anew", async () => {
    const flow = startFlow();
    await toLegal(flow);
    flow.actor.send({ type: "DOCUMENTS_REVIEWED", documentIds: ["tos", "msa"] });
    expect(flow.snapshot().context.intake.reviewedDocuments).toEqual(["msa", "tos"]);
    expect(flow.persisted.at(-1)?.context.intake.reviewedDocuments).toEqual(["msa", "tos"]);
    flow.actor.send({ type: "GO_TO_STEP", step: "screening" });
    flow.actor.send({ type: "GO_TO_STEP", step: "legal" });
    expect(flow.snapshot().context.intake.reviewedDocuments).toEqual(["msa", "tos"]);
    flow.actor.send({ type: "GO_TO_STEP", step: "screening" });
    flow.actor.send({ type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING });
    await settle(flow);
    flow.actor.send({ type: "DOCUMENTS_REVIEWED", documentIds: ["dpa"] });
    expect(flow.snapshot().context.intake.reviewedDocuments).toEqual(["msa", "tos", "dpa"]);
  });
});

describe("onboarding machine: toasts of failed attempts", () => {
  it("are dismissed as soon as the step goes through, at every step", async () => {
    let failSigning = true;
    const flow = startFlow({ signLegalDocuments: async () => (failSigning ? Promise.reject(new Error("offline")) : undefined) });
    await toLegal(flow);
    expect(flow.dismissals).toHaveLength(1);
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    await settle(flow);
    expect(flow.toasts.at(-1)).toEqual(ONBOARDING_NOTIFICATIONS.signatureSubmitFailed);
    failSigning = false;
    flow.actor.send({ type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ signup: "editing" });
    // Dismissed after the failure toast was raised.
    expect(flow.dismissals).toEqual([0, 1]);
    flow.actor.send({ type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT });
    await settle(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    expect(flow.dismissals).toHaveLength(4);
  });
});

describe("onboarding machine: an address not yet confirmed", () => {
  const unconfirmed = { submitScreening: async () => SAMPLE_SCREENING_RESULT };

  it("says to check the inbox after screening, and records nothing as confirmed", async () => {
    const flow = startFlow(unconfirmed);
    await toLegal(flow);
    expect(flow.toasts).toEqual([checkInboxNotification("jrivera@state.edu")]);
    expect(flow.snapshot().context.intake.emailConfirmed).toBeUndefined();
  });

  it("waits for the confirmation after 'Start Free Trial', then moves on by itself", async () => {
    let confirm: (trial: StartedTrial) => void = () => {};
    const flow = startFlow({
      ...unconfirmed,
      startTrial: async () => SAMPLE_AWAITING,
      waitForConfirmedTrial: () => new Promise((resolve) => (confirm = resolve)),
    });
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ review: { awaitingConfirmation: "waiting" } });
    expect(flow.snapshot().context.intake.trialRequested).toBe(true);
    expect(flow.persisted.at(-1)?.stateValue).toEqual({ review: { awaitingConfirmation: "waiting" } });
    expect(flow.calls.waitForConfirmedTrial).toHaveBeenCalledWith({ intake: expect.objectContaining({ trialRequested: true }) });

    confirm(SAMPLE_TRIAL);
    await waitFor(flow.actor, (snapshot) => snapshot.status === "done", { timeout: 1000 });
    expect(flow.snapshot().output).toEqual({
      intake: expect.objectContaining({ emailConfirmed: true, personalReferralCode: SAMPLE_TRIAL.personalReferralCode }),
      forwardingAddress: SAMPLE_TRIAL.forwardingAddress,
    });
    expect(flow.snapshot().context.intake.trialRequested).toBeUndefined();
    expect(flow.routes.at(-1)).toBe("/billing-success");
  });

  it("resends the link on request, saying where it went, and keeps waiting", async () => {
    const flow = startFlow({ ...unconfirmed, startTrial: async () => SAMPLE_AWAITING, waitForConfirmedTrial: () => new Promise(() => {}) });
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    flow.actor.send({ type: "RESEND_LINK" });
    expect(flow.snapshot().value).toEqual({ review: { awaitingConfirmation: "resending" } });
    await settle(flow);
    expect(flow.snapshot().value).toEqual({ review: { awaitingConfirmation: "waiting" } });
    expect(flow.toasts.at(-1)).toEqual(linkResentNotification(SAMPLE_AWAITING.email));

    flow.calls.resendConfirmation.mockImplementation(async () => Promise.reject(new Error("offline")));
    flow.actor.send({ type: "RESEND_LINK" });
    await settle(flow);
    expect(flow.toasts.at(-1)).toEqual(ONBOARDING_NOTIFICATIONS.resendFailed);
    expect(flow.calls.waitForConfirmedTrial).toHaveBeenCalledTimes(1);
  });

  it("comes back to the wait after a reload, with the wait running again", async () => {
    const flow = startFlow({ ...unconfirmed, startTrial: async () => SAMPLE_AWAITING, waitForConfirmedTrial: () => new Promise(() => {}) });
    await toReview(flow);
    flow.actor.send({ type: "START_TRIAL" });
    await settle(flow);
    const saved = flow.persisted.at(-1)!;

    const provided = providedMachine({ waitForConfirmedTrial: () => new Promise(() => {}) });
    const restored = restoreOnboarding(provided.machine, saved);
    expect(restored).toMatchObject({ kind: "restart", reason: "re-entered", input: { resumeStep: "review" } });
    const actor = createActor(provided.machine, restored.kind === "restart" ? { input: restored.input } : { snapshot: restored.snapshot }).start();
    expect(actor.getSnapshot().value).toEqual({ review: { awaitingConfirmation: "waiting" } });
    expect(provided.calls.waitForConfirmedTrial).toHaveBeenCalledTimes(1);
  });
});

describe("onboarding machine: generated paths (xstate/graph)", () => {
  const statePaths = onboardingStatePaths();
  const transitionPaths = onboardingTransitionPaths();

  it("reaches every state of the chart", () => {
    expect(statePaths.map((path) => stateValueText(path.target)).sort()).toEqual(
      [
        "screening.editing",
        "screening.submitting",
        "screening.savingMinimalIntake",
        "legal.reviewing",
        "legal.signing",
        "signup.editing",
        "signup.submitting",
        "review.idle",
        "review.startingTrial",
        "review.awaitingConfirmation.waiting",
        "review.awaitingConfirmation.resending",
        "review.checkingOut",
        "review.leavingForCheckout",
        "trialStarted",
      ].sort(),
    );
    // Every top-level state is reached.
    expect(new Set(statePaths.map((path) => positionOf(path.target)))).toEqual(new Set([...ONBOARDING_STEPS, "trialStarted"]));
  });

  it.each(statePaths.map((path) => [path.description, path] as const))("%s", async (_description, path) => {
    const { snapshot, toasts, routes } = await runPath(path);
    expect(snapshot.value).toEqual(path.target);
    expect(snapshot.context).toEqual(path.context);
    expect(toasts).toEqual(path.toasts);
    expect(routes).toEqual(path.routes);
  });

  it("covers every transition, including each failure branch and guard", () => {
    const texts = transitionPaths.map((path) => path.description);
    for (const fragment of [
      "submitScreening rejects (invalid)",
      "submitScreening rejects → saveMinimalIntake resolves",
      "submitScreening rejects → saveMinimalIntake rejects",
      "SIGN (documents not reviewed)",
      "SIGN (blank signature)",
      "signLegalDocuments rejects (status-update-failed)",
      "submitSignup resolves (profile not updated)",
      "submitSignup rejects",
      "EDIT_DETAILS",
      "startTrial rejects",
      "startTrial rejects (trial-refused)",
      "waitForConfirmedTrial rejects (trial-refused)",
      "START_OVER",
      "GO_TO_STEP (review)",
      "openCheckout resolves",
      "openCheckout rejects",
    ]) {
      expect(texts.some((text) => text.includes(fragment)), fragment).toBe(true);
    }
  });

  it.each(transitionPaths.map((path) => [path.description, path] as const))("%s", async (_description, path) => {
    const { snapshot, toasts, routes } = await runPath(path);
    expect(snapshot.value).toEqual(path.target);
    expect(snapshot.context).toEqual(path.context);
    expect(toasts).toEqual(path.toasts);
    expect(routes).toEqual(path.routes);
  });

  const uiWalks = onboardingUiWalks();

  it("walks the UI through every ending of the transition paths it can take, each where the machine rests", () => {
    const endings = [...onboardingUiEndings().keys()];
    expect(endings.length).toBeGreaterThan(40);
    const passed = new Set(uiWalks.flatMap((walk) => walk.checkpoints.filter((checkpoint) => checkpoint.settled).map((checkpoint) => checkpoint.ending)));
    expect(endings.filter((ending) => !passed.has(ending))).toEqual([]);
  });

  it.each(uiWalks.map((walk) => [walk.name, walk.path] as const))("UI walk: %s", async (_name, path) => {
    const { snapshot, toasts, routes } = await runPath(path);
    expect(snapshot.value).toEqual(path.target);
    expect(snapshot.context).toEqual(path.context);
    expect(toasts).toEqual(path.toasts);
    expect(routes).toEqual(path.routes);
  });
});
