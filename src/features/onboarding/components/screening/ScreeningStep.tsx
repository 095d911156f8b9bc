import type { ScreeningSearch } from "../../screeningSearch";
import { OnboardingStep, StepFrame } from "../OnboardingStep";
import { ContinueSignup } from "./ContinueSignup";
import { ScreeningForm } from "./ScreeningForm";

const TITLE = "Start Your Free Trial";
const INTRO = "Tell us who you are to start your 7-day free trial — no credit card needed. .edu sign-up only.";

export function ScreeningStep({ search }: { search: ScreeningSearch }) {
  if (search.continue) {
    return (
      <StepFrame step="screening" title="Confirm Your Email" intro="Your signup is saved. Confirm your address to pick it up here.">
        <ContinueSignup token={search.continue} />
      </StepFrame>
    );
  }
  return (
    <OnboardingStep step="screening" title={TITLE} intro={INTRO}>
      <ScreeningForm refCode={search.ref} chosen={search} />
    </OnboardingStep>
  );
}
