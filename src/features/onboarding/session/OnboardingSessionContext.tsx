import { createContext, use, type ReactNode } from "react";
import { useRouter } from "@tanstack/react-router";
import { onboardingSession, type OnboardingActor } from "./onboardingSession";

const OnboardingActorContext = createContext<OnboardingActor | null>(null);

/** Suspends until the app's onboarding actor is ready (restored from saved progress), then provides it. */
export function OnboardingSessionProvider({ children }: { children: ReactNode }) {
  const actor = use(onboardingSession(useRouter()));
  return <OnboardingActorContext value={actor}>{children}</OnboardingActorContext>;
}

export function useOnboardingActor(): OnboardingActor {
  const actor = use(OnboardingActorContext);
  if (!actor) throw new Error("useOnboardingActor must be used inside <OnboardingSessionProvider>");
  return actor;
}
