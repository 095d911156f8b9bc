import { readStartOnboardingSearch, type StartOnboardingSearch } from "@machines/pricing/startOnboarding";
import { OnboardingStep, StepFrame } from "../OnboardingStep";
import { ContinueSignup } from "./ContinueSignup";
import { ScreeningForm } from "./ScreeningForm";

/** /pricing's choice (tier, cycle, sport), the invitation code and the continue link's flag. */
export interface ScreeningSearch extends StartOnboardingSearch {
  /** A referral code from an invitation link; it beats the form's field. */
  ref?: string;
  /** Set by the emailed continue link. */
  continue?: 1;
}

const TITLE = "Start Your Free Trial";
const INTRO = "Tell us who you are to start your 7-day free trial — no credit card needed. .edu sign-up only.";

export function ScreeningStep({ search }: { search: ScreeningSearch }) {
  if (search.continue) {
    return (
      <StepFrame step="screening" title="Continue Your Signup" intro="We saved your progress. One moment while we open it.">
        <ContinueSignup />
      </StepFrame>
    );
  }
  return (
    <OnboardingStep step="screening" title={TITLE} intro={INTRO}>
      <ScreeningForm refCode={search.ref} chosen={search} />
    </OnboardingStep>
  );
}

/** Typed search params of /initial-screening: anything else (e.g. Firebase's link parameters) is ignored. */
export function validateScreeningSearch(search: Record<string, unknown>): ScreeningSearch {
  const ref = typeof search.ref === "string" || typeof search.ref === "number" ? String(search.ref).trim() : "";
  const resume = search.continue === 1 || search.continue === "1" || search.continue === true;
  return { ...readStartOnboardingSearch(search), ...(ref ? { ref } : {}), ...(resume ? { continue: 1 as const } : {}) };
}
