import { useMachine } from "@xstate/react";
import { useNavigate, useRouter, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { fromPromise } from "xstate";
import type { ApplyCouponInput, ApplyCouponOutput, ChangePlanInput, PreviewPlanChangeInput, VerifyCheckoutInput } from "@machines/billing/billingActors";
import { billingMachine } from "@machines/billing/billingMachine";
import { requestedPlanOf, type BillingSearch } from "@machines/billing/billingSearch";
import type { BillingOverview } from "@machines/billing/contracts";
import { toast } from "@/components/ui/toast";
import { call, CallableError } from "@/lib/callables";
import { checkoutActorReturningTo, leaveFor } from "@/lib/checkout";
import { isBillingMatch } from "./billingLoader";
import { inspect } from "@/lib/xstateInspect";

type Router = ReturnType<typeof useRouter>;

/**
 * The billing machine with the browser's effects: each actor is one callable, toasts go to the toaster, and
 * the billing itself is the route's loader answer. The answer the route loaded as the page opened is the
 * machine's first read, unless a checkout is confirmed first; every later read (after a checkout, a plan
 * change, a coupon, a retry) reloads the route.
 */
function browserBillingMachine(router: Router, opened: Promise<BillingOverview>) {
  let unread: Promise<BillingOverview> | null = opened;
  return billingMachine.provide({
    actors: {
      verifyCheckout: fromPromise(({ input }: { input: VerifyCheckoutInput }) => {
        unread = null;
        return call("verifyCheckoutSession", input);
      }),
      loadBilling: fromPromise(async () => {
        const answer = unread;
        unread = null;
        if (answer) return answer;
        await router.invalidate({ filter: isBillingMatch, sync: true });
        const reloaded = router.state.matches.find(isBillingMatch)?.loaderData?.billing;
        if (!reloaded) throw new Error("The billing page was left before its billing loaded.");
        return reloaded;
      }),
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
}

/**
 * /billing's state and events: the billing machine (machines/billing/billingMachine.ts) running in the
 * page, started with what the address brought (a checkout to confirm, a plan chosen on /pricing), which
 * then leaves the address so a reload does not repeat it.
 */
export function useBilling(billing: Promise<BillingOverview>) {
  const search: BillingSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const router = useRouter();
  const [machine] = useState(() => browserBillingMachine(router, billing));
  const [input] = useState(() => ({ checkoutSessionId: search.session_id, requestedPlan: requestedPlanOf(search) }));
  const actor = useMachine(machine, { input, inspect });
  const brought = Boolean(search.session_id ?? search.tier);
  useEffect(() => {
    if (brought) void navigate({ to: "/billing", search: {}, replace: true });
  }, [brought, navigate]);
  return actor;
}
