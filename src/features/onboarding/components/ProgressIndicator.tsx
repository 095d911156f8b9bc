import { ONBOARDING_STEPS, ONBOARDING_STEP_LABELS, stepStatus, type OnboardingStep, type StepStatus } from "@machines/onboarding/onboardingMachine";

const MARKER_CLASSES: Record<StepStatus, string> = {
  complete: "border-brand bg-brand text-white",
  current: "border-brand bg-white text-brand ring-4 ring-brand-light",
  upcoming: "border-slate-300 bg-white text-slate-500",
};

/** Screening, Legal, Signup, Review: each complete, current or upcoming (spec §2). */
export function ProgressIndicator({ current }: { current: OnboardingStep }) {
  return (
    <nav aria-label="Signup progress">
      <ol className="grid grid-cols-4 gap-2">
        {ONBOARDING_STEPS.map((step, index) => {
          const status = stepStatus(current, step);
          return (
            <li key={step} aria-current={status === "current" ? "step" : undefined} data-status={status} className="flex flex-col items-center gap-1.5 text-center sm:flex-row sm:gap-3 sm:text-left">
              <span aria-hidden="true" className={`flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${MARKER_CLASSES[status]}`}>
                {status === "complete" ? "✓" : index + 1}
              </span>
              <span className={`text-xs font-medium sm:text-sm ${status === "upcoming" ? "text-slate-600" : "text-brand-text"}`}>
                {ONBOARDING_STEP_LABELS[step]}
                <span className="sr-only"> ({status})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
