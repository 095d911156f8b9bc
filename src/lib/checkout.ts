import { fromPromise } from "xstate";
import type { StartCheckoutInput, StartCheckoutOutput } from "@machines/billing/billingActors";
import { call } from "./callables";

/** Where Stripe's checkout returns (spec call 12): this site's success and cancel pages. */
export function checkoutReturnUrls(origin = window.location.origin) {
  return { successUrl: `${origin}/billing/success`, cancelUrl: `${origin}/billing/cancel` };
}

/** The machines' `startCheckout` actor (billing page, /pricing, the wizard after a trial starts): spec call 12 for a tier. */
export const startCheckoutActor = fromPromise<StartCheckoutOutput, StartCheckoutInput>(({ input }) =>
  call("createCheckoutSession", { tierId: input.tierId, billingCycle: input.billingCycle, ...checkoutReturnUrls() }),
);

/**
 * The machines' `leaveFor` action: the browser goes to Stripe (or, for the founder plan, straight to the
 * success page). Coming back with the browser's Back button may restore this page from the back/forward
 * cache with its buttons still busy; it is loaded afresh instead, from what the server has.
 */
export function leaveFor(url: string): void {
  window.addEventListener("pageshow", (event) => event.persisted && window.location.reload(), { once: true });
  window.location.assign(url);
}
