import { useMachine } from "@xstate/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { ApplyCouponInput, ApplyCouponOutput, ChangePlanInput, PreviewPlanChangeInput, VerifyCheckoutInput } from "@machines/billing/billingActors";
import { billingMachine } from "@machines/billing/billingMachine";
import { requestedPlanOf, type BillingSearch } from "@machines/billing/billingSearch";
import { toast } from "@/components/ui/toast";
import { call, CallableError } from "@/lib/callables";
import { checkoutActorReturningTo, leaveFor } from "@/lib/checkout";

/** The billing machine with the browser's effects: each actor is one callable, toasts go to the toaster. */
const browserBillingMachine = billingMachine.provide({
  actors: {
    verifyCheckout: fromPromise(({ input }: { input: VerifyCheckoutInput }) => call("verifyCheckoutSession", input)),
    loadBilling: fromPromise(() => call("getBilling", {})),
    // The Billing page's checkout (a trial's card, a new plan) returns here, which confirms it and shows the plan.
    startCheckout: checkoutActorReturningTo("/billing"),
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

/**
 * /billing's state and events: the billing machine (machines/billing/billingMachine.ts) running in the
 * page, started with what the address brought (a checkout to confirm, a plan chosen on /pricing), which
 * then leaves the address so a reload does not repeat it.
 */
export function useBilling() {
  const search: BillingSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const [input] = useState(() => ({ checkoutSessionId: search.session_id, requestedPlan: requestedPlanOf(search) }));
  const machine = useMachine(browserBillingMachine, { input });
  const brought = Boolean(search.session_id ?? search.tier);
  useEffect(() => {
    if (brought) void navigate({ to: "/billing", search: {}, replace: true });
  }, [brought, navigate]);
  return machine;
}
