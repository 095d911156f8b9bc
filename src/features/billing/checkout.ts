import { CHECKOUT_MESSAGES } from "@machines/billing/contracts";
import type { BillingCycle } from "@machines/pricing/tiers";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";

/** Where Stripe's checkout returns (spec call 12): this site's success and cancel pages. */
export function checkoutReturnUrls(origin = window.location.origin) {
  return { successUrl: `${origin}/billing/success`, cancelUrl: `${origin}/billing/cancel` };
}

/**
 * Starts checkout for a tier (spec call 12) and sends the browser to Stripe. The current plan does
 * nothing; the founder plan goes straight to the success page. Failures show the spec's 'Checkout Error'.
 * Resolves to false when it failed (the button becomes usable again).
 */
export async function startCheckout(tierId: string, billingCycle: BillingCycle): Promise<boolean> {
  try {
    const answer = await call("createCheckoutSession", { tierId, billingCycle, ...checkoutReturnUrls() });
    if (answer.outcome !== "current-plan") window.location.assign(answer.url);
    return true;
  } catch (error) {
    toast({ title: CHECKOUT_MESSAGES.errorTitle, description: error instanceof Error && error.message ? error.message : CHECKOUT_MESSAGES.errorDescription, variant: "destructive" });
    return false;
  }
}
