import type { IntakeData } from "@machines/onboarding/intake";
import { REFERRAL_PRICING_AFTER_CONFIRMATION, REFERRAL_PRICING_TIER_ID, referralPricingNote, type ReferralPricing } from "@machines/pricing/referralPricing";
import { FOUNDER_PLAN, defaultTierForSport, priceFor, tierById, type BillingCycle } from "@machines/pricing/tiers";
import { sportOf } from "../../lib";

export interface ReviewPlan {
  name: string;
  /** USD for one billing cycle. */
  price: number;
  cycle: BillingCycle;
  /** The founder code's $0 lifetime plan: ordered with 'Complete Order', never billed. */
  founder: boolean;
  /** Why the price is what it is, when a colleague's invitation set it. */
  note: string | null;
}

/**
 * The plan shown before the trial starts: the founder plan for a founder code, else beta pricing from
 * a colleague's invitation (as the server reports it), else the tier picked on /pricing, else the
 * sport's default. The server decides the final plan; /billing-success shows it.
 */
export function reviewPlan(intake: IntakeData, referralPricing: ReferralPricing | null): ReviewPlan {
  const cycle = intake.billingCycle ?? "monthly";
  if (intake.founderPlan) return { name: FOUNDER_PLAN.name, price: FOUNDER_PLAN.monthlyPrice, cycle, founder: true, note: null };
  if (referralPricing) {
    const beta = tierById(REFERRAL_PRICING_TIER_ID)!;
    return { name: beta.name, price: priceFor(beta, cycle), cycle, founder: false, note: referralPricingNote(referralPricing) };
  }
  const tier = (intake.selectedTierId && tierById(intake.selectedTierId)) || tierById(defaultTierForSport(sportOf(intake) ?? ""))!;
  const awaitingProof = intake.referralCode !== undefined && intake.emailConfirmed !== true;
  return { name: tier.name, price: priceFor(tier, cycle), cycle, founder: false, note: awaitingProof ? REFERRAL_PRICING_AFTER_CONFIRMATION : null };
}

export function planPriceText(plan: ReviewPlan): string {
  return `$${plan.price}/${plan.cycle === "annual" ? "year" : "month"}`;
}
