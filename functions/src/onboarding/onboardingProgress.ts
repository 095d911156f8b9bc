import { FieldValue } from "firebase-admin/firestore";
import { appendHistory, historyEntry } from "@machines/onboarding/history";
import type { OnboardingPosition } from "@machines/onboarding/steps";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { guestRef } from "./guest";

/**
 * Saves where the guest is in the wizard on `guests/{uid}`, readable in the console: `onboarding`
 * holds the state value, context, machine version and time; `onboardingHistory` the last steps.
 * Only resuming reads it; every decision that matters is made from the guest's own fields.
 */
export const saveOnboardingProgress = defineCallable("saveOnboardingProgress", {
  rateLimit: { limit: 120, windowSeconds: 600 },
  async handle({ progress, eventType }, { auth }) {
    const ref = guestRef(auth.uid);
    await db.runTransaction(async (transaction) => {
      const history = (await transaction.get(ref)).data()?.onboardingHistory ?? [];
      transaction.set(
        ref,
        {
          onboarding: progress,
          onboardingHistory: appendHistory(history, historyEntry(progress.step as OnboardingPosition, eventType)),
          progressSavedAt: FieldValue.serverTimestamp(),
        },
        // Replaces these fields whole: `merge: true` would deep-merge the old state value and intake into the new.
        { mergeFields: ["onboarding", "onboardingHistory", "progressSavedAt"] },
      );
    });
    return { saved: true as const };
  },
});

export const getOnboardingProgress = defineCallable("getOnboardingProgress", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const guest = (await guestRef(auth.uid).get()).data();
    return { progress: guest?.onboarding ?? null };
  },
});
