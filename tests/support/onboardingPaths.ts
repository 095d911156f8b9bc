import { initialTransition, transition, type ExecutableActionsFrom, type StateValue } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph";
import { ONBOARDING_ACTORS, SETTLED_STATE_VALUES, onboardingMachine, type OnboardingActorName, type OnboardingContext, type NavigateParams, type OnboardingEvent } from "@machines/onboarding/onboardingMachine";
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
  return { snapshot, toasts: toastsIn(executed), routes: routesIn(executed) };
}

type MachineAction = ExecutableActionsFrom<typeof onboardingMachine>;
/** The toasts the injected `notify` action receives among `actions`, in order. */
const toastsIn = (actions: readonly MachineAction[]) => actions.filter((action) => action.type === "notify").map((action) => action.params as OnboardingToast);
/** The routes the injected `navigate` action receives among `actions`, in order. */
const routesIn = (actions: readonly MachineAction[]) => actions.filter((action) => action.type === "navigate").map((action) => (action.params as NavigateParams).route);

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

/**
 * Steps the UI cannot take as the browser tests drive it: a plan chosen on /pricing (its checkout is Stripe's page:
 * tests/browser/billing.test.ts walks that way in), signing before every document is reviewed (the button is
 * disabled), "Start over" right after the coach's own action (it is offered only once the page has its answer),
 * and anything but its answer after "Resend the link" (the tests wait for the page to settle between steps).
 */
export function mapsToUi(steps: readonly OnboardingPathStep[]): boolean {
  return steps.every((step, index) => {
    if (step.kind !== "send") return step.actor !== "openCheckout";
    if (step.event.type === "SUBMIT_SCREENING") return step.event.plan === undefined;
    if (step.event.type === "SIGN") return step.event.allReviewed;
    if (step.event.type === "START_OVER") return index > 0 && steps[index - 1]!.kind !== "send";
    if (step.event.type === "RESEND_LINK") {
      const next = steps[index + 1];
      return next === undefined || (next.kind !== "send" && next.actor === "resendConfirmation");
    }
    return true;
  });
}

const SETTLED_VALUES = new Set(SETTLED_STATE_VALUES.map((value) => JSON.stringify(value)));

/** Whether the machine rests in this state (the UI shows a step and waits for the coach, or for the emailed link). */
export const isSettled = (value: StateValue) => SETTLED_VALUES.has(JSON.stringify(value));

/** An ending: the last transition (the step before it and its own) and the state it leads to. */
export function endingOf(steps: readonly OnboardingPathStep[], target: StateValue): string {
  return `${steps.slice(-2).map(pathStepText).join(" → ")} ⇒ ${stateValueText(target)}`;
}

/**
 * The transition paths the real UI can take that end in a settled state, one per distinct ending (the shortest):
 * every ending the browser tests must show the UI reaching.
 */
export function onboardingUiEndings(): Map<string, OnboardingPath> {
  const byEnding = new Map<string, OnboardingPath>();
  const paths = onboardingTransitionPaths()
    .filter((path) => isSettled(path.target) && mapsToUi(path.steps))
    .sort((a, b) => a.steps.length - b.steps.length);
  for (const path of paths) {
    const ending = endingOf(path.steps, path.target);
    if (!byEnding.has(ending)) byEnding.set(ending, path);
  }
  return byEnding;
}

/** A point of a walk where the coach's action has had its answers: what the page must show there. */
export interface WalkCheckpoint {
  /** The coach's action here and the backend's answers to it, in order. */
  send: Extract<OnboardingPathStep, { kind: "send" }>;
  outcomes: Array<Exclude<OnboardingPathStep, { kind: "send" }>>;
  /** The ending passed here (see endingOf); only a settled state is checked in the UI. */
  ending: string;
  target: StateValue;
  settled: boolean;
  context: OnboardingContext;
  /** Every toast raised since the walk began, and those raised by this action and its answers. */
  toasts: OnboardingToast[];
  newToasts: OnboardingToast[];
}

export interface OnboardingWalk {
  name: string;
  /** The whole walk as one path of the machine (so it can be replayed on an actor like any other path). */
  path: OnboardingPath;
  checkpoints: WalkCheckpoint[];
}

/** The graph event a step label (pathStepText) names that the machine takes in `snapshot`: the first such one listed. */
function eventFor(snapshot: OnboardingSnapshot, label: string, walk: string): OnboardingGraphEvent {
  const event = ONBOARDING_GRAPH_EVENTS.find((candidate) => pathStepText(toPathStep(candidate)) === label && snapshot.can(candidate as OnboardingEvent));
  if (!event) throw new Error(`Walk "${walk}": the machine takes no "${label}" in ${stateValueText(snapshot.value)}`);
  return event;
}

/**
 * A walk through the machine, written as step labels (pathStepText) and taken with its pure transition functions:
 * each label must name an event the machine takes at that point (else this throws), so a walk the machine would
 * not take cannot be written. A checkpoint follows each coach action and the backend answers right after it.
 */
export function onboardingWalk(name: string, labels: readonly string[]): OnboardingWalk {
  let [snapshot, actions] = initialTransition(onboardingMachine, {});
  const executed = [...actions];
  const steps: OnboardingPathStep[] = [];
  const checkpoints: WalkCheckpoint[] = [];
  const toastsOf = (from: number) => toastsIn(executed.slice(from));
  let groupStart = executed.length;
  for (const [index, label] of labels.entries()) {
    if (snapshot.status !== "active") throw new Error(`Walk "${name}": the machine is done before "${label}"`);
    const event = eventFor(snapshot, label, name);
    [snapshot, actions] = transition(onboardingMachine, snapshot, event as OnboardingEvent);
    executed.push(...actions);
    steps.push(toPathStep(event));
    const next = labels[index + 1];
    const groupEnds = next === undefined || toPathStep(eventFor(snapshot, next, name)).kind === "send";
    if (!groupEnds) continue;
    let groupFrom = steps.length - 1;
    while (groupFrom > 0 && steps[groupFrom]!.kind !== "send") groupFrom--;
    const [send, ...outcomes] = steps.slice(groupFrom);
    if (send?.kind !== "send") throw new Error(`Walk "${name}" must begin with something the coach does`);
    checkpoints.push({
      send,
      outcomes: outcomes as WalkCheckpoint["outcomes"],
      ending: endingOf(steps, snapshot.value),
      target: snapshot.value,
      settled: isSettled(snapshot.value),
      context: snapshot.context,
      toasts: toastsOf(0),
      newToasts: toastsOf(groupStart),
    });
    groupStart = executed.length;
  }
  if (!mapsToUi(steps)) throw new Error(`Walk "${name}" takes a step the UI cannot take (see mapsToUi)`);
  if (!checkpoints.at(-1)?.settled) throw new Error(`Walk "${name}" must end in a settled state`);
  const path = { description: `${name}: ${describe(snapshot.value, steps)}`, target: snapshot.value, context: snapshot.context, toasts: toastsOf(0), routes: routesIn(executed), steps };
  return { name, path, checkpoints };
}

const SCREEN = ["SUBMIT_SCREENING", "submitScreening resolves"];
const SIGN = ["SIGN", "signLegalDocuments resolves"];
const SIGN_UP = ["SUBMIT_SIGNUP", "submitSignup resolves"];
const TO_REVIEW = [...SCREEN, ...SIGN, ...SIGN_UP];
/** 'Start Free Trial' before the emailed link was opened: the page waits for it. */
const AWAIT_LINK = ["START_TRIAL", "startTrial resolves (awaiting confirmation)"];
const goTo = (step: (typeof ONBOARDING_STEPS)[number]) => `GO_TO_STEP (${step})`;

/**
 * Walks the browser test drives the real UI along (tests/browser/onboardingPaths.test.ts): together they pass through
 * every ending of onboardingUiEndings (a unit test holds them to it), each from a fresh browser, replaying the common
 * prefixes (screening, legal, sign-up) far fewer times than one path per ending would. What the UI cannot go on from
 * ends a walk: a critical failure (the page asks for a reload) and a started trial. Once the page waits for the emailed
 * link, only a refused trial leads back to 'Start Free Trial' (the request is remembered), so each ending that follows
 * 'Start Free Trial' with the page waiting needs a walk, or a start over, of its own. The address is confirmed only at
 * a walk's end: the backend answers differently from then on.
 */
export function onboardingUiWalks(): OnboardingWalk[] {
  return [
    onboardingWalk("A refused address, then a failed screening whose fallback fails too", [
      "SUBMIT_SCREENING",
      "submitScreening rejects (invalid)",
      "SUBMIT_SCREENING",
      "submitScreening rejects",
      "saveMinimalIntake rejects",
    ]),
    onboardingWalk("Failed screenings and starting over, then the legal step's failures", [
      "SUBMIT_SCREENING",
      "submitScreening rejects",
      "START_OVER",
      "SUBMIT_SCREENING",
      "submitScreening rejects",
      "saveMinimalIntake resolves",
      "START_OVER",
      ...SCREEN,
      "START_OVER",
      ...SCREEN,
      "DOCUMENTS_REVIEWED",
      "SIGN",
      "signLegalDocuments rejects (status-update-failed)",
      "SIGN",
      "signLegalDocuments rejects",
      ...SIGN,
      "START_OVER",
    ]),
    onboardingWalk("Back and forth between the steps, then back to the legal step while the trial waits for the link", [
      ...SCREEN,
      goTo("screening"),
      goTo("legal"),
      ...SIGN,
      goTo("legal"),
      "DOCUMENTS_REVIEWED",
      ...SIGN,
      ...SIGN_UP,
      goTo("screening"),
      goTo("review"),
      ...AWAIT_LINK,
      goTo("legal"),
      "SIGN (blank signature)",
    ]),
    onboardingWalk("Sign-up's and the trial's failures, then a trial started at once", [
      ...SCREEN,
      "SIGN (blank signature)",
      ...SIGN,
      goTo("screening"),
      goTo("signup"),
      "SUBMIT_SIGNUP",
      "submitSignup rejects",
      ...SIGN_UP,
      "EDIT_DETAILS",
      "SUBMIT_SIGNUP",
      "submitSignup resolves (profile not updated)",
      "START_TRIAL",
      "startTrial rejects",
      "START_TRIAL",
      "startTrial rejects (trial-refused)",
      "EDIT_DETAILS",
      goTo("review"),
      "START_TRIAL",
      "startTrial resolves",
    ]),
    onboardingWalk("A trial refused while the page waits, then waiting again: leaving the page, resending the link", [
      ...TO_REVIEW,
      goTo("legal"),
      goTo("review"),
      ...AWAIT_LINK,
      "waitForConfirmedTrial rejects (trial-refused)",
      ...AWAIT_LINK,
      goTo("screening"),
      goTo("review"),
      "RESEND_LINK",
      "resendConfirmation resolves",
      "RESEND_LINK",
      "resendConfirmation rejects",
      goTo("signup"),
      ...SIGN_UP,
      goTo("signup"),
      ...SIGN_UP,
      "START_OVER",
    ]),
    onboardingWalk("Editing the details while the trial waits for the link", [
      ...TO_REVIEW,
      ...AWAIT_LINK,
      "EDIT_DETAILS",
      goTo("legal"),
      goTo("screening"),
      goTo("signup"),
      ...SIGN_UP,
      "EDIT_DETAILS",
      goTo("screening"),
      goTo("legal"),
      goTo("signup"),
    ]),
    onboardingWalk("Starting over while the trial waits for the link, then going back to sign-up while it waits", [
      ...TO_REVIEW,
      ...AWAIT_LINK,
      "START_OVER",
      ...TO_REVIEW,
      ...AWAIT_LINK,
      goTo("signup"),
    ]),
    onboardingWalk("The trial starts when the link is opened while the page waits", [...TO_REVIEW, ...AWAIT_LINK, "waitForConfirmedTrial resolves"]),
  ];
}
