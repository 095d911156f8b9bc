import { hasScreeningBasics, hasSignupDetails, type IntakeData } from "./intake";

/** The wizard's four steps, their routes and the progress indicator (spec §2 "Onboarding flow"). */


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
