/**
 * The messages the spec names for checkout, coupons and the payment pages (§8), verbatim, and the few
 * of our own. No schema library here: public pages (/pricing) import these without the contracts.
 */
export const CHECKOUT_MESSAGES = {
  errorTitle: "Checkout Error",
  errorDescription: "There was a problem starting the checkout process. Please try again.",
  noUrl: "No checkout URL returned",
  invalidPriceId: "Invalid price ID format",
  failedStatus: (status: number | string) => `Failed to create checkout session (${status})`,
  completeOrder: "Complete Order",
  /** Not in the spec: the tier is locked, sold out or unknown for the coach's sport. */
  tierUnavailable: "That plan is not open for your sport.",
  /** Not in the spec: checkout needs a started trial (the account it bills). */
  trialFirst: "Please start your free trial first.",
  /** Not in the spec: a paying coach changes plans under Subscription Plans (with a proration preview). */
  alreadySubscribed: "You already have a paid plan. Change it under Subscription Plans on the Billing page.",
  /** Not in the spec: success and cancel URLs must point back at this site. */
  foreignUrl: "Checkout can only return to this site.",
} as const;

export const COUPON_MESSAGES = {
  applied: "Coupon Applied",
  errorTitle: "Coupon Error",
  blank: "Please enter a coupon code.",
  /** Not in the spec: a clear reason for a code that does not apply. */
  unknown: "We couldn't find that coupon code. Please check it and try again.",
  expired: "That coupon code has expired or is no longer active.",
  notForYou: "That coupon code can't be used on your account.",
  noPlan: "Start your free trial before applying a coupon.",
} as const;

/** Not in the spec: the Billing page's own refusals. */
export const BILLING_MESSAGES = {
  noSubscription: "Your account has no subscription to change. Choose a plan under Subscription Plans.",
  noCustomer: "Your plan is free for life: there are no payments to manage.",
} as const;

export const PAYMENT_MESSAGES = {
  successTitle: "Payment Successful",
  /** Not in the spec: a card saved for a trial is not a payment. */
  cardSavedTitle: "Card saved",
  successDescription: "Thank you for subscribing! Your account is now active.",
  cardSavedDescription: "Thank you! Your card is saved: your plan continues when your trial ends.",
  cancelledTitle: "Payment Cancelled",
  /** Not in the spec: /billing/success could not confirm the session. */
  unverified: "We couldn't confirm this payment. If you completed checkout, your Billing page shows it within a minute.",
} as const;


/** Not in the spec: what a trial without a card is told (the success page, the welcome email, /billing). */
export const TRIAL_MESSAGES = {
  startedTitle: "Your free trial has started",
  /** `endsOn` as formatBillingDate gives it: the day Stripe's pages show too. */
  endsOn: (endsOn: string) => `Your free trial ends on ${endsOn}. Nothing is charged until then.`,
  planFrom: (plan: string, endsOn: string) => `From ${endsOn} your plan is ${plan}, unless you cancel before then.`,
  daysLeft: (days: number) => (days === 1 ? "1 day left in your trial" : `${days} days left in your trial`),
  addCard: "Add a card to keep your plan when the trial ends.",
  dashboardLink: "Go to your dashboard",
} as const;

/** Not in the spec: a switch of billing cycle before checkout asks first (the card is charged at the new cycle). */
export const CYCLE_SWITCH_MESSAGES = {
  title: (cycle: string) => `Switch to ${cycle} billing?`,
  body: (tierName: string, price: string, endsOn: string | null) =>
    `${tierName} at ${price}${endsOn ? `, first charged on ${endsOn}` : ""}. You add your card on the next page.`,
  confirm: "Continue to checkout",
  keep: "Keep my current billing",
} as const;
