import { fromPromise } from "xstate";
import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { compact } from "@machines/onboarding/intake";
import type {
  SaveMinimalIntakeInput,
  ScreeningRejected,
  SignLegalDocumentsInput,
  SignatureStatusUpdateFailed,
  StartTrialInput,
  StartTrialOutput,
  SubmitScreeningInput,
  SubmitScreeningOutput,
  SubmitSignupInput,
  SubmitSignupOutput,
} from "@machines/onboarding/onboardingMachine";
import { GUEST_NOT_SCREENED, SIGNATURE_STATUS_UPDATE_FAILED } from "@machines/onboarding/contracts";
import { toPersistedOnboarding, type PersistedOnboarding } from "@machines/onboarding/persistence";
import type { CallableRequest } from "@machines/callables";
import { CallableError, call } from "@/lib/callables";
import { clientContext, rememberEmailForSignIn } from "./browserContext";

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

/** Saves the flow's state; PersistedOnboarding is plain JSON by construction, which its StateValue type cannot say. */
export function saveProgress(progress: PersistedOnboarding, eventType: string) {
  return call("saveOnboardingProgress", { progress: progress as CallableRequest<"saveOnboardingProgress">["progress"], eventType });
}

/**
 * Screening puts the coach's address on this guest account (so the emailed link can sign in as it on
 * any device). Auth treats that as a major account change and stops honouring this tab's tokens, so
 * the server hands back a custom token to sign in again as the same guest; without it a reload would
 * lose the saved progress. If that sign-in fails, the emailed link still resumes.
 */
async function signInAgain(token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    const [{ auth }, { signInWithCustomToken }] = await Promise.all([import("@/lib/firebase"), import("firebase/auth")]);
    await signInWithCustomToken(auth, token);
  } catch (error) {
    console.warn("Could not renew the guest's sign-in after screening", error);
  }
}

async function screen(request: CallableRequest<"submitScreening">): Promise<SubmitScreeningOutput> {
  const { signInToken, ...result } = await call("submitScreening", request);
  // The emailed continue link needs the address again on another visit (see ContinueSignup).
  rememberEmailForSignIn(request.email);
  await signInAgain(signInToken);
  return result;
}

/**
 * The machine only signs once all five documents were reviewed, so all five are sent. After the
 * screening fallback the server has no guest yet: screening with the basics kept runs first.
 */
async function signAsScreenedGuest(input: SignLegalDocumentsInput): Promise<void> {
  const sign = () => call("signLegalDocuments", { signature: input.signature, reviewedDocumentIds: [...LEGAL_DOCUMENT_IDS] });
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
    const account = await call("startTrial", { selectedTierId: input.intake.selectedTierId, billingCycle: input.intake.billingCycle });
    return { forwardingAddress: account.forwardingAddress, personalReferralCode: account.personalReferralCode };
  }),
};
