import { HttpsError } from "firebase-functions/v2/https";
import { CHECKOUT_MESSAGES } from "@machines/billing/contracts";
import { REFERRAL_PRICING_TIER_ID } from "@machines/pricing/referralPricing";
import { PRICING_TIERS, sportKey, tierById, tierStatusForSport, type PricingTier } from "@machines/pricing/tiers";
import { users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";

/** The caller's own coach record: billing acts on nobody else's. */
export async function requireCoach(uid: string): Promise<UserDoc> {
  const coach = (await users.doc(uid).get()).data();
  if (!coach) throw new HttpsError("failed-precondition", CHECKOUT_MESSAGES.trialFirst);
  return coach;
}

/** Tiers a coach may buy: open for their sport (spec §4), their invitation's beta tier, and the tier they have. */
export function purchasableTiers(coach: UserDoc): PricingTier[] {
  const sport = sportKey(coach.sport);
  return PRICING_TIERS.filter(
    (tier) => tierStatusForSport(tier, sport).status === "active" || (coach.referralPricing && tier.id === REFERRAL_PRICING_TIER_ID) || tier.id === coach.tier,
  );
}

export function requirePurchasableTier(coach: UserDoc, tierId: string): PricingTier {
  const tier = tierById(tierId);
  if (!tier || !purchasableTiers(coach).some((open) => open.id === tier.id)) throw new HttpsError("failed-precondition", CHECKOUT_MESSAGES.tierUnavailable);
  return tier;
}
