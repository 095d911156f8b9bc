import type { IntakeData } from "@machines/onboarding/intake";
import { FOUNDER_PLAN, defaultTierForSport, priceFor, tierById, type BillingCycle } from "@machines/pricing/tiers";
import { sportOf } from "../../lib";

export interface ReviewPlan {
  name: string;
  /** USD for one billing cycle. */
  price: number;
  cycle: BillingCycle;
  /** The founder code's $0 lifetime plan: ordered with 'Complete Order', never billed. */
  founder: boolean;
}

/**
 * The plan shown before the trial starts: the founder plan for a founder code, else the tier picked
 * on /pricing, else the sport's default. The server decides the final plan; /billing-success shows it.
 */
export function reviewPlan(intake: IntakeData): ReviewPlan {
  const cycle = intake.billingCycle ?? "monthly";
  if (intake.founderPlan) return { name: FOUNDER_PLAN.name, price: FOUNDER_PLAN.monthlyPrice, cycle, founder: true };
  const tier = (intake.selectedTierId && tierById(intake.selectedTierId)) || tierById(defaultTierForSport(sportOf(intake) ?? ""))!;
  return { name: tier.name, price: priceFor(tier, cycle), cycle, founder: false };
}

export function planPriceText(plan: ReviewPlan): string {
  return `$${plan.price}/${plan.cycle === "annual" ? "year" : "month"}`;
}
