import { and, assign, setup } from "xstate";
import type { PlanChoice } from "../billing/billingActors";
import type { StartOnboardingParams } from "./startOnboarding";
import { defaultTierForSport, tierById, tierStatusForSport, type BillingCycle, type SportKey, type TierId } from "./tiers";

/**
 * The /pricing page's choices (spec §2 '/pricing', §4 'Tier status', 'Billing cycle' and 'Payment
 * flow'): the sport, which decides each tier's status; the billing cycle, which decides the prices;
 * the one tier expanded in the mobile list; and the tier picked with 'Join Now'. A signed-in coach
 * (COACH_SIGNED_IN) is handed to the Billing page's plan change for that tier and cycle through the
 * injected `openPlanChange` action: the one flow that previews a paying coach's proration, asks before
 * a switch of cycle and checks a trial out (their current plan does nothing). A visitor first needs a
 * confirmed account, so the injected `startOnboarding` action hands tier, cycle and sport to the
 * wizard, which opens checkout for them once the trial has started. After either, every event is ignored.
 */

export interface PricingSelectionContext {
  sport: SportKey;
  cycle: BillingCycle;
  /** The tier open in the mobile list: exactly one at a time. */
  expandedTierId: TierId;
  /** A signed-in coach: 'Join Now' opens the Billing page's plan change instead of starting onboarding. */
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
  actions: {
    /** Injected by the page: navigate to /initial-screening with these parameters. */
    startOnboarding: (_, _params: StartOnboardingParams) => {},
    /** Injected by the page: the Billing page, choosing this tier and cycle. */
    openPlanChange: (_, _params: PlanChoice) => {},
    signInCoach: assign(({ event }) => (event.type === "COACH_SIGNED_IN" ? { coach: true, currentPlan: event.currentPlan } : {})),
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
          {
            guard: and(["isChoosableTier", "isCoach"]),
            target: "openingPlanChange",
            actions: ["recordSelection", { type: "openPlanChange", params: ({ context, event }) => ({ tierId: event.tierId, billingCycle: context.cycle }) }],
          },
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
    // The page is on its way to /billing: further clicks do nothing.
    openingPlanChange: {},
    // The page is on its way to /initial-screening: further clicks do nothing. Not a final state, so
    // a late click is ignored quietly instead of being sent to a stopped actor.
    startingOnboarding: {},
  },
});

export type PricingSelectionMachine = typeof pricingSelectionMachine;
