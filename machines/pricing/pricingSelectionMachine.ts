import { and, assign, fromPromise, setup } from "xstate";
import { BILLING_TOASTS, type BillingToast, type StartCheckoutInput, type StartCheckoutOutput } from "../billing/billingActors";
import type { StartOnboardingParams } from "./startOnboarding";
import { defaultTierForSport, tierById, tierStatusForSport, type BillingCycle, type SportKey, type TierId } from "./tiers";

/**
 * The /pricing page's choices (spec §2 '/pricing', §4 'Tier status', 'Billing cycle' and 'Payment
 * flow'): the sport, which decides each tier's status; the billing cycle, which decides the prices;
 * the one tier expanded in the mobile list; and the tier picked with 'Join Now', which starts checkout.
 * A signed-in coach (COACH_SIGNED_IN) goes straight to checkout for that tier and cycle through the
 * injected `startCheckout` actor (spec call 12; their current plan does nothing). A visitor first needs
 * a confirmed account, so the injected `startOnboarding` action hands tier, cycle and sport to the
 * wizard, which opens checkout for them once the trial has started. After either, every event is ignored.
 */

export interface PricingSelectionContext {
  sport: SportKey;
  cycle: BillingCycle;
  /** The tier open in the mobile list: exactly one at a time. */
  expandedTierId: TierId;
  /** A signed-in coach: 'Join Now' checks out instead of starting onboarding. */
  coach: boolean;
  /** The signed-in coach's settled plan (paid, card on file, or founder), shown as a disabled 'Current Plan' at its cycle. */
  currentPlan?: CurrentPlan;
  /** The choice handed to onboarding, once made. */
  selection?: StartOnboardingParams;
}

export interface CurrentPlan {
  tierId: string;
  cycle: BillingCycle;
}

export type PricingSelectionEvent =
  /** The session is a coach's; `currentPlan` when a plan is settled (a trial without a card has none). */
  | { type: "COACH_SIGNED_IN"; currentPlan?: CurrentPlan }
  | { type: "SET_SPORT"; sport: SportKey }
  | { type: "SET_CYCLE"; cycle: BillingCycle }
  | { type: "EXPAND_TIER"; tierId: TierId }
  | { type: "SELECT_TIER"; tierId: TierId };

export interface PricingSelectionInput {
  sport?: SportKey;
  cycle?: BillingCycle;
}

/** Whether the tier at the shown cycle is the coach's current plan ('Current Plan'). */
export function isCurrentPlan(context: Pick<PricingSelectionContext, "cycle" | "currentPlan">, tierId: TierId): boolean {
  return context.currentPlan?.tierId === tierId && context.currentPlan.cycle === context.cycle;
}

/** Whether a tier's button starts checkout (or onboarding) for this sport: open, and not the coach's current plan. */
export function canChooseTier(context: Pick<PricingSelectionContext, "sport" | "cycle" | "currentPlan">, tierId: TierId): boolean {
  const tier = tierById(tierId);
  return tier !== undefined && tierStatusForSport(tier, context.sport).status === "active" && !isCurrentPlan(context, tierId);
}

export const pricingSelectionMachine = setup({
  types: {
    context: {} as PricingSelectionContext,
    events: {} as PricingSelectionEvent,
    input: {} as PricingSelectionInput | void,
  },
  actors: {
    /** Injected by the page: spec call 12 for the tier and cycle. */
    startCheckout: fromPromise<StartCheckoutOutput, StartCheckoutInput>(async () => {
      throw new Error("pricingSelectionMachine: actor 'startCheckout' was not provided");
    }),
  },
  actions: {
    /** Injected by the page: navigate to /initial-screening with these parameters. */
    startOnboarding: (_, _params: StartOnboardingParams) => {},
    /** Injected by the page: the browser leaves for Stripe's checkout (or the founder plan's success page). */
    leaveFor: (_, _params: { url: string }) => {},
    /** Injected by the page: a toast. */
    notify: (_, _toast: BillingToast) => {},
    signInCoach: assign(({ event }) => (event.type === "COACH_SIGNED_IN" ? { coach: true, currentPlan: event.currentPlan } : {})),
    clearSelection: assign({ selection: undefined }),
    setSport: assign(({ event }) =>
      event.type === "SET_SPORT" ? { sport: event.sport, expandedTierId: defaultTierForSport(event.sport) } : {},
    ),
    setCycle: assign(({ event }) => (event.type === "SET_CYCLE" ? { cycle: event.cycle } : {})),
    expandTier: assign(({ event }) => (event.type === "EXPAND_TIER" ? { expandedTierId: event.tierId } : {})),
    recordSelection: assign(({ context, event }) =>
      event.type === "SELECT_TIER" ? { selection: { tierId: event.tierId, cycle: context.cycle, sport: context.sport } } : {},
    ),
  },
  guards: {
    isKnownTier: ({ event }) => event.type === "EXPAND_TIER" && tierById(event.tierId) !== undefined,
    isChoosableTier: ({ context, event }) => event.type === "SELECT_TIER" && canChooseTier(context, event.tierId),
    isCoach: ({ context }) => context.coach,
    isCurrentPlanAnswer: (_, params: { output: StartCheckoutOutput }) => params.output.outcome === "current-plan",
  },
}).createMachine({
  id: "pricingSelection",
  context: ({ input }) => {
    const sport = input?.sport ?? "volleyball";
    return {
      sport,
      cycle: input?.cycle ?? "monthly",
      expandedTierId: defaultTierForSport(sport),
      coach: false,
    };
  },
  initial: "choosing",
  states: {
    choosing: {
      on: {
        SET_SPORT: { actions: "setSport" },
        SET_CYCLE: { actions: "setCycle" },
        EXPAND_TIER: { guard: "isKnownTier", actions: "expandTier" },
        COACH_SIGNED_IN: { actions: "signInCoach" },
        SELECT_TIER: [
          { guard: and(["isChoosableTier", "isCoach"]), target: "checkingOut", actions: "recordSelection" },
          {
            guard: "isChoosableTier",
            target: "startingOnboarding",
            actions: [
              "recordSelection",
              {
                type: "startOnboarding",
                params: ({ context, event }) => ({ tierId: event.tierId, cycle: context.cycle, sport: context.sport }),
              },
            ],
          },
        ],
      },
    },
    /** A signed-in coach's 'Join Now': spec call 12 for the tier and cycle. */
    checkingOut: {
      invoke: {
        id: "startCheckout",
        src: "startCheckout",
        input: ({ context }) => ({ tierId: context.selection!.tierId, billingCycle: context.selection!.cycle }),
        onDone: [
          { guard: { type: "isCurrentPlanAnswer", params: ({ event }) => ({ output: event.output }) }, target: "choosing", actions: "clearSelection" },
          { target: "leavingForCheckout", actions: { type: "leaveFor", params: ({ event }) => ({ url: "url" in event.output ? event.output.url : "" }) } },
        ],
        onError: { target: "choosing", actions: ["clearSelection", { type: "notify", params: ({ event }) => BILLING_TOASTS.checkoutFailed(event.error) }] },
      },
    },
    // The browser is on its way to Stripe: further clicks do nothing.
    leavingForCheckout: {},
    // The page is on its way to /initial-screening: further clicks do nothing. Not a final state, so
    // a late click is ignored quietly instead of being sent to a stopped actor.
    startingOnboarding: {},
  },
});

export type PricingSelectionMachine = typeof pricingSelectionMachine;
