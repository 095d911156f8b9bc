import { fromPromise } from "xstate";
import type { StartCheckoutInput, StartCheckoutOutput } from "@machines/billing/billingActors";
import { call } from "./callables";

/** Where Stripe's checkout returns (spec call 12): this site's success page (or `successPath`) and cancel page. */
export function checkoutReturnUrls(origin = window.location.origin, successPath = "/billing/success") {
  return { successUrl: `${origin}${successPath}`, cancelUrl: `${origin}/billing/cancel` };
}

/** A machine's `startCheckout` actor: spec call 12 for a tier, Stripe returning to `successPath`. */
export const checkoutActorReturningTo = (successPath: string) =>
  fromPromise<StartCheckoutOutput, StartCheckoutInput>(({ input }) =>
    call("createCheckoutSession", { tierId: input.tierId, billingCycle: input.billingCycle, ...checkoutReturnUrls(window.location.origin, successPath) }),
  );

/** The wizard's `startCheckout` once a trial starts: back to the success page, which welcomes the coach. */
export const startCheckoutActor = checkoutActorReturningTo("/billing/success");

/**
 * The machines' `leaveFor` action: the browser goes to Stripe (or, for the founder plan, straight to the
 * success page). Coming back with the browser's Back button may restore this page from the back/forward
 * cache with its buttons still busy; it is loaded afresh instead, from what the server has.
 */
export function leaveFor(url: string): void {
  window.addEventListener("pageshow", (event) => event.persisted && window.location.reload(), { once: true });
  window.location.assign(url);
}
