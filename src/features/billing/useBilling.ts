import { useMachine } from "@xstate/react";
import { fromPromise } from "xstate";
import type { ApplyCouponInput, ApplyCouponOutput, ChangePlanInput, PreviewPlanChangeInput } from "@machines/billing/billingActors";
import { billingMachine } from "@machines/billing/billingMachine";
import { toast } from "@/components/ui/toast";
import { call, CallableError } from "@/lib/callables";
import { leaveFor, startCheckoutActor } from "@/lib/checkout";

/** The billing machine with the browser's effects: each actor is one callable, toasts go to the toaster. */
const browserBillingMachine = billingMachine.provide({
  actors: {
    loadBilling: fromPromise(() => call("getBilling", {})),
    startCheckout: startCheckoutActor,
    previewPlanChange: fromPromise(({ input }: { input: PreviewPlanChangeInput }) => call("previewPlanChange", input)),
    changePlan: fromPromise(({ input }: { input: ChangePlanInput }) => call("changePlan", input)),
    applyCoupon: fromPromise<ApplyCouponOutput, ApplyCouponInput>(async ({ input }) => {
      try {
        return await call("applyCoupon", input);
      } catch (error) {
        // The server's reason for this code (unknown, expired, not for this account) is its field error.
        throw error instanceof CallableError && error.fieldErrors.code ? new Error(error.fieldErrors.code) : error;
      }
    }),
    openPortal: fromPromise(() => call("createPortalSession", {})),
  },
  actions: {
    notify: (_, notification) => toast(notification),
    leaveFor: (_, { url }) => leaveFor(url),
  },
});

/** /billing's state and events: the billing machine (machines/billing/billingMachine.ts) running in the page. */
export function useBilling() {
  return useMachine(browserBillingMachine);
}
