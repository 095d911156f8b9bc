import type { AnyRouter } from "@tanstack/react-router";
import { createActor, type ActorRefFrom } from "xstate";
import { COACH_SESSION_HINT_KEY } from "@machines/auth/session";
import { CHECKOUT_MESSAGES } from "@machines/billing/messages";
import { ONBOARDING_NOTIFICATIONS } from "@machines/onboarding/notifications";
import { onboardingMachine, type OnboardingMachine } from "@machines/onboarding/onboardingMachine";
import { isNewerThanStored, restoreOnboarding, toPersistedOnboarding, type PersistedOnboarding } from "@machines/onboarding/persistence";
import { dismissFailureToasts, toast } from "@/components/ui/toast";
import { leaveFor } from "@/lib/checkout";
import { call } from "@/lib/callables";
import { writeText } from "@/lib/webStorage";
import { inspect } from "@/lib/xstateInspect";
import { announceTrialStarted } from "@/lib/trialAnnouncement";
import { onboardingCallableActors, saveProgress } from "./callableActors";
import { forgetSavedProgress, keepUnsavedProgress, unsavedProgressOf } from "./unsavedProgress";

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

/** The signed-in guest, once a call has signed the tab in (undefined when the backend was unreachable). */
async function signedInGuest(): Promise<string | undefined> {
  const { auth } = await import("@/lib/firebase");
  return auth.currentUser?.uid;
}

/**
 * Saves settled states in order (a later save never overtakes an earlier one); failures are only
 * logged, since the flow itself does not depend on them. A first visit with nothing typed and
 * nothing stored writes nothing, so merely opening the page creates no guest document. Until the
 * server confirms a save, the tab keeps its copy (see unsavedProgress).
 */
function progressSaver(uid: string | undefined, hasStoredProgress: boolean) {
  let stored = hasStoredProgress;
  let queue = Promise.resolve();
  return (progress: PersistedOnboarding, eventType: string) => {
    if (!stored && Object.keys(progress.context.intake).length === 0) return;
    stored = true;
    if (uid) keepUnsavedProgress({ uid, progress, eventType });
    queue = queue
      .then(() => saveProgress(progress, eventType))
      .then(
        () => forgetSavedProgress(progress),
        (error: unknown) => console.error("Could not save onboarding progress", error),
      );
  };
}

async function startSession(router: AnyRouter): Promise<OnboardingActor> {
  const storedProgress = await savedProgress();
  const uid = await signedInGuest();
  // A reload while a save was in flight: this tab's copy is newer than the server's, and is re-sent.
  const unsaved = uid ? unsavedProgressOf(uid) : undefined;
  const resumesUnsaved = unsaved !== undefined && isNewerThanStored(unsaved.progress, storedProgress);
  const progress = resumesUnsaved ? unsaved.progress : storedProgress;
  const save = progressSaver(uid, progress !== null);
  if (resumesUnsaved) save(unsaved.progress, unsaved.eventType);
  // Until the actor has started, entry actions must not move the router: the step route that
  // asked for the session decides where the coach goes (see useStepRoute).
  let started = false;

  const machine = onboardingMachine.provide({
    actors: onboardingCallableActors,
    actions: {
      dismissFailures: () => dismissFailureToasts(),
      notify: (_, notification) => {
        toast(notification);
        // The trial started (with or without the checkout it led to): /billing-success keeps this toast.
        if (notification.title === ONBOARDING_NOTIFICATIONS.trialStarted.title || notification.title === CHECKOUT_MESSAGES.errorTitle) announceTrialStarted();
      },
      leaveFor: (_, { url }) => leaveFor(url),
      // The address bar, not the router's state: during a back/forward the router still reports the
      // page being left, and navigating from there would undo the coach's own navigation.
      navigate: (_, { route }) => {
        if (started && window.location.pathname !== route) void router.navigate({ to: route });
      },
      persist: ({ context, event }, { value }) => {
        // The trial runs: this browser's session is now a coach's, which public pages (/pricing's 'Join Now') look for.
        if (value === "trialStarted") writeText("localStorage", COACH_SESSION_HINT_KEY, "1");
        save(toPersistedOnboarding({ value, context }), event.type);
      },
    },
  });

  const restored = restoreOnboarding(machine, progress);
  if (restored.kind === "restart" && progress !== null) console.info(`Onboarding progress restarted at ${restored.input.resumeStep} (${restored.reason})`);
  const actor = createActor(machine, restored.kind === "snapshot" ? { snapshot: restored.snapshot, inspect } : { input: restored.input, inspect });
  actor.start();
  started = true;
  return actor;
}
