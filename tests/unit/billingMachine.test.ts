import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { BILLING_TOASTS, type BillingToast } from "@machines/billing/billingActors";
import { BILLING_ACTORS, billingMachine, type BillingEvent, type BillingInput } from "@machines/billing/billingMachine";
import { CHECKOUT_MESSAGES, COUPON_MESSAGES, CYCLE_SWITCH_MESSAGES, PAYMENT_MESSAGES, type BillingOverview, type PlanChangePreview } from "@machines/billing/contracts";
import { planAction, settledPlan } from "@machines/billing/plans";

type ActorName = (typeof BILLING_ACTORS)[number];

const overviewWith = (subscription: Partial<NonNullable<BillingOverview["subscription"]>> | null, plan: Partial<BillingOverview["plan"]> = {}): BillingOverview => ({
  plan: { tierId: "first-movers", tierName: "First Movers", price: 19, billingCycle: "monthly", referralPricing: null, founder: false, ...plan },
  subscription:
    subscription === null
      ? null
      : { status: "trialing", trialEndsAt: "2026-12-01T05:00:00.000Z", currentPeriodEnd: null, cancelAtPeriodEnd: false, nextBillingDate: "2026-12-01T05:00:00.000Z", paymentMethod: null, coupon: null, ...subscription },
  invoices: [],
  purchasableTierIds: ["first-movers"],
  timeZone: "America/Chicago",
  referralRewards: [],
});

/** A trial without a card, a paying coach, a trial with a card, a founder. */
const TRIAL = overviewWith({});
const PAYING = overviewWith({ status: "active", paymentMethod: { brand: "visa", last4: "4242" } });
const TRIAL_WITH_CARD = overviewWith({ paymentMethod: { brand: "visa", last4: "4242" } });
const PAUSED = overviewWith({ status: "paused" });
const FOUNDER = overviewWith(null, { tierId: "founder", tierName: "Founders Circle (lifetime)", price: 0, founder: true });
const PREVIEW: PlanChangePreview = { amountDue: 16400, dueNow: true, lines: [{ description: "First Movers (annual)", amount: 18200 }], nextBillingDate: null };
const CHECKOUT_URL = "http://127.0.0.1:12111/checkout/cs_test_1";

/** A step of a path: something the coach does, or how a call in flight settles. */
type Step = { kind: "send"; event: BillingEvent } | { kind: "resolve"; actor: ActorName; output: unknown } | { kind: "reject"; actor: ActorName; error: unknown };

type GraphEvent = BillingEvent | { type: `xstate.done.actor.${ActorName}`; output: unknown } | { type: `xstate.error.actor.${ActorName}`; error: unknown };

const resolves = (actor: ActorName, output: unknown): GraphEvent => ({ type: `xstate.done.actor.${actor}`, output });
const rejects = (actor: ActorName, error: unknown): GraphEvent => ({ type: `xstate.error.actor.${actor}`, error });

function stepOf(event: GraphEvent): Step {
  const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!done) return { kind: "send", event: event as BillingEvent };
  const actor = done[2] as ActorName;
  return done[1] === "done" ? { kind: "resolve", actor, output: (event as { output: unknown }).output } : { kind: "reject", actor, error: (event as { error: unknown }).error };
}

/** A real actor whose injected calls wait until the test settles them; records calls, toasts and where the browser was sent. */
function harness(input?: BillingInput) {
  const inFlight = new Map<ActorName, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const calls: Array<{ actor: ActorName; input: unknown }> = [];
  const toasts: BillingToast[] = [];
  const left: string[] = [];
  const deferred = (name: ActorName) =>
    fromPromise<never, unknown>(({ input }) => {
      calls.push({ actor: name, input });
      return new Promise<never>((resolve, reject) => void inFlight.set(name, { resolve: resolve as (output: unknown) => void, reject }));
    });
  const machine = billingMachine.provide({
    actors: Object.fromEntries(BILLING_ACTORS.map((name) => [name, deferred(name)])) as never,
    actions: { notify: (_, toast) => void toasts.push(toast), leaveFor: (_, { url }) => void left.push(url) },
  });
  const actor = createActor(machine, { input }).start();
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const run = async (step: Step) => {
    if (step.kind === "send") actor.send(step.event);
    else {
      const call = inFlight.get(step.actor);
      if (!call) throw new Error(`no ${step.actor} call in flight`);
      inFlight.delete(step.actor);
      if (step.kind === "resolve") call.resolve(step.output);
      else call.reject(step.error);
    }
    await flush();
  };
  const resolve = (name: ActorName, output: unknown) => run({ kind: "resolve", actor: name, output });
  const reject = (name: ActorName, error: unknown) => run({ kind: "reject", actor: name, error });
  const send = (event: BillingEvent) => run({ kind: "send", event });
  return { actor, calls, toasts, left, run, resolve, reject, send, inFlight };
}

async function loaded(overview: BillingOverview) {
  const run = harness();
  await run.resolve("loadBilling", overview);
  return run;
}

describe("billing plans", () => {
  it("a trial without a card has its plan as 'Current Plan' (the card is added from the trial's banner); a paused plan's own tier adds a card; others open for the sport join; the rest are unavailable", () => {
    expect(settledPlan(TRIAL)).toEqual({ tierId: "first-movers", billingCycle: "monthly" });
    expect(planAction(TRIAL, "first-movers", "monthly")).toBe("current");
    expect(planAction(TRIAL, "first-movers", "annual")).toBe("join");
    expect(planAction(TRIAL, "launch", "monthly")).toBe("unavailable");
    expect(settledPlan(PAUSED)).toBeNull();
    expect(planAction(PAUSED, "first-movers", "monthly")).toBe("add-card");
  });

  it("a paying coach, a trial with a card and a founder have their plan settled: 'Current Plan'", () => {
    for (const overview of [PAYING, TRIAL_WITH_CARD]) {
      expect(settledPlan(overview)).toEqual({ tierId: "first-movers", billingCycle: "monthly" });
      expect(planAction(overview, "first-movers", "monthly")).toBe("current");
    }
    expect(settledPlan(FOUNDER)).toEqual({ tierId: "founder", billingCycle: "monthly" });
    expect(settledPlan(overviewWith({ status: "canceled" }))).toBeNull();
    expect(planAction(overviewWith({ status: "canceled" }), "first-movers", "monthly")).toBe("join");
  });
});

describe("billing machine", () => {
  it("loads the billing; a failed load says why and can be retried", async () => {
    const run = harness();
    expect(run.actor.getSnapshot().value).toBe("loading");
    await run.reject("loadBilling", new Error("This account has no trial yet."));
    expect(run.actor.getSnapshot().value).toBe("failed");
    expect(run.actor.getSnapshot().context.error).toBe("This account has no trial yet.");
    await run.send({ type: "RELOAD" });
    await run.resolve("loadBilling", TRIAL);
    expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });
    expect(run.actor.getSnapshot().context).toMatchObject({ overview: TRIAL, error: undefined, tab: "Subscription Plans" });
  });

  it("a trial's 'Add a card' checks out its own plan at once; 'Join Now' at another cycle asks first, and checks out only once confirmed", async () => {
    const card = await loaded(TRIAL);
    await card.send({ type: "ADD_CARD" });
    expect(card.calls.at(-1)).toEqual({ actor: "startCheckout", input: { tierId: "first-movers", billingCycle: "monthly" } });
    expect(card.actor.getSnapshot().value).toEqual({ ready: "checkingOut" });
    const settled = await loaded(TRIAL_WITH_CARD);
    await settled.send({ type: "ADD_CARD" });
    expect(settled.calls.map((call) => call.actor)).toEqual(["loadBilling"]);

    const run = await loaded(TRIAL);
    await run.send({ type: "SET_CYCLE", cycle: "annual" });
    await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    expect(run.actor.getSnapshot().value).toEqual({ ready: "confirmingCheckout" });
    expect(run.calls.map((call) => call.actor)).toEqual(["loadBilling"]);
    await run.send({ type: "KEEP_PLAN" });
    expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });
    expect(run.actor.getSnapshot().context.choice).toBeUndefined();
    await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    await run.send({ type: "CONFIRM_CHECKOUT" });
    expect(run.calls.at(-1)).toEqual({ actor: "startCheckout", input: { tierId: "first-movers", billingCycle: "annual" } });
    expect(run.actor.getSnapshot().value).toEqual({ ready: "checkingOut" });
    await run.resolve("startCheckout", { outcome: "redirect", url: CHECKOUT_URL });
    expect(run.left).toEqual([CHECKOUT_URL]);
    expect(run.actor.getSnapshot().value).toEqual({ ready: "leaving" });
    // On the way out, nothing else starts.
    await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    await run.send({ type: "OPEN_PORTAL" });
    expect(run.calls.filter((call) => call.actor !== "loadBilling")).toHaveLength(1);
  });

  it("checkout failures show 'Checkout Error' with the server's reason, and the buttons work again", async () => {
    const run = await loaded(TRIAL);
    for (const message of [CHECKOUT_MESSAGES.noUrl, CHECKOUT_MESSAGES.failedStatus(503)]) {
      await run.send({ type: "ADD_CARD" });
      await run.reject("startCheckout", new Error(message));
      expect(run.toasts.at(-1)).toEqual({ title: CHECKOUT_MESSAGES.errorTitle, description: message, variant: "destructive" });
      expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });
      expect(run.actor.getSnapshot().context.choice).toBeUndefined();
    }
    await run.send({ type: "ADD_CARD" });
    await run.reject("startCheckout", "offline");
    expect(run.toasts.at(-1)?.description).toBe(CHECKOUT_MESSAGES.errorDescription);
  });

  it("the settled plan, a locked tier and the founder plan do nothing; the server's 'current-plan' answer does nothing either", async () => {
    for (const overview of [PAYING, TRIAL, TRIAL_WITH_CARD]) {
      const run = await loaded(overview);
      await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
      await run.send({ type: "CHOOSE_PLAN", tierId: "launch" });
      expect(run.calls.map((call) => call.actor)).toEqual(["loadBilling"]);
    }
    const founder = await loaded(FOUNDER);
    await founder.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    expect(founder.calls.map((call) => call.actor)).toEqual(["loadBilling"]);

    const run = await loaded(TRIAL);
    await run.send({ type: "ADD_CARD" });
    await run.resolve("startCheckout", { outcome: "current-plan" });
    expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });
    expect(run.left).toEqual([]);
  });

  it("a paying coach previews a change, can keep the plan, and on confirming the change it is made and the billing reloaded", async () => {
    const run = await loaded(PAYING);
    await run.send({ type: "SET_CYCLE", cycle: "annual" });
    await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    expect(run.calls.at(-1)).toEqual({ actor: "previewPlanChange", input: { tierId: "first-movers", billingCycle: "annual" } });
    await run.resolve("previewPlanChange", PREVIEW);
    expect(run.actor.getSnapshot().value).toEqual({ ready: "confirming" });
    expect(run.actor.getSnapshot().context.preview).toEqual(PREVIEW);
    await run.send({ type: "KEEP_PLAN" });
    expect(run.actor.getSnapshot().context).toMatchObject({ choice: undefined, preview: undefined });

    await run.send({ type: "CHOOSE_PLAN", tierId: "first-movers" });
    await run.resolve("previewPlanChange", PREVIEW);
    await run.send({ type: "CONFIRM_CHANGE" });
    expect(run.calls.at(-1)).toEqual({ actor: "changePlan", input: { tierId: "first-movers", billingCycle: "annual" } });
    await run.resolve("changePlan", { changed: true });
    expect(run.toasts.at(-1)).toEqual(BILLING_TOASTS.planChanged("First Movers", "annual"));
    expect(run.actor.getSnapshot().value).toEqual({ ready: "refreshing" });
    const annual = overviewWith({ status: "active", paymentMethod: { brand: "visa", last4: "4242" } }, { billingCycle: "annual", price: 182 });
    await run.resolve("loadBilling", annual);
    expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });
    expect(run.actor.getSnapshot().context.overview).toEqual(annual);
  });

  it("the coupon box: blank says 'Please enter a coupon code.' without asking Stripe; a code is applied trimmed, announced and cleared; a refusal says why", async () => {
    const run = await loaded(TRIAL);
    await run.send({ type: "TYPE_COUPON", code: "   " });
    await run.send({ type: "APPLY_COUPON" });
    expect(run.toasts.at(-1)).toEqual({ title: COUPON_MESSAGES.errorTitle, description: COUPON_MESSAGES.blank, variant: "destructive" });
    expect(run.calls.map((call) => call.actor)).toEqual(["loadBilling"]);

    await run.send({ type: "TYPE_COUPON", code: " NOPE " });
    await run.send({ type: "APPLY_COUPON" });
    expect(run.calls.at(-1)).toEqual({ actor: "applyCoupon", input: { code: "NOPE" } });
    await run.reject("applyCoupon", new Error(COUPON_MESSAGES.unknown));
    expect(run.toasts.at(-1)).toEqual({ title: COUPON_MESSAGES.errorTitle, description: COUPON_MESSAGES.unknown, variant: "destructive" });
    expect(run.actor.getSnapshot().context.couponCode).toBe(" NOPE ");

    await run.send({ type: "TYPE_COUPON", code: "HALF" });
    await run.send({ type: "APPLY_COUPON" });
    await run.resolve("applyCoupon", { code: "HALF", description: "50% off once" });
    expect(run.toasts.at(-1)).toEqual({ title: COUPON_MESSAGES.applied, description: "HALF: 50% off once" });
    expect(run.actor.getSnapshot().context.couponCode).toBe("");
    expect(run.actor.getSnapshot().value).toEqual({ ready: "refreshing" });
  });

  it("the Customer Portal button leaves for the portal; a failure says so", async () => {
    const run = await loaded(PAYING);
    await run.send({ type: "OPEN_PORTAL" });
    await run.reject("openPortal", new Error("Your plan is free for life: there are no payments to manage."));
    expect(run.toasts.at(-1)?.description).toBe("Your plan is free for life: there are no payments to manage.");
    await run.send({ type: "OPEN_PORTAL" });
    await run.resolve("openPortal", { url: "http://127.0.0.1:12111/portal/bps_1" });
    expect(run.left).toEqual(["http://127.0.0.1:12111/portal/bps_1"]);
  });
});

describe("billing machine: arriving with a checkout or a plan from /pricing", () => {
  it("back from checkout, confirms the session before loading and says what it was: a saved card is no payment", async () => {
    const run = harness({ checkoutSessionId: "cs_test_1" });
    expect(run.actor.getSnapshot().value).toBe("verifyingCheckout");
    expect(run.calls).toEqual([{ actor: "verifyCheckout", input: { sessionId: "cs_test_1" } }]);
    await run.resolve("verifyCheckout", { status: "card-saved", tierName: "First Movers" });
    expect(run.toasts).toEqual([{ title: PAYMENT_MESSAGES.cardSavedTitle, description: PAYMENT_MESSAGES.cardSavedDescription }]);
    expect(run.actor.getSnapshot().value).toBe("loading");
    await run.resolve("loadBilling", TRIAL_WITH_CARD);
    expect(run.actor.getSnapshot().value).toEqual({ ready: "idle" });

    const unverified = harness({ checkoutSessionId: "cs_test_2" });
    await unverified.reject("verifyCheckout", new Error("denied"));
    expect(unverified.toasts.at(-1)).toMatchObject({ description: PAYMENT_MESSAGES.unverified, variant: "destructive" });
    expect(unverified.actor.getSnapshot().value).toBe("loading");
  });

  it("a plan chosen on /pricing is chosen here once loaded: a paying coach's proration preview, a trial's confirmation; its own plan does nothing", async () => {
    const paying = harness({ requestedPlan: { tierId: "first-movers", billingCycle: "annual" } });
    await paying.resolve("loadBilling", PAYING);
    expect(paying.actor.getSnapshot().value).toEqual({ ready: "previewing" });
    expect(paying.calls.at(-1)).toEqual({ actor: "previewPlanChange", input: { tierId: "first-movers", billingCycle: "annual" } });
    expect(paying.actor.getSnapshot().context.cycle).toBe("annual");

    const trial = harness({ requestedPlan: { tierId: "first-movers", billingCycle: "annual" } });
    await trial.resolve("loadBilling", TRIAL);
    expect(trial.actor.getSnapshot().value).toEqual({ ready: "confirmingCheckout" });
    expect(CYCLE_SWITCH_MESSAGES.title("annual")).toBe("Switch to annual billing?");

    const own = harness({ requestedPlan: { tierId: "first-movers", billingCycle: "monthly" } });
    await own.resolve("loadBilling", PAYING);
    expect(own.actor.getSnapshot().value).toEqual({ ready: "idle" });
    expect(own.actor.getSnapshot().context.requestedPlan).toBeUndefined();
    expect(own.calls.map((call) => call.actor)).toEqual(["loadBilling"]);
  });
});

describe("billing machine: generated paths (xstate/graph)", () => {
  const EVENTS: GraphEvent[] = [
    ...[TRIAL, PAYING, FOUNDER].map((overview) => resolves("loadBilling", overview)),
    rejects("loadBilling", new Error("offline")),
    { type: "RELOAD" },
    { type: "SET_CYCLE", cycle: "annual" },
    { type: "CHOOSE_PLAN", tierId: "first-movers" },
    { type: "CHOOSE_PLAN", tierId: "launch" },
    { type: "ADD_CARD" },
    { type: "CONFIRM_CHECKOUT" },
    resolves("startCheckout", { outcome: "redirect", url: CHECKOUT_URL }),
    resolves("startCheckout", { outcome: "current-plan" }),
    rejects("startCheckout", new Error(CHECKOUT_MESSAGES.noUrl)),
    resolves("previewPlanChange", PREVIEW),
    rejects("previewPlanChange", new Error("offline")),
    { type: "CONFIRM_CHANGE" },
    { type: "KEEP_PLAN" },
    resolves("changePlan", { changed: true }),
    rejects("changePlan", new Error("offline")),
    { type: "TYPE_COUPON", code: "HALF" },
    { type: "APPLY_COUPON" },
    resolves("applyCoupon", { code: "HALF", description: "50% off once" }),
    rejects("applyCoupon", new Error(COUPON_MESSAGES.expired)),
    { type: "OPEN_PORTAL" },
    resolves("openPortal", { url: "http://127.0.0.1:12111/portal/bps_1" }),
  ];
  // One node per state, kind of coach, cycle and coupon text: enough to tell every branch apart.
  const serializeState = (snapshot: { value: unknown; context: { overview?: BillingOverview; cycle?: string; couponCode: string } }) =>
    JSON.stringify([snapshot.value, snapshot.context.overview?.subscription?.status ?? snapshot.context.overview?.plan.tierId ?? null, snapshot.context.cycle ?? null, snapshot.context.couponCode]);
  const paths = getShortestPaths(billingMachine, { events: EVENTS as BillingEvent[], serializeState });

  it("reaches every state of the page", () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of ["loading", "failed", "idle", "confirmingCheckout", "checkingOut", "previewing", "confirming", "changingPlan", "applyingCoupon", "openingPortal", "refreshing", "leaving"]) {
      expect([...reached].some((value) => value.includes(`"${state}"`))).toBe(true);
    }
  });

  it("every path replays on a real actor to the same state; checkout only for a plan with something to do, Stripe's page only from its answer", async () => {
    for (const path of paths) {
      const run = harness();
      const steps = path.steps.map((step) => step.event as { type: string }).filter((event) => event.type !== "xstate.init").map((event) => stepOf(event as GraphEvent));
      for (const step of steps) await run.run(step);
      const snapshot = run.actor.getSnapshot();
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context, path.steps.map((step) => step.event.type).join(" → ")).toEqual(path.state.context);
      for (const call of run.calls.filter((entry) => entry.actor === "startCheckout")) {
        expect(call.input).toMatchObject({ tierId: "first-movers" });
      }
      const founder = snapshot.context.overview?.plan.founder === true;
      if (founder) expect(run.calls.some((call) => call.actor !== "loadBilling")).toBe(false);
      for (const url of run.left) expect([CHECKOUT_URL, "http://127.0.0.1:12111/portal/bps_1"]).toContain(url);
      for (const toast of run.toasts) expect([CHECKOUT_MESSAGES.errorTitle, COUPON_MESSAGES.errorTitle, COUPON_MESSAGES.applied, "Plan changed", "Error"]).toContain(toast.title);
      run.actor.stop();
    }
  });
});
