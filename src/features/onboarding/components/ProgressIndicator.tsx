import { Link } from "@tanstack/react-router";
import { ONBOARDING_STEPS, ONBOARDING_STEP_LABELS, ONBOARDING_STEP_ROUTES, stepStatus, type OnboardingStep, type StepStatus } from "@machines/onboarding/steps";

const MARKER_CLASSES: Record<StepStatus, string> = {
  complete: "border-brand bg-brand text-white",
  current: "border-brand bg-white text-brand ring-4 ring-brand-light",
  upcoming: "border-slate-300 bg-white text-slate-500",
};

const LABEL_CLASSES = "text-xs font-medium sm:text-sm";

/** Screening, Legal, Signup, Review: each complete, current or upcoming (spec §2). A complete step links back to itself. */
export function ProgressIndicator({ current }: { current: OnboardingStep }) {
  return (
    <nav aria-label="Signup progress">
      <ol className="grid grid-cols-4 gap-2">
        {ONBOARDING_STEPS.map((step, index) => {
          const status = stepStatus(current, step);
          const label = (
            <>
              {ONBOARDING_STEP_LABELS[step]}
              <span className="sr-only"> ({status})</span>
            </>
          );
          return (
            <li key={step} aria-current={status === "current" ? "step" : undefined} data-status={status} className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left">
              <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${MARKER_CLASSES[status]}`}>
                {status === "complete" ? "✓" : index + 1}
              </span>
              {status === "complete" ? (
                <Link to={ONBOARDING_STEP_ROUTES[step]} className={`${LABEL_CLASSES} text-brand-text underline-offset-2 hover:underline`}>
                  {label}
                </Link>
              ) : (
                <span className={`${LABEL_CLASSES} ${status === "upcoming" ? "text-slate-600" : "text-brand-text"}`}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
