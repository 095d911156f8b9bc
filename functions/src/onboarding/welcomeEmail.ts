import { BRAND } from "@machines/brand";
import { referralPricingNote } from "@machines/pricing/referralPricing";
import { formatUsd } from "@machines/pricing/tiers";
import { formatCalendarDate, formatDateTime } from "@machines/shared/dates";
import type { UserDoc } from "../lib/firestore";
import { renderEmail } from "../mail/layout";

/** What a coach needs once the trial runs: where to forward, the plan and its price, when billing starts, how to cancel. */
export function welcomeEmail(user: UserDoc, signInLink: string) {
  const trialEnds = formatDateTime(user.trialEndsAt.toDate(), user.timeZone);
  const billing =
    user.price > 0
      ? `Your plan is ${user.tierName} at ${formatUsd(user.price)} per ${user.billingCycle === "annual" ? "year" : "month"}${user.referralPricing ? ` (${referralPricingNote(user.referralPricing)})` : ""}. Your free trial runs until ${trialEnds}; billing starts on ${formatCalendarDate(user.billingStartsOn)} unless you cancel before the trial ends. To cancel, reply to this email or write to ${BRAND.supportEmail}.`
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
      "The button below signs you in to your account. It works once and expires in 3 days.",
    ],
    action: { label: `Sign in to ${BRAND.name}`, url: signInLink },
  });
}
