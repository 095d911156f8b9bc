import { initialTransition, transition, type StateValue } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import { ONBOARDING_ACTORS, onboardingMachine, type OnboardingActorName, type OnboardingContext, type NavigateParams, type OnboardingEvent } from "@machines/onboarding/onboardingMachine";
import { ONBOARDING_STEPS, hasReachedStep } from "@machines/onboarding/steps";
import { type OnboardingToast } from "@machines/onboarding/notifications";
import { type AwaitingConfirmation, type StartedTrial, type SubmitScreeningOutput } from "@machines/onboarding/actorContracts";
import { screeningFormSchema, signupSchema, type SignupInput } from "@machines/onboarding/schemas";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";

/**
 * Paths through the onboarding machine generated with xstate/graph, as plain data: unit tests run
 * them on a real actor, and browser tests can drive the UI along the same paths (a `send` step is
 * something the coach does, with the values to type; `resolve` / `reject` is how the backend answers).
 * Test support only: nothing in the app imports this file.
 */

export const SAMPLE_SCREENING = screeningFormSchema.parse({
  firstName: "Jamie",
  lastName: "Rivera",
  email: "JRivera@State.edu",
  sport: "Volleyball",
  referralCode: "coach42",
});

export const SAMPLE_SCREENING_RESULT: SubmitScreeningOutput = {
  guestUserId: "guest-123",
  personalReferralCode: "JRIV0412K",
  referralCode: "COACH42",
  schoolName: "state",
  emailConfirmed: false,
};

export const SAMPLE_SIGNATURE = "Jamie Rivera";

export const SAMPLE_SIGNUP_DRAFT: SignupInput = {
  firstName: "Jamie",
  lastName: "Rivera",
  jobTitle: "Head Coach",
  university: "State University",
  workEmail: "jrivera@state.edu",
  emailsPerDay: "26–50",
  timeSpentDaily: "31–45",
  sport: "Volleyball",
  otherSport: "",
  heardFrom: "Colleague referral",
  additionalInsights: "Most emails come in before showcases.",
  suggestedFeatures: "",
};

export const SAMPLE_SIGNUP = signupSchema.parse(SAMPLE_SIGNUP_DRAFT);

export const SAMPLE_TRIAL: StartedTrial = {
  forwardingAddress: "jrivera.trial@inbox.example.test",
  personalReferralCode: "JRIV0412K",
  plan: { tierId: "first-movers", billingCycle: "monthly" },
};

/** 'Start Free Trial' before the emailed link was opened. */
export const SAMPLE_AWAITING: AwaitingConfirmation = { awaitingConfirmation: true, email: "jrivera@state.edu" };

/** How an injected actor settles: the events xstate raises for it, as the graph sees them. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${OnboardingActorName}`; output: unknown }
  | { type: `xstate.error.actor.${OnboardingActorName}`; error: unknown };

export type OnboardingGraphEvent = OnboardingEvent | ActorOutcomeEvent;

const resolves = (actor: OnboardingActorName, output: unknown): ActorOutcomeEvent => ({ type: `xstate.done.actor.${actor}`, output });
const rejects = (actor: OnboardingActorName, error: unknown): ActorOutcomeEvent => ({ type: `xstate.error.actor.${actor}`, error });

/** Every event the traversal may take, with concrete, valid data. */
export const ONBOARDING_GRAPH_EVENTS: readonly OnboardingGraphEvent[] = [
  { type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING },
  /** By 'Join Now' on /pricing: checkout opens once the trial has started. */
  { type: "SUBMIT_SCREENING", screening: SAMPLE_SCREENING, plan: { selectedTierId: "first-movers", billingCycle: "annual" } },
  resolves("submitScreening", SAMPLE_SCREENING_RESULT),
  rejects("submitScreening", { kind: "invalid", fieldErrors: { email: "Email must end with .edu" } }),
  rejects("submitScreening", { message: "Failed to create guest user" }),
  resolves("saveMinimalIntake", undefined),
  rejects("saveMinimalIntake", { message: "Storage unavailable" }),
  { type: "DOCUMENTS_REVIEWED", documentIds: ["msa"] },
  { type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: false },
  { type: "SIGN", signature: "   ", allReviewed: true },
  { type: "SIGN", signature: SAMPLE_SIGNATURE, allReviewed: true },
  resolves("signLegalDocuments", undefined),
  rejects("signLegalDocuments", { kind: "status-update-failed" }),
  rejects("signLegalDocuments", { message: "Network error" }),
  { type: "SUBMIT_SIGNUP", signup: SAMPLE_SIGNUP, draft: SAMPLE_SIGNUP_DRAFT },
  resolves("submitSignup", { profileUpdated: true }),
  resolves("submitSignup", { profileUpdated: false }),
  rejects("submitSignup", { message: "Network error" }),
  { type: "EDIT_DETAILS" },
  { type: "START_TRIAL" },
  resolves("startTrial", SAMPLE_TRIAL),
  resolves("startTrial", SAMPLE_AWAITING),
  rejects("startTrial", { message: "Network error" }),
  rejects("startTrial", { kind: "trial-refused", message: ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed }),
  resolves("waitForConfirmedTrial", SAMPLE_TRIAL),
  rejects("waitForConfirmedTrial", { kind: "trial-refused", message: ONBOARDING_ORDER_MESSAGES.trialAlreadyUsed }),
  { type: "RESEND_LINK" },
  resolves("resendConfirmation", { email: SAMPLE_AWAITING.email }),
  rejects("resendConfirmation", { message: "Network error" }),
  resolves("openCheckout", { outcome: "redirect", url: "http://127.0.0.1:12111/checkout/cs_test_1" }),
  resolves("openCheckout", { outcome: "current-plan" }),
  rejects("openCheckout", new Error("No checkout URL returned")),
  { type: "START_OVER" },
  ...ONBOARDING_STEPS.map((step): OnboardingEvent => ({ type: "GO_TO_STEP", step })),
];

export type OnboardingPathStep =
  | { kind: "send"; event: OnboardingEvent }
  | { kind: "resolve"; actor: OnboardingActorName; output: unknown }
  | { kind: "reject"; actor: OnboardingActorName; error: unknown };

export interface OnboardingPath {
  description: string;
  /** The state value at the end of the path, e.g. `{ legal: 'reviewing' }`. */
  target: StateValue;
  /** The machine's context at the end of the path. */
  context: OnboardingContext;
  /** Toasts raised along the path (`notify`), in order. */
  toasts: OnboardingToast[];
  /** Routes navigated to along the path (`navigate`), in order, starting with '/initial-screening'. */
  routes: string[];
  steps: OnboardingPathStep[];
}

/** 'legal.reviewing' for `{ legal: 'reviewing' }`. */
export function stateValueText(value: StateValue): string {
  if (typeof value === "string") return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateValueText(child)}`))
    .join(",");
}

function toPathStep(event: OnboardingGraphEvent): OnboardingPathStep {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!outcome) return { kind: "send", event: event as OnboardingEvent };
  const actor = outcome[2] as OnboardingActorName;
  if (!ONBOARDING_ACTORS.includes(actor)) throw new Error(`Unknown actor in path: ${event.type}`);
  return outcome[1] === "done"
    ? { kind: "resolve", actor, output: (event as { output: unknown }).output }
    : { kind: "reject", actor, error: (event as { error: unknown }).error };
}

/** A short label for a path step, e.g. 'SIGN (blank signature)' or 'signLegalDocuments rejects (status-update-failed)'. */
export function pathStepText(step: OnboardingPathStep): string {
  if (step.kind === "resolve") {
    const output = step.output as { profileUpdated?: boolean; awaitingConfirmation?: boolean } | undefined;
    if (output?.profileUpdated === false) return `${step.actor} resolves (profile not updated)`;
    return output?.awaitingConfirmation ? `${step.actor} resolves (awaiting confirmation)` : `${step.actor} resolves`;
  }
  if (step.kind === "reject") {
    const error = step.error as { kind?: string } | undefined;
    return error?.kind ? `${step.actor} rejects (${error.kind})` : `${step.actor} rejects`;
  }
  const { event } = step;
  switch (event.type) {
    case "GO_TO_STEP":
      return `GO_TO_STEP (${event.step})`;
    case "SIGN":
      if (!event.allReviewed) return "SIGN (documents not reviewed)";
      return event.signature.trim() ? "SIGN" : "SIGN (blank signature)";
    default:
      return event.type;
  }
}

function describe(target: StateValue, steps: readonly OnboardingPathStep[]): string {
  const route = steps.length ? steps.map(pathStepText).join(" → ") : "(start)";
  return `Reaches ${stateValueText(target)}: ${route}`;
}

type OnboardingSnapshot = ReturnType<typeof onboardingMachine.transition>;

/** Whether the coach came by 'Join Now' on /pricing (a chosen tier): the started trial goes on to checkout. */
const joinedNow = (snapshot: OnboardingSnapshot) => snapshot.context.intake.selectedTierId !== undefined;

/** One graph node per state value and way in (plain, or by 'Join Now'): the paths are the shortest ones to each state of the chart. */
const traversalOptions = {
  events: ONBOARDING_GRAPH_EVENTS as unknown as OnboardingEvent[],
  serializeState: (snapshot: OnboardingSnapshot) => JSON.stringify([snapshot.value, joinedNow(snapshot)]),
  // A finished actor takes no more events (the pure transition function would still apply them).
  stopWhen: (snapshot: OnboardingSnapshot) => snapshot.status !== "active",
};

/**
 * For transition coverage a node is a state value plus the steps the intake supports, since the
 * GO_TO_STEP guards depend on them (e.g. forward from screening after going back).
 */
const coverageOptions = {
  ...traversalOptions,
  serializeState: (snapshot: OnboardingSnapshot) =>
    JSON.stringify({ value: snapshot.value, joinedNow: joinedNow(snapshot), reached: ONBOARDING_STEPS.filter((step) => hasReachedStep(snapshot.context.intake, step)) }),
};

/**
 * Replays the events with the pure transition functions: the end state and the toasts and routes
 * the injected `notify` / `navigate` actions receive on the way.
 */
function replay(events: readonly OnboardingGraphEvent[]) {
  let [snapshot, actions] = initialTransition(onboardingMachine, {});
  const executed = [...actions];
  for (const event of events) {
    [snapshot, actions] = transition(onboardingMachine, snapshot, event as OnboardingEvent);
    executed.push(...actions);
  }
  const toasts = executed.filter((action) => action.type === "notify").map((action) => action.params as OnboardingToast);
  const routes = executed.filter((action) => action.type === "navigate").map((action) => (action.params as NavigateParams).route);
  return { snapshot, toasts, routes };
}

function toOnboardingPath(path: StatePath<OnboardingSnapshot, OnboardingEvent>, extra?: OnboardingGraphEvent): OnboardingPath {
  const events = path.steps.map((step): OnboardingGraphEvent | { type: "xstate.init" } => step.event).filter((event) => event.type !== "xstate.init");
  if (extra) events.push(extra);
  const { snapshot, toasts, routes } = replay(events);
  const steps = events.map(toPathStep);
  return { description: describe(snapshot.value, steps), target: snapshot.value, context: snapshot.context, toasts, routes, steps };
}

/** The shortest path to every state the machine can rest or wait in (one per state value). */
export function onboardingStatePaths(): OnboardingPath[] {
  const byValue = new Map<string, StatePath<OnboardingSnapshot, OnboardingEvent>>();
  for (const path of getShortestPaths(onboardingMachine, traversalOptions)) {
    const value = JSON.stringify(path.state.value);
    const known = byValue.get(value);
    if (!known || path.steps.length < known.steps.length) byValue.set(value, path);
  }
  return [...byValue.values()].map((path) => toOnboardingPath(path));
}

/**
 * One path per enabled transition (transition coverage): the shortest path to its source state,
 * then the transition's event. Includes every failure branch and guard rejection.
 */
export function onboardingTransitionPaths(): OnboardingPath[] {
  const key = (snapshot: OnboardingSnapshot) => coverageOptions.serializeState(snapshot);
  const shortest = new Map(getShortestPaths(onboardingMachine, coverageOptions).map((path) => [key(path.state), path]));
  const paths: OnboardingPath[] = [];
  for (const { state, event, nextState } of adjacencyMapToArray(getAdjacencyMap(onboardingMachine, coverageOptions))) {
    const base = shortest.get(key(state));
    if (!base || state.status !== "active" || !state.can(event)) continue;
    const path = toOnboardingPath(base, event as OnboardingGraphEvent);
    if (JSON.stringify(path.target) !== JSON.stringify(nextState.value)) throw new Error(`Replay disagrees with the graph: ${path.description}`);
    paths.push(path);
  }
  return paths;
}
