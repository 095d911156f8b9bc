import { Suspense, useEffect, useRef, type ReactNode } from "react";
import type { OnboardingStep as Step } from "@machines/onboarding/steps";
import { useStepRoute } from "../hooks/useStepRoute";
import { OnboardingSessionProvider } from "../session/OnboardingSessionContext";
import { ProgressIndicator } from "./ProgressIndicator";

interface OnboardingStepProps {
  step: Step;
  /** The page's one h1. */
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** Progress indicator, the page's h1 (focused on arrival, so each step starts at its top) and intro. */
export function StepFrame({ step, title, intro, children }: OnboardingStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <ProgressIndicator current={step} />
      <h1 ref={heading} tabIndex={-1} className="mt-8 text-3xl font-bold tracking-tight text-brand-text outline-none sm:text-4xl">
        {title}
      </h1>
      <div className="mt-3 max-w-2xl text-lg text-slate-600">{intro}</div>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/**
 * An onboarding step: the frame shows at once, the content waits for the restored onboarding actor
 * and for the machine to be at this step (see useStepRoute).
 */
export function OnboardingStep({ step, children, ...frame }: OnboardingStepProps) {
  return (
    <StepFrame step={step} {...frame}>
      <Suspense fallback={<StepSkeleton />}>
        <OnboardingSessionProvider>
          <StepContent step={step}>{children}</StepContent>
        </OnboardingSessionProvider>
      </Suspense>
    </StepFrame>
  );
}

function StepContent({ step, children }: { step: Step; children: ReactNode }) {
  return useStepRoute(step) ? children : <StepSkeleton />;
}

/** Placeholder while saved progress loads or the coach is being sent to their step. */
export function StepSkeleton() {
  return (
    <div role="status" aria-busy="true" className="animate-pulse space-y-4">
      <span className="sr-only">Loading your progress…</span>
      <div className="h-5 w-2/3 rounded bg-slate-200" />
      <div className="h-10 rounded bg-slate-200" />
      <div className="h-10 rounded bg-slate-200" />
      <div className="h-10 w-1/3 rounded bg-slate-200" />
    </div>
  );
}
