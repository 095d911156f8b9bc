import type { AnyRouter } from "@tanstack/react-router";
import { createActor, type ActorOptions, type ActorRefFrom } from "xstate";
import { ONBOARDING_NOTIFICATIONS, onboardingMachine, type OnboardingMachine } from "@machines/onboarding/onboardingMachine";
import { restoreOnboarding, toPersistedOnboarding, type PersistedOnboarding } from "@machines/onboarding/persistence";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";
import { announceTrialStarted } from "../trialAnnouncement";
import { onboardingCallableActors, saveProgress } from "./callableActors";

export type OnboardingActor = ActorRefFrom<OnboardingMachine>;

/**
 * The one onboarding actor of the app. It lives outside React, so moving between the four step
 * routes (each mounting its own provider) keeps the same actor; it is created on the first visit
 * to a step, from the progress saved on the server, and replaced only when the signed-in guest
 * changes (the emailed continue link).
 */
let session: Promise<OnboardingActor> | undefined;

export function onboardingSession(router: AnyRouter): Promise<OnboardingActor> {
  session ??= startSession(router);
  return session;
}

/** Drops the actor, e.g. after signing in as another guest; the next visit loads that guest's progress. */
export function discardOnboardingSession(): void {
  void session?.then((actor) => actor.stop());
  session = undefined;
}

async function savedProgress(): Promise<unknown> {
  try {
    return (await call("getOnboardingProgress", {})).progress;
  } catch (error) {
    // Unreachable backend: start fresh rather than block the page; nothing is overwritten until the coach submits.
    console.error("Could not load onboarding progress", error);
    return null;
  }
}

/**
 * Saves settled states in order (a later save never overtakes an earlier one); failures are only
 * logged, since the flow itself does not depend on them. A first visit with nothing typed and
 * nothing stored writes nothing, so merely opening the page creates no guest document.
 */
function progressSaver(hasStoredProgress: boolean) {
  let stored = hasStoredProgress;
  let queue = Promise.resolve();
  return (progress: PersistedOnboarding, eventType: string) => {
    if (!stored && Object.keys(progress.context.intake).length === 0) return;
    stored = true;
    queue = queue
      .then(() => saveProgress(progress, eventType))
      .then(
        () => undefined,
        (error: unknown) => console.error("Could not save onboarding progress", error),
      );
  };
}

/** The Stately inspector, only in development and only when VITE_XSTATE_INSPECT=true; never bundled for production. */
async function inspector(): Promise<ActorOptions<OnboardingMachine>["inspect"]> {
  if (!import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT !== "true") return undefined;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  return createBrowserInspector().inspect;
}

async function startSession(router: AnyRouter): Promise<OnboardingActor> {
  const [progress, inspect] = await Promise.all([savedProgress(), inspector()]);
  const save = progressSaver(progress !== null);
  // Until the actor has started, entry actions must not move the router: the step route that
  // asked for the session decides where the coach goes (see useStepRoute).
  let started = false;

  const machine = onboardingMachine.provide({
    actors: onboardingCallableActors,
    actions: {
      notify: (_, notification) => {
        toast(notification);
        if (notification.title === ONBOARDING_NOTIFICATIONS.trialStarted.title) announceTrialStarted();
      },
      // The address bar, not the router's state: during a back/forward the router still reports the
      // page being left, and navigating from there would undo the coach's own navigation.
      navigate: (_, { route }) => {
        if (started && window.location.pathname !== route) void router.navigate({ to: route });
      },
      persist: ({ context, event }, { value }) => save(toPersistedOnboarding({ value, context }), event.type),
    },
  });

  const restored = restoreOnboarding(machine, progress);
  if (restored.kind === "restart" && progress !== null) console.info(`Onboarding progress restarted at ${restored.input.resumeStep} (${restored.reason})`);
  const actor = createActor(machine, restored.kind === "snapshot" ? { snapshot: restored.snapshot, inspect } : { input: restored.input, inspect });
  actor.start();
  started = true;
  return actor;
}
