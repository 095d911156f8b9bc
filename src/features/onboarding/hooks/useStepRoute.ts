import { useEffect, useRef } from "react";
import { useRouter } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { hasScreeningBasics } from "@machines/onboarding/intake";
import {
  ONBOARDING_NOTIFICATIONS,
  TRIAL_STARTED_ROUTE,
  positionOf,
  routeForPosition,
  type OnboardingStep,
} from "@machines/onboarding/onboardingMachine";
import { toast } from "@/components/ui/toast";
import { useOnboardingActor } from "../session/OnboardingSessionContext";

/**
 * Keeps the URL and the machine on the same step when the coach opens a step route directly or
 * with back/forward: the machine is asked to go there (GO_TO_STEP, allowed for steps already
 * reached), otherwise the coach is sent back to the machine's step. Without the screening basics
 * that is screening, with the spec's 'Missing Information' toast. Returns whether the machine is
 * at this step, i.e. whether the step's content may show.
 */
export function useStepRoute(step: OnboardingStep): boolean {
  const actor = useOnboardingActor();
  const router = useRouter();
  const position = useSelector(actor, (snapshot) => positionOf(snapshot.value));
  // Once per mount: StrictMode's second effect run must not toast or redirect twice.
  const synced = useRef(false);

  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    const before = actor.getSnapshot();
    if (positionOf(before.value) === step) return;
    if (before.status === "done") {
      void router.navigate({ to: TRIAL_STARTED_ROUTE, replace: true });
      return;
    }
    actor.send({ type: "GO_TO_STEP", step });
    const after = actor.getSnapshot();
    const at = positionOf(after.value) ?? "screening";
    if (at === step) return;
    if (step !== "screening" && !hasScreeningBasics(after.context.intake)) toast(ONBOARDING_NOTIFICATIONS.missingInformation);
    void router.navigate({ to: routeForPosition(at), replace: true });
  }, [actor, router, step]);

  return position === step;
}
