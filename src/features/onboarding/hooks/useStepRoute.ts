import { useEffect, useRef } from "react";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { hasScreeningBasics } from "@machines/onboarding/intake";
import { ONBOARDING_NOTIFICATIONS } from "@machines/onboarding/notifications";
import { ONBOARDING_STEP_ROUTES, TRIAL_STARTED_ROUTE, positionOf, routeForPosition, type OnboardingStep } from "@machines/onboarding/steps";
import { toast } from "@/components/ui/toast";
import { useOnboardingActor } from "../session/OnboardingSessionContext";

/**
 * Keeps the URL and the machine on the same step when the coach arrives at a step route by
 * themselves (typed address, link, reload, back/forward): the machine is asked to go there
 * (GO_TO_STEP, allowed for steps already reached), otherwise the coach is sent back to the
 * machine's step. Without the screening basics that is screening, with the spec's 'Missing
 * Information' toast. Returns whether the machine is at this step, i.e. whether to show it.
 *
 * It acts only while the router rests on this step's page. When the machine moves on, its own
 * `navigate` starts a navigation first, so the router is no longer at rest here and the new step
 * is not undone. Checking on every change rather than once per mount matters: going back while
 * the next step's page is still loading never unmounts this page.
 */
export function useStepRoute(step: OnboardingStep): boolean {
  const actor = useOnboardingActor();
  const router = useRouter();
  const position = useSelector(actor, (snapshot) => positionOf(snapshot.value));
  const route = ONBOARDING_STEP_ROUTES[step];
  const restingHere = useRouterState({
    select: (state) => state.location.pathname === route && state.resolvedLocation?.pathname === route && state.status === "idle",
  });
  const arrival = useRouterState({ select: (state) => state.resolvedLocation?.state.__TSR_key });
  // What was last handled: StrictMode's second effect run must not toast or redirect twice.
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    const key = `${arrival}|${position}`;
    if (!restingHere || position === step || handled.current === key) return;
    handled.current = key;
    const before = actor.getSnapshot();
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
  }, [actor, router, step, position, restingHere, arrival]);

  return position === step;
}
