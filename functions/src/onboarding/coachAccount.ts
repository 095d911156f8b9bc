import type { CoachAccount } from "@machines/onboarding/contracts";
import type { UserDoc } from "@machines/account/documents";

/** A `users/{uid}` document as the browser sees it. */
export function toCoachAccount(user: UserDoc): CoachAccount {
  return {
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    forwardingAddress: user.forwardingAddress,
    personalReferralCode: user.personal_referral_code,
    tierId: user.tier,
    tierName: user.tierName,
    price: user.price,
    billingCycle: user.billingCycle,
    trialEndsAt: user.trialEndsAt.toDate().toISOString(),
    billingStartsOn: user.billingStartsOn,
    referralPricing: user.referralPricing ? { referrerName: user.referralPricing.referrerName } : null,
  };
}
