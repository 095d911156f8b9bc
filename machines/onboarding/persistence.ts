import { z } from "zod";
import type { SnapshotFrom, StateValue } from "xstate";
import { parseStoredIntake, type IntakeData } from "./intake";
import { ONBOARDING_MACHINE_VERSION, SETTLED_STATE_VALUES, type OnboardingContext, type OnboardingMachine, type SettledStateValue } from "./onboardingMachine";
import { ONBOARDING_STEPS, hasReachedStep, positionOf, resolveResumeStep, type OnboardingPosition, type OnboardingStep } from "./steps";
import type { SignupInput } from "./schemas";

/**
 * Saving and restoring the onboarding flow, e.g. as one Firestore document per guest.
 *
 * Save from the machine's `persist` action, which runs on entering every settled state:
 *
 *   persist: ({ context }, { value }) => save(toPersistedOnboarding({ value, context }))
 *
 * (inside an action `actor.getSnapshot()` still returns the previous snapshot, hence `value`.)
 * Restore with `restoreOnboarding(machine, stored)` and create the actor from its answer.
 */

/** A plain, JSON-safe, human-readable copy of the flow's state. */
export interface PersistedOnboarding {
  machineVersion: number;
  stateValue: StateValue;
  step: OnboardingPosition;
  context: {
    intake: IntakeData;
    signupDraft?: SignupInput;
    forwardingAddress?: string;
  };
  /** ISO 8601 timestamp. */
  updatedAt: string;
}

/** Anything with a state value and the machine's context: a snapshot, or an action's arguments. */
export interface OnboardingStateLike {
  value: StateValue;
  context: OnboardingContext;
}

/** Round trip through JSON: drops undefined (which Firestore rejects), functions and prototypes. */
function jsonSafe<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function toPersistedOnboarding(snapshot: OnboardingStateLike, now: Date = new Date()): PersistedOnboarding {
  const { intake, signupDraft, forwardingAddress } = snapshot.context;
  return jsonSafe({
    machineVersion: ONBOARDING_MACHINE_VERSION,
    stateValue: snapshot.value,
    step: positionOf(snapshot.value) ?? "screening",
    context: { intake, signupDraft, forwardingAddress },
    updatedAt: now.toISOString(),
  });
}

/** Whether `local` is newer than what the server returned (which may be missing or malformed). */
export function isNewerThanStored(local: PersistedOnboarding, stored: unknown): boolean {
  const storedAt = (stored as { updatedAt?: unknown } | null | undefined)?.updatedAt;
  const storedTime = typeof storedAt === "string" ? Date.parse(storedAt) : Number.NaN;
  return Number.isNaN(storedTime) || Date.parse(local.updatedAt) > storedTime;
}

export type RestoreReason = "invalid" | "stale-version" | "unknown-state" | "inconsistent" | "re-entered";

export type RestoredOnboarding =
  | { kind: "snapshot"; snapshot: SnapshotFrom<OnboardingMachine> }
  | {
      kind: "restart";
      input: { intake: IntakeData; resumeStep: OnboardingStep };
      /** Why the stored snapshot could not be used as it was (for logs). */
      reason: RestoreReason;
    };

const optionalText = z.string().nullish().catch(undefined);

/** The signup form's values as typed: any subset of its fields, each a string or empty. */
const signupDraftSchema = z
  .object({
    firstName: optionalText,
    lastName: optionalText,
    jobTitle: optionalText,
    university: optionalText,
    workEmail: optionalText,
    emailsPerDay: optionalText,
    timeSpentDaily: optionalText,
    sport: optionalText,
    otherSport: optionalText,
    heardFrom: optionalText,
    additionalInsights: optionalText,
    suggestedFeatures: optionalText,
    timeZone: optionalText,
  })
  .transform((draft) => Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as SignupInput);

/** Lenient reading of a stored document: every part that is wrong falls back on its own. */
const storedSchema = z.object({
  machineVersion: z.number().optional().catch(undefined),
  stateValue: z.unknown(),
  step: z.enum([...ONBOARDING_STEPS, "trialStarted"]).optional().catch(undefined),
  context: z
    .object({
      intake: z.unknown(),
      signupDraft: signupDraftSchema.optional().catch(undefined),
      forwardingAddress: z.string().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Settled states that wait on an invoked actor (the review page waiting for the emailed link). */
const WAITING_STATE_VALUES: readonly SettledStateValue[] = [{ review: { awaitingConfirmation: "waiting" } }];

function settledValue(value: unknown): SettledStateValue | undefined {
  return SETTLED_STATE_VALUES.find((settled) => sameValue(settled, value));
}

/** The trial has started once; a restart can only go back as far as review. */
const stepOfPosition = (position: OnboardingPosition | undefined): OnboardingStep | undefined =>
  position === "trialStarted" ? "review" : position;

/**
 * Turns a stored document back into something to start the actor with:
 *
 *   const restored = restoreOnboarding(machine, stored);
 *   const actor = restored.kind === "snapshot"
 *     ? createActor(machine, { snapshot: restored.snapshot })
 *     : createActor(machine, { input: restored.input });
 *
 * A snapshot is returned only when the version matches, the state value is a settled state of
 * this machine and the intake supports that step; otherwise the flow restarts at the stored step
 * from the intake alone (resolveResumeStep moves it back as far as needed). Never throws.
 * Note: a restored snapshot does not replay entry actions, so the caller routes to
 * `routeForPosition(positionOf(snapshot.value))` itself.
 */
export function restoreOnboarding(machine: OnboardingMachine, persisted: unknown): RestoredOnboarding {
  const parsed = storedSchema.safeParse(persisted);
  if (!parsed.success) {
    return { kind: "restart", input: { intake: {}, resumeStep: "screening" }, reason: "invalid" };
  }
  const stored = parsed.data;
  const intake = parseStoredIntake(stored.context?.intake);
  const position = positionOf(stored.stateValue) ?? stored.step;
  const restart = (reason: RestoreReason): RestoredOnboarding => ({
    kind: "restart",
    input: { intake, resumeStep: resolveResumeStep(intake, stepOfPosition(position)) },
    reason,
  });

  if (stored.machineVersion !== ONBOARDING_MACHINE_VERSION) return restart("stale-version");
  const value = settledValue(stored.stateValue);
  if (value === undefined) return restart("unknown-state");
  // A restored snapshot starts no invoked actor: a state that waits on one is entered again instead.
  if (WAITING_STATE_VALUES.some((waiting) => sameValue(waiting, value))) return restart("re-entered");
  const step = stepOfPosition(positionOf(value));
  if (step === undefined || !hasReachedStep(intake, step)) {
    return restart("inconsistent");
  }

  const context: OnboardingContext = {
    intake,
    criticalFailure: false,
    ...(stored.context?.signupDraft ? { signupDraft: stored.context.signupDraft } : {}),
    ...(stored.context?.forwardingAddress ? { forwardingAddress: stored.context.forwardingAddress } : {}),
  };
  try {
    return { kind: "snapshot", snapshot: machine.resolveState({ value, context }) };
  } catch {
    return restart("unknown-state");
  }
}
