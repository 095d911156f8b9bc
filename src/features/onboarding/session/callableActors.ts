import { fromPromise } from "xstate";
import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { LEGAL_VERSION } from "@machines/legal/version";
import { compact, type IntakeData } from "@machines/onboarding/intake";
import type {
  ResendConfirmationOutput,
  SaveMinimalIntakeInput,
  ScreeningRejected,
  SignLegalDocumentsInput,
  SignatureStatusUpdateFailed,
  StartTrialInput,
  StartTrialOutput,
  StartedTrial,
  SubmitScreeningInput,
  SubmitScreeningOutput,
  SubmitSignupInput,
  SubmitSignupOutput,
  TrialRefused,
  WaitForTrialInput,
} from "@machines/onboarding/actorContracts";
import { GUEST_NOT_SCREENED, SIGNATURE_STATUS_UPDATE_FAILED, type CoachAccount } from "@machines/onboarding/contracts";
import { toPersistedOnboarding, type PersistedOnboarding } from "@machines/onboarding/persistence";
import type { CallableRequest } from "@machines/callables";
import { CallableError, call } from "@/lib/callables";
import { startCheckoutActor } from "@/lib/checkout";
import { clientContext } from "./browserContext";

/**
 * The onboarding machine's injected actors: each wraps one callable and turns the server's answer
 * into what the machine models (its rejections are data the guards read, not exceptions to show).
 */

/** invalid-argument and already-exists are about the answers: the coach fixes the form, no fallback. */
function screeningRejection(error: unknown): ScreeningRejected | undefined {
  if (!(error instanceof CallableError)) return undefined;
  if (error.code === "functions/invalid-argument") return { kind: "invalid", fieldErrors: error.fieldErrors };
  if (error.code === "functions/already-exists") return { kind: "invalid", fieldErrors: { email: error.message } };
  return undefined;
}

/** failed-precondition is the server's reason the trial cannot start (e.g. the address had its trial): the coach reads it. */
function asTrialRefusal(error: unknown): never {
  if (error instanceof CallableError && error.code === "functions/failed-precondition") throw { kind: "trial-refused", message: error.message } satisfies TrialRefused;
  throw error;
}

/** Saves the flow's state; PersistedOnboarding is plain JSON by construction, which its StateValue type cannot say. */
export function saveProgress(progress: PersistedOnboarding, eventType: string) {
  return call("saveOnboardingProgress", { progress: progress as CallableRequest<"saveOnboardingProgress">["progress"], eventType });
}

function screen(request: CallableRequest<"submitScreening">): Promise<SubmitScreeningOutput> {
  return call("submitScreening", request);
}

/**
 * The machine only signs once all five documents were reviewed, so all five are sent. After the
 * screening fallback the server has no guest yet: screening with the basics kept runs first.
 */
async function signAsScreenedGuest(input: SignLegalDocumentsInput): Promise<void> {
  const sign = () => call("signLegalDocuments", { signature: input.signature, reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS], documentsVersion: LEGAL_VERSION });
  try {
    await sign();
  } catch (error) {
    if (!(error instanceof CallableError && error.kind === GUEST_NOT_SCREENED)) throw error;
    // The kept sport is stored text; the server validates it like any screening answer.
    const sport = input.screening.sport as CallableRequest<"submitScreening">["sport"];
    await screen({ ...input.screening, sport, client: clientContext() });
    await sign();
  }
}

export const onboardingCallableActors = {
  submitScreening: fromPromise<SubmitScreeningOutput, SubmitScreeningInput>(async ({ input }) => {
    try {
      return await screen({ ...input.screening, ref: input.ref, client: clientContext() });
    } catch (error) {
      throw screeningRejection(error) ?? error;
    }
  }),

  // The fallback keeps the basics where progress lives, so legal opens with them after a reload too.
  saveMinimalIntake: fromPromise<void, SaveMinimalIntakeInput>(async ({ input }) => {
    const progress = toPersistedOnboarding({ value: { legal: "reviewing" }, context: { intake: compact(input), criticalFailure: false } });
    await saveProgress(progress, "saveMinimalIntake");
  }),

  signLegalDocuments: fromPromise<void, SignLegalDocumentsInput>(async ({ input }) => {
    try {
      await signAsScreenedGuest(input);
    } catch (error) {
      if (error instanceof CallableError && error.kind === SIGNATURE_STATUS_UPDATE_FAILED) {
        throw { kind: "status-update-failed" } satisfies SignatureStatusUpdateFailed;
      }
      throw error;
    }
  }),

  submitSignup: fromPromise<SubmitSignupOutput, SubmitSignupInput>(({ input }) =>
    call("submitSignup", { ...input.signup, selectedTierId: input.intake.selectedTierId, billingCycle: input.intake.billingCycle }),
  ),

  startTrial: fromPromise<StartTrialOutput, StartTrialInput>(async ({ input }) => {
    const answer = await call("startTrial", trialRequest(input.intake)).catch(asTrialRefusal);
    return answer.status === "started" ? startedTrial(answer.account) : { awaitingConfirmation: true, email: answer.email };
  }),

  waitForConfirmedTrial: fromPromise<StartedTrial, WaitForTrialInput>(({ input, signal }) => waitForConfirmedTrial(input.intake, signal).catch(asTrialRefusal)),

  resendConfirmation: fromPromise<ResendConfirmationOutput, void>(async () => ({ email: (await call("resendConfirmation", {})).email })),

  openCheckout: startCheckoutActor,
};

const trialRequest = (intake: IntakeData) => ({ selectedTierId: intake.selectedTierId, billingCycle: intake.billingCycle });

const startedTrial = (account: CoachAccount): StartedTrial => ({
  forwardingAddress: account.forwardingAddress,
  personalReferralCode: account.personalReferralCode,
  plan: { tierId: account.tierId, billingCycle: account.billingCycle },
});

/** How often the waiting review page asks whether the address was confirmed (here or on another device). */
const CONFIRMATION_POLL_MS = 3000;

/**
 * Waits until the trial runs: the emailed link, opened anywhere, confirms the address and starts the
 * trial; this tab sees it on its next poll. Should the trial not have started with the confirmation
 * (the server retries on the next call), this starts it. A failed poll is tried again; a refusal ends the wait.
 */
async function waitForConfirmedTrial(intake: IntakeData, signal: AbortSignal): Promise<StartedTrial> {
  while (!signal.aborted) {
    try {
      const status = await call("getSignupStatus", {});
      if (status.trialStarted || status.emailConfirmed) {
        const answer = await call("startTrial", trialRequest(intake));
        if (answer.status === "started") return startedTrial(answer.account);
      }
    } catch (error) {
      if (error instanceof CallableError && error.code === "functions/failed-precondition") throw error;
      console.warn("Checking the email confirmation failed; trying again", error);
    }
    await new Promise((resolve) => setTimeout(resolve, CONFIRMATION_POLL_MS));
  }
  throw new Error("Stopped waiting for the email confirmation");
}
