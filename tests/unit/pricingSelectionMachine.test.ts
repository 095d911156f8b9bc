import { describe, expect, it, vi } from "vitest";
import { createActor, initialTransition, transition } from "xstate";
import type { PlanChoice } from "@machines/billing/billingActors";
import { getShortestPaths, getSimplePaths } from "xstate/graph";
import type { StartOnboardingParams } from "@machines/pricing/startOnboarding";
import {
  canChooseTier,
  pricingSelectionMachine,
  type PricingSelectionEvent,
  type PricingSelectionInput,
} from "@machines/pricing/pricingSelectionMachine";
import { BILLING_CYCLES, PRICING_TIERS, SPORT_KEYS, type TierId } from "@machines/pricing/tiers";

const TIER_IDS = PRICING_TIERS.map((tier) => tier.id);

function start(input?: PricingSelectionInput) {
  const startOnboarding = vi.fn<(params: StartOnboardingParams) => void>();
  const openPlanChange = vi.fn<(params: PlanChoice) => void>();
  const machine = pricingSelectionMachine.provide({
    actions: { startOnboarding: (_, params) => startOnboarding(params), openPlanChange: (_, params) => openPlanChange(params) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, startOnboarding, openPlanChange };
}

const select = (tierId: TierId): PricingSelectionEvent => ({ type: "SELECT_TIER", tierId });

/** Replays events with the pure transition function; returns the end state and startOnboarding's params. */
function replay(events: readonly PricingSelectionEvent[], input?: PricingSelectionInput) {
  let [snapshot, actions] = initialTransition(pricingSelectionMachine, input);
  const started: StartOnboardingParams[] = [];
  const collect = () => started.push(...actions.filter((action) => action.type === "startOnboarding").map((action) => action.params as StartOnboardingParams));
  collect();
  for (const event of events) {
    [snapshot, actions] = transition(pricingSelectionMachine, snapshot, event);
    collect();
  }
  return { snapshot, started };
}

describe("pricing selection machine", () => {
  it("starts on volleyball, monthly, with First Movers expanded", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(actor.getSnapshot().context).toEqual({ sport: "volleyball", cycle: "monthly", expandedTierId: "first-movers", coach: false });
  });

  it("starting on softball expands the beta", () => {
    expect(start({ sport: "softball", cycle: "annual" }).actor.getSnapshot().context).toMatchObject({ sport: "softball", cycle: "annual", expandedTierId: "beta" });
  });

  it("switching sport expands that sport's open tier, keeping the cycle", () => {
    const { actor } = start();
    actor.send({ type: "SET_CYCLE", cycle: "annual" });
    actor.send({ type: "EXPAND_TIER", tierId: "launch" });
    actor.send({ type: "SET_SPORT", sport: "softball" });
    expect(actor.getSnapshot().context).toMatchObject({ sport: "softball", cycle: "annual", expandedTierId: "beta" });
    actor.send({ type: "SET_SPORT", sport: "volleyball" });
    expect(actor.getSnapshot().context.expandedTierId).toBe("first-movers");
  });

  it("expands exactly one tier at a time and ignores unknown ids", () => {
    const { actor } = start();
    actor.send({ type: "EXPAND_TIER", tierId: "early-adopters" });
    expect(actor.getSnapshot().context.expandedTierId).toBe("early-adopters");
    actor.send({ type: "EXPAND_TIER", tierId: "gold" as TierId });
    expect(actor.getSnapshot().context.expandedTierId).toBe("early-adopters");
  });

  it("'Join Now' on volleyball's First Movers starts onboarding with tier, cycle and sport", () => {
    const { actor, startOnboarding } = start();
    actor.send({ type: "SET_CYCLE", cycle: "annual" });
    actor.send(select("first-movers"));
    expect(startOnboarding).toHaveBeenCalledExactlyOnceWith({ tierId: "first-movers", cycle: "annual", sport: "volleyball" });
    expect(actor.getSnapshot().value).toBe("startingOnboarding");
    expect(actor.getSnapshot().context.selection).toEqual({ tierId: "first-movers", cycle: "annual", sport: "volleyball" });
  });

  it("'Join Beta' on softball starts onboarding with the beta", () => {
    const { actor, startOnboarding } = start();
    actor.send({ type: "SET_SPORT", sport: "softball" });
    actor.send(select("beta"));
    expect(startOnboarding).toHaveBeenCalledExactlyOnceWith({ tierId: "beta", cycle: "monthly", sport: "softball" });
  });

  it.each(SPORT_KEYS)("%s: locked and sold-out tiers cannot be chosen", (sport) => {
    const { actor, startOnboarding } = start({ sport });
    const open = sport === "volleyball" ? "first-movers" : "beta";
    for (const tierId of TIER_IDS.filter((id) => id !== open)) {
      actor.send(select(tierId));
      expect(actor.getSnapshot().value).toBe("choosing");
    }
    expect(startOnboarding).not.toHaveBeenCalled();
  });

  it("the current plan (tier and cycle) cannot be chosen again: nothing happens", () => {
    const { actor, startOnboarding, openPlanChange } = start();
    actor.send({ type: "COACH_SIGNED_IN", currentPlan: { tierId: "first-movers", cycle: "monthly" } });
    actor.send(select("first-movers"));
    expect(actor.getSnapshot().value).toBe("choosing");
    expect(startOnboarding).not.toHaveBeenCalled();
    expect(openPlanChange).not.toHaveBeenCalled();
    expect(canChooseTier({ sport: "volleyball", cycle: "monthly", currentPlan: { tierId: "first-movers", cycle: "monthly" } }, "first-movers")).toBe(false);
    expect(canChooseTier({ sport: "volleyball", cycle: "annual", currentPlan: { tierId: "first-movers", cycle: "monthly" } }, "first-movers")).toBe(true);
    expect(canChooseTier({ sport: "volleyball", cycle: "monthly" }, "first-movers")).toBe(true);
  });

  it("a signed-in coach's 'Join Now' opens the Billing page's plan change for that tier and cycle, once; no onboarding, no checkout from here", () => {
    const { actor, startOnboarding, openPlanChange } = start();
    actor.send({ type: "COACH_SIGNED_IN", currentPlan: { tierId: "first-movers", cycle: "monthly" } });
    actor.send({ type: "SET_CYCLE", cycle: "annual" });
    actor.send(select("first-movers"));
    expect(actor.getSnapshot().value).toBe("openingPlanChange");
    expect(openPlanChange).toHaveBeenCalledExactlyOnceWith({ tierId: "first-movers", billingCycle: "annual" });
    actor.send(select("first-movers"));
    expect(openPlanChange).toHaveBeenCalledTimes(1);
    expect(startOnboarding).not.toHaveBeenCalled();
  });

  it("ignores everything once onboarding has started", () => {
    const { actor, startOnboarding } = start();
    actor.send(select("first-movers"));
    actor.send({ type: "SET_SPORT", sport: "softball" });
    actor.send(select("beta"));
    expect(startOnboarding).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.sport).toBe("volleyball");
  });
});

describe("pricing selection machine: generated paths (xstate/graph)", () => {
  const events: PricingSelectionEvent[] = [
    ...SPORT_KEYS.map((sport): PricingSelectionEvent => ({ type: "SET_SPORT", sport })),
    ...BILLING_CYCLES.map((cycle): PricingSelectionEvent => ({ type: "SET_CYCLE", cycle })),
    ...TIER_IDS.map((tierId): PricingSelectionEvent => ({ type: "EXPAND_TIER", tierId })),
    ...TIER_IDS.map(select),
  ];
  const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
    path.steps.map((step) => step.event).filter((event) => event.type !== "xstate.init") as PricingSelectionEvent[];
  const serializeState = (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context]);

  it("reaches every combination of sport, cycle and expanded tier, each replayed on a real actor", () => {
    const paths = getShortestPaths(pricingSelectionMachine, { events, serializeState });
    const choosing = paths.filter((path) => path.state.value === "choosing");
    // 2 sports × 2 cycles × 5 expanded tiers.
    expect(choosing).toHaveLength(SPORT_KEYS.length * BILLING_CYCLES.length * TIER_IDS.length);
    for (const path of paths) {
      const { actor } = start();
      for (const event of eventsOf(path)) actor.send(event);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    }
  });

  it("every path that ends onboarding chose the sport's open tier and passed the context's cycle and sport", () => {
    const isDone = (snapshot: { value: unknown }) => snapshot.value === "startingOnboarding";
    const paths = getShortestPaths(pricingSelectionMachine, { events, serializeState, toState: isDone }).filter((path) => isDone(path.state));
    // One per sport × cycle × expanded tier the selection was made from.
    expect(paths).toHaveLength(SPORT_KEYS.length * BILLING_CYCLES.length * TIER_IDS.length);
    for (const path of paths) {
      const { snapshot, started } = replay(eventsOf(path));
      const selection = snapshot.context.selection!;
      expect(started).toEqual([selection]);
      expect(selection.tierId).toBe(selection.sport === "volleyball" ? "first-movers" : "beta");
      expect(selection).toEqual({ tierId: selection.tierId, cycle: snapshot.context.cycle, sport: snapshot.context.sport });
    }
  });

  it("with coaches signing in: only a coach opens the plan change, only a visitor starts onboarding, never for the coach's current plan or a locked tier", () => {
    const withCoach: PricingSelectionEvent[] = [
      { type: "COACH_SIGNED_IN" },
      { type: "COACH_SIGNED_IN", currentPlan: { tierId: "first-movers", cycle: "monthly" } },
      { type: "SET_SPORT", sport: "softball" },
      ...BILLING_CYCLES.map((cycle): PricingSelectionEvent => ({ type: "SET_CYCLE", cycle })),
      ...TIER_IDS.map(select),
    ];
    const ends = (snapshot: { value: unknown }) => snapshot.value === "openingPlanChange" || snapshot.value === "startingOnboarding";
    const paths = getShortestPaths(pricingSelectionMachine, { events: withCoach, serializeState }).filter((path) => ends(path.state));
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(["openingPlanChange", "startingOnboarding"]));
    for (const path of paths) {
      const { snapshot, started } = replay(eventsOf(path));
      const { selection, coach, currentPlan } = snapshot.context;
      expect(snapshot.value).toBe(coach ? "openingPlanChange" : "startingOnboarding");
      expect(started).toEqual(coach ? [] : [selection]);
      expect(currentPlan?.tierId === selection!.tierId && currentPlan.cycle === selection!.cycle).toBe(false);
      expect(canChooseTier({ sport: selection!.sport, cycle: selection!.cycle }, selection!.tierId)).toBe(true);
    }
  });

  it("no simple path from the start selects a locked tier", () => {
    const small: PricingSelectionEvent[] = [
      { type: "SET_SPORT", sport: "softball" },
      { type: "SET_SPORT", sport: "volleyball" },
      { type: "SET_CYCLE", cycle: "annual" },
      ...TIER_IDS.map(select),
    ];
    const paths = getSimplePaths(pricingSelectionMachine, { events: small, serializeState });
    const done = paths.filter((path) => path.state.value === "startingOnboarding");
    expect(done.length).toBeGreaterThan(0);
    for (const path of done) {
      const { started } = replay(eventsOf(path));
      expect(started).toHaveLength(1);
      const [params] = started;
      expect(canChooseTier({ sport: params!.sport, cycle: params!.cycle }, params!.tierId)).toBe(true);
    }
  });
});
