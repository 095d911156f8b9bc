import { assign, setup } from "xstate";
import type { StartOnboardingParams } from "./startOnboarding";
import { defaultTierForSport, tierById, tierStatusForSport, type BillingCycle, type SportKey, type TierId } from "./tiers";

/**
 * The /pricing page's choices (spec §2 '/pricing', §4 'Tier status' and 'Billing cycle'): the sport,
 * which decides each tier's status; the billing cycle, which decides the prices; the one tier
 * expanded in the mobile list; and the tier the coach picks. Picking an open tier that is not
 * the coach's current plan runs the injected `startOnboarding` action with tier, cycle and sport
 * (the page navigates to /initial-screening); after that the machine ignores every event.
 */

export interface PricingSelectionContext {
  sport: SportKey;
  cycle: BillingCycle;
  /** The tier open in the mobile list: exactly one at a time. */
  expandedTierId: TierId;
  /** The signed-in coach's plan, shown as a disabled 'Current Plan'; none for visitors. */
  currentTierId?: TierId;
  /** The choice handed to onboarding, once made. */
  selection?: StartOnboardingParams;
}

export type PricingSelectionEvent =
  | { type: "SET_SPORT"; sport: SportKey }
  | { type: "SET_CYCLE"; cycle: BillingCycle }
  | { type: "EXPAND_TIER"; tierId: TierId }
  | { type: "SELECT_TIER"; tierId: TierId };

export interface PricingSelectionInput {
  sport?: SportKey;
  cycle?: BillingCycle;
  currentTierId?: TierId;
}

/** Whether a tier's button starts onboarding for this sport: open, and not the coach's current plan. */
export function canChooseTier(context: Pick<PricingSelectionContext, "sport" | "currentTierId">, tierId: TierId): boolean {
  const tier = tierById(tierId);
  return tier !== undefined && tierStatusForSport(tier, context.sport).status === "active" && tierId !== context.currentTierId;
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
  },
}).createMachine({
  id: "pricingSelection",
  context: ({ input }) => {
    const sport = input?.sport ?? "volleyball";
    return {
      sport,
      cycle: input?.cycle ?? "monthly",
      expandedTierId: defaultTierForSport(sport),
      currentTierId: input?.currentTierId,
    };
  },
  initial: "choosing",
  states: {
    choosing: {
      on: {
        SET_SPORT: { actions: "setSport" },
        SET_CYCLE: { actions: "setCycle" },
        EXPAND_TIER: { guard: "isKnownTier", actions: "expandTier" },
        SELECT_TIER: {
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
      },
    },
    // The page is on its way to /initial-screening: further clicks do nothing. Not a final state, so
    // a late click is ignored quietly instead of being sent to a stopped actor.
    startingOnboarding: {},
  },
});

export type PricingSelectionMachine = typeof pricingSelectionMachine;
