import type { IntakeData } from "@machines/onboarding/intake";
import { ONBOARDING_STEPS, hasReachedStep, type OnboardingStep } from "@machines/onboarding/steps";
import { OTHER_SPORT } from "@machines/sports";

/** The furthest step the intake supports: where "Continue where you left off" goes. */
export function furthestStep(intake: IntakeData): OnboardingStep {
  return [...ONBOARDING_STEPS].reverse().find((step) => hasReachedStep(intake, step)) ?? "screening";
}

/** "First Last" from the intake, or undefined when neither is known. */
export function fullName(intake: IntakeData): string | undefined {
  return [intake.firstName, intake.lastName].filter(Boolean).join(" ") || undefined;
}

/** The coach's sport: what they typed when they picked 'Other'. */
export function sportOf(intake: IntakeData): string | undefined {
  return intake.sport === OTHER_SPORT ? intake.otherSport : intake.sport;
}
