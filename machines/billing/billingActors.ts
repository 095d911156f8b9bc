import { failureMessage } from "../callableErrors";
import type { BillingCycle } from "../pricing/tiers";
import type { BillingOverview, CheckoutResponse, PlanChangePreview, VerifyCheckoutResponse } from "./contracts";
import { CHECKOUT_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES } from "./messages";

/**
 * What the billing machine (billingMachine.ts) and the /pricing machine ask of the outside world, and
 * the toasts they raise. The browser provides the actors (each one callable) and the actions (toast,
 * leaving for a URL); tests provide their own.
 */

/** verifyCheckout: back from Stripe's checkout, the server confirms the session is the coach's and completed, and applies it. */
export interface VerifyCheckoutInput {
  sessionId: string;
}
export type VerifyCheckoutOutput = VerifyCheckoutResponse;

/** loadBilling: the coach's billing as the server has it (getBilling). */
export type LoadBillingOutput = BillingOverview;

/** A tier at a cycle: what checkout, the proration preview and a plan change are asked for. */
export interface PlanChoice {
  tierId: string;
  billingCycle: BillingCycle;
}

/** startCheckout: spec call 12 for a tier (createCheckoutSession, returning to this site's success and cancel pages). */
export type StartCheckoutInput = PlanChoice;
export type StartCheckoutOutput = CheckoutResponse;

/** previewPlanChange: Stripe's proration preview for a paying coach's change. */
export type PreviewPlanChangeInput = PlanChoice;
export type PreviewPlanChangeOutput = PlanChangePreview;

/** changePlan: the confirmed change. */
export type ChangePlanInput = PlanChoice;
export interface ChangePlanOutput {
  changed: boolean;
}

/** applyCoupon: a promotion code checked with Stripe and applied to the subscription. */
export interface ApplyCouponInput {
  code: string;
}
export interface ApplyCouponOutput {
  code: string;
  description: string;
}

/** openPortal: a Stripe Customer Portal session's URL. */
export interface OpenPortalOutput {
  url: string;
}

/** A toast the machines raise through their injected `notify` action. */
export interface BillingToast {
  title: string;
  description: string;
  variant?: "destructive";
}

export const BILLING_TOASTS = {
  /** Back from checkout: a saved card is not a payment; a new subscription is; an unfinished session says nothing was done. */
  checkoutReturned: (result: VerifyCheckoutOutput): BillingToast =>
    result.status === "card-saved"
      ? { title: PAYMENT_MESSAGES.cardSavedTitle, description: PAYMENT_MESSAGES.cardSavedDescription }
      : result.status === "paid"
        ? { title: PAYMENT_MESSAGES.successTitle, description: PAYMENT_MESSAGES.successDescription }
        : { title: PAYMENT_MESSAGES.cancelledTitle, description: PAYMENT_MESSAGES.unverified, variant: "destructive" },
  checkoutUnverified: { title: "Error", description: PAYMENT_MESSAGES.unverified, variant: "destructive" } satisfies BillingToast,
  /** Spec §8 'Checkout Error', with the server's reason ('No checkout URL returned', 'Failed to create checkout session (503)', …). */
  checkoutFailed: (error: unknown): BillingToast => ({ title: CHECKOUT_MESSAGES.errorTitle, description: failureMessage(error, CHECKOUT_MESSAGES.errorDescription), variant: "destructive" }),
  couponBlank: { title: COUPON_MESSAGES.errorTitle, description: COUPON_MESSAGES.blank, variant: "destructive" } satisfies BillingToast,
  couponApplied: (applied: ApplyCouponOutput): BillingToast => ({ title: COUPON_MESSAGES.applied, description: `${applied.code}: ${applied.description}` }),
  couponFailed: (error: unknown): BillingToast => ({ title: COUPON_MESSAGES.errorTitle, description: failureMessage(error, COUPON_MESSAGES.unknown), variant: "destructive" }),
  planChanged: (tierName: string, cycle: BillingCycle): BillingToast => ({ title: "Plan changed", description: `You're now on ${tierName}, billed ${cycle}.` }),
  /** Spec §8's generic error. */
  failed: (error: unknown): BillingToast => ({ title: "Error", description: failureMessage(error, "Unable to proceed. Please try again."), variant: "destructive" }),
} as const;
