import { afterAll, describe, expect, it } from "vitest";
import type { CallableFailure } from "@machines/callables";
import { onboardingMachine } from "@machines/onboarding/onboardingMachine";
import { restoreOnboarding, toPersistedOnboarding } from "@machines/onboarding/persistence";
import { db } from "../../functions/src/lib/admin";
import { newClient } from "../support/clientApp";

const coachPromise = newClient();
afterAll(async () => (await coachPromise).close());

const legalStep = () =>
  toPersistedOnboarding({
    value: { legal: "reviewing" },
    context: { intake: { firstName: "Jordan", lastName: "Reyes", email: "jreyes@osu.edu", sport: "Volleyball" }, criticalFailure: false },
  });

describe("onboarding progress", () => {
  it("is saved readably on the guest document with a short history, and restores to the same step", async () => {
    const coach = await coachPromise;
    expect(await coach.call("getOnboardingProgress", {})).toEqual({ progress: null });

    await coach.call("saveOnboardingProgress", { progress: legalStep(), eventType: "xstate.done.actor.submitScreening" });
    const guest = (await db.collection("guests").doc(coach.uid!).get()).data()!;
    expect(guest.onboarding).toMatchObject({ stateValue: { legal: "reviewing" }, step: "legal", context: { intake: { firstName: "Jordan" } } });
    expect(guest.onboardingHistory).toEqual([{ step: "legal", eventType: "xstate.done.actor.submitScreening", at: expect.any(String) }]);

    const { progress } = await coach.call("getOnboardingProgress", {});
    const restored = restoreOnboarding(onboardingMachine, progress);
    expect(restored.kind).toBe("snapshot");
    if (restored.kind === "snapshot") expect(restored.snapshot.value).toEqual({ legal: "reviewing" });
  });

  it("replaces the saved step whole: nothing of the previous state value or intake lingers", async () => {
    const coach = await newClient();
    try {
      await coach.call("saveOnboardingProgress", { progress: legalStep(), eventType: "xstate.done.actor.submitScreening" });
      // After "Start over" the intake can lose keys too (here: sport).
      const signupIntake = { firstName: "Jordan", lastName: "Reyes", email: "jreyes@osu.edu", legalDocsSigned: true };
      const signupStep = toPersistedOnboarding({ value: { signup: "editing" }, context: { intake: signupIntake, criticalFailure: false } });
      await coach.call("saveOnboardingProgress", { progress: signupStep, eventType: "xstate.done.actor.signLegalDocuments" });

      const { progress } = await coach.call("getOnboardingProgress", {});
      expect(progress).toMatchObject({ stateValue: { signup: "editing" }, step: "signup" });
      const saved = progress as { stateValue: object; context: { intake: object } };
      expect(saved.stateValue).toEqual({ signup: "editing" });
      expect(saved.context.intake).toEqual(signupIntake);
      expect(restoreOnboarding(onboardingMachine, progress)).toMatchObject({ kind: "snapshot", snapshot: { value: { signup: "editing" } } });
    } finally {
      await coach.close();
    }
  });

  it("refuses a malformed save without touching what was stored", async () => {
    const coach = await coachPromise;
    const error = await coach.call("saveOnboardingProgress", { progress: { machineVersion: "one" }, eventType: "x" }).then(
      () => expect.unreachable(),
      (caught: unknown) => caught as CallableFailure,
    );
    expect(error.code).toBe("functions/invalid-argument");
    expect((await coach.call("getOnboardingProgress", {})).progress).toMatchObject({ step: "legal" });
  });
});
