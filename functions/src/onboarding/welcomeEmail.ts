import { BRAND } from "@machines/brand";
import { referralPricingNote } from "@machines/pricing/referralPricing";
import { formatUsd } from "@machines/pricing/tiers";
import { TRIAL_MESSAGES } from "@machines/billing/messages";
import { formatBillingDate } from "@machines/onboarding/trial";
import type { UserDoc } from "@machines/account/documents";
import { renderEmail } from "../mail/layout";

/** What a coach needs once the trial runs: where to forward, the plan and its price, when billing starts, how to cancel. */
export function welcomeEmail(user: UserDoc, signInLink: string) {
  const endsOn = formatBillingDate(user.trialEndsAt.toDate());
  const plan = `${user.tierName} at ${formatUsd(user.price)} per ${user.billingCycle === "annual" ? "year" : "month"}${user.referralPricing ? ` (${referralPricingNote(user.referralPricing)})` : ""}`;
  const billing =
    user.price > 0
      ? `${TRIAL_MESSAGES.endsOn(endsOn)} ${TRIAL_MESSAGES.planFrom(plan, endsOn)} To cancel, open Billing in your dashboard, reply to this email or write to ${BRAND.supportEmail}.`
      : `Your plan is ${user.tierName}: free for life, nothing to cancel.`;
  return renderEmail({
    subject: `Welcome to ${BRAND.name}: your trial has started`,
    paragraphs: [
      `Hi ${user.first_name},`,
      `Your 7-day free trial has started. Forward recruiting emails to your personal address and we'll send clean athlete summaries back to your inbox:`,
      user.forwardingAddress,
      "Forward from the address you signed up with: that is how we know the emails are yours.",
      billing,
      `Your referral code is ${user.personal_referral_code}. Share it with colleagues: when one joins within 7 days, you get a month free and they lock in beta pricing.`,
      "The button below signs you in and opens your dashboard. It works once and expires in 3 days.",
    ],
    action: { label: TRIAL_MESSAGES.dashboardLink, url: signInLink },
  });
}
