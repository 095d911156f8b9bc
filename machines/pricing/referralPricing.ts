import { z } from "zod";
import type { TierId } from "./tiers";

/**
 * Coach Connect (spec §1): a colleague who starts within the invitation's 7 days with a referrer's code
 * locks in beta pricing. The server decides it (functions/src/referrals/refereePricing.ts); the browser
 * only shows it, with why.
 */
export const REFERRAL_PRICING_TIER_ID: TierId = "beta";

export const referralPricingSchema = z.object({ referrerName: z.string().max(200) });
export type ReferralPricing = z.infer<typeof referralPricingSchema>;

/** Shown wherever the beta price appears, so the coach knows why it is theirs. */
export function referralPricingNote(pricing: ReferralPricing): string {
  return `Beta pricing from ${pricing.referrerName}'s invitation`;
}

/** Before the address is proven, a referee only learns that the invitation's price needs the proof (the invitation may be someone else's). */
export const REFERRAL_PRICING_AFTER_CONFIRMATION = "Came with a colleague's invitation? Its beta pricing applies once you confirm your email.";
