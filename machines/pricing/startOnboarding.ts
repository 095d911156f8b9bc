import { BETA_SPORTS } from "../sports";
import { BILLING_CYCLES, tierById, type BillingCycle, type SportKey, type TierId } from "./tiers";

/**
 * How /pricing hands a choice to the onboarding wizard: it navigates to
 * `/initial-screening?tier=<TierId>&cycle=<monthly|annual>&sport=<Volleyball|Softball>`.
 * `sport` uses the screening form's values (BETA_SPORTS) so the wizard can preselect it.
 * The wizard's route reads the parameters with `readStartOnboardingSearch` (never throws; a
 * missing or unknown value is left out). The server still decides whether the tier is open.
 */
export type BetaSport = (typeof BETA_SPORTS)[number];

export interface StartOnboardingParams {
  tierId: TierId;
  cycle: BillingCycle;
  sport: SportKey;
}

export interface StartOnboardingSearch {
  tier?: TierId;
  cycle?: BillingCycle;
  sport?: BetaSport;
}

const SPORT_LABELS: Record<SportKey, BetaSport> = { volleyball: "Volleyball", softball: "Softball" };

export function sportLabel(sport: SportKey): BetaSport {
  return SPORT_LABELS[sport];
}

/** The search parameters for /initial-screening from a pricing choice. */
export function startOnboardingSearch({ tierId, cycle, sport }: StartOnboardingParams): Required<StartOnboardingSearch> {
  return { tier: tierId, cycle, sport: sportLabel(sport) };
}

const isBillingCycle = (value: unknown): value is BillingCycle => BILLING_CYCLES.includes(value as BillingCycle);
const isBetaSport = (value: unknown): value is BetaSport => BETA_SPORTS.includes(value as BetaSport);

/** Lenient read of /initial-screening's search parameters: only known values are kept. */
export function readStartOnboardingSearch(search: Readonly<Record<string, unknown>>): StartOnboardingSearch {
  const result: StartOnboardingSearch = {};
  const tier = typeof search.tier === "string" ? tierById(search.tier) : undefined;
  if (tier) result.tier = tier.id;
  if (isBillingCycle(search.cycle)) result.cycle = search.cycle;
  if (isBetaSport(search.sport)) result.sport = search.sport;
  return result;
}
