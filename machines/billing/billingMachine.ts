import { assertEvent, assign, fromPromise, not, setup } from "xstate";
import { failureMessage } from "../callableErrors";
import { tierById, type BillingCycle } from "../pricing/tiers";
import {
  BILLING_TOASTS,
  type ApplyCouponInput,
  type ApplyCouponOutput,
  type BillingToast,
  type ChangePlanInput,
  type ChangePlanOutput,
  type LoadBillingOutput,
  type OpenPortalOutput,
  type PlanChoice,
  type PreviewPlanChangeInput,
  type PreviewPlanChangeOutput,
  type StartCheckoutInput,
  type StartCheckoutOutput,
  type VerifyCheckoutInput,
  type VerifyCheckoutOutput,
} from "./billingActors";
import type { BillingOverview, PlanChangePreview } from "./contracts";
import { isPaying, needsCard, planAction } from "./plans";

/**
 * The /billing page (spec §2 '/billing', §4 'Payment flow', §5 'Coupon' and 'Checkout'): load the
 * coach's billing; tabs and the monthly/annual switch; choosing a plan (a paying coach sees Stripe's
 * proration preview and confirms, anyone else goes to checkout; the current plan does nothing); the
 * coupon box; the Customer Portal. A trial's card is added from its own banner (ADD_CARD), and a
 * switch of cycle before checkout asks first. Back from checkout (`checkoutSessionId`) the page
 * confirms the session before loading; a plan chosen on /pricing (`requestedPlan`) is chosen here once
 * loaded, so /pricing shares this flow. Every side effect is injected with `billingMachine.provide`: the
 * actors (billingActors.ts) call the server, `notify` shows a toast, `leaveFor` sends the browser to
 * Stripe's checkout or portal.
 */

export const BILLING_TABS = ["Subscription Plans", "Billing Details", "Payment History"] as const;
export type BillingTab = (typeof BILLING_TABS)[number];

export interface BillingContext {
  overview?: BillingOverview;
  /** Why loading failed. */
  error?: string;
  tab: BillingTab;
  /** The cycle the plans are shown at; until the coach switches, their plan's. */
  cycle?: BillingCycle;
  /** The plan being checked out, previewed or changed to (its button shows the work). */
  choice?: PlanChoice;
  /** Stripe's preview of `choice`, waiting for the coach's confirmation. */
  preview?: PlanChangePreview;
  /** The coupon box's text. */
  couponCode: string;
  /** Back from Stripe's checkout: the session to confirm before loading. */
  checkoutSessionId?: string;
  /** A plan chosen on /pricing, chosen here once the billing is loaded. */
  requestedPlan?: PlanChoice;
}

export interface BillingInput {
  checkoutSessionId?: string;
  requestedPlan?: PlanChoice;
}

export type BillingEvent =
  | { type: "SELECT_TAB"; tab: BillingTab }
  | { type: "SET_CYCLE"; cycle: BillingCycle }
  | { type: "CHOOSE_PLAN"; tierId: string }
  | { type: "ADD_CARD" }
  | { type: "CONFIRM_CHANGE" }
  | { type: "CONFIRM_CHECKOUT" }
  | { type: "KEEP_PLAN" }
  | { type: "TYPE_COUPON"; code: string }
  | { type: "APPLY_COUPON" }
  | { type: "OPEN_PORTAL" }
  | { type: "RELOAD" };

/** Names of the injected actors, which are also their invoke ids. */
export const BILLING_ACTORS = ["verifyCheckout", "loadBilling", "startCheckout", "previewPlanChange", "changePlan", "applyCoupon", "openPortal"] as const;

function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`billingMachine: actor '${name}' was not provided`);
  });
}

/** The cycle the plans show. */
export const shownCycle = (context: BillingContext): BillingCycle => context.cycle ?? context.overview?.plan.billingCycle ?? "monthly";

/** While a checkout or a plan change waits for 'Confirm', the coach may keep the plan, show another cycle or pick another tier. */
const reconsidering = {
  KEEP_PLAN: { target: "idle", actions: "clearChoice" },
  SET_CYCLE: { target: "idle", actions: "setCycle" },
  CHOOSE_PLAN: [{ guard: "isChoosable", target: "choosing", actions: "setChoice" }],
} as const;

export const billingMachine = setup({
  types: {
    context: {} as BillingContext,
    events: {} as BillingEvent,
    input: {} as BillingInput | void,
  },
  actors: {
    verifyCheckout: notProvided<VerifyCheckoutOutput, VerifyCheckoutInput>("verifyCheckout"),
    loadBilling: notProvided<LoadBillingOutput, void>("loadBilling"),
    startCheckout: notProvided<StartCheckoutOutput, StartCheckoutInput>("startCheckout"),
    previewPlanChange: notProvided<PreviewPlanChangeOutput, PreviewPlanChangeInput>("previewPlanChange"),
    changePlan: notProvided<ChangePlanOutput, ChangePlanInput>("changePlan"),
    applyCoupon: notProvided<ApplyCouponOutput, ApplyCouponInput>("applyCoupon"),
    openPortal: notProvided<OpenPortalOutput, void>("openPortal"),
  },
  actions: {
    // Injected effects.
    notify: (_, _toast: BillingToast) => {},
    /** The browser leaves for Stripe (checkout, portal) or, for the founder plan, the success page. */
    leaveFor: (_, _params: { url: string }) => {},

    setOverview: assign((_, overview: BillingOverview) => ({ overview, error: undefined })),
    setLoadError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error, "Unable to proceed. Please try again.") })),
    clearLoadError: assign({ error: undefined }),
    selectTab: assign(({ event }) => {
      assertEvent(event, "SELECT_TAB");
      return { tab: event.tab };
    }),
    setCycle: assign(({ event }) => {
      assertEvent(event, "SET_CYCLE");
      return { cycle: event.cycle, choice: undefined, preview: undefined };
    }),
    setChoice: assign(({ context, event }) => {
      assertEvent(event, "CHOOSE_PLAN");
      return { choice: { tierId: event.tierId, billingCycle: shownCycle(context) }, preview: undefined };
    }),
    chooseOwnPlan: assign(({ context }) => ({ choice: { tierId: context.overview!.plan.tierId, billingCycle: context.overview!.plan.billingCycle }, cycle: undefined, preview: undefined })),
    chooseRequestedPlan: assign(({ context }) => ({ choice: context.requestedPlan, cycle: context.requestedPlan?.billingCycle, requestedPlan: undefined })),
    dropRequestedPlan: assign({ requestedPlan: undefined }),
    setPreview: assign((_, preview: PlanChangePreview) => ({ preview })),
    clearChoice: assign({ choice: undefined, preview: undefined }),
    typeCoupon: assign(({ event }) => {
      assertEvent(event, "TYPE_COUPON");
      return { couponCode: event.code };
    }),
    clearCoupon: assign({ couponCode: "" }),
  },
  guards: {
    /** The tier's button does something at the shown cycle: checkout, a card for the trial, or a change. */
    isChoosable: ({ context, event }) => {
      assertEvent(event, "CHOOSE_PLAN");
      if (!context.overview) return false;
      const action = planAction(context.overview, event.tierId, shownCycle(context));
      return action === "join" || action === "add-card";
    },
    isPaying: ({ context }) => context.overview !== undefined && isPaying(context.overview),
    needsCard: ({ context }) => context.overview !== undefined && needsCard(context.overview),
    /** Checkout at another cycle than the plan's: the card will be charged at it, so the coach confirms first. */
    switchesCycle: ({ context }) => context.choice !== undefined && context.choice.billingCycle !== context.overview?.plan.billingCycle,
    isReturningFromCheckout: ({ context }) => context.checkoutSessionId !== undefined,
    /** The plan /pricing asked for does something here (a change, checkout); else the page just shows the plans. */
    isRequestedPlanChoosable: ({ context }) => {
      const requested = context.requestedPlan;
      if (!requested || !context.overview) return false;
      const action = planAction(context.overview, requested.tierId, requested.billingCycle);
      return action === "join" || action === "add-card";
    },
    /** A founder's plan is free for life: no coupon, no payments to manage (the page hides both). */
    hasPayments: ({ context }) => context.overview?.plan.founder === false,
    isCouponBlank: ({ context }) => context.couponCode.trim() === "",
    isCurrentPlan: (_, params: { output: StartCheckoutOutput }) => params.output.outcome === "current-plan",
  },
}).createMachine({
  id: "billing",
  context: ({ input }) => ({ tab: "Subscription Plans", couponCode: "", checkoutSessionId: input?.checkoutSessionId, requestedPlan: input?.requestedPlan }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "isReturningFromCheckout", target: "verifyingCheckout" }, { target: "loading" }],
    },
    /** Back from checkout: the server confirms the session (and applies it) before the billing is read. */
    verifyingCheckout: {
      invoke: {
        id: "verifyCheckout",
        src: "verifyCheckout",
        input: ({ context }) => ({ sessionId: context.checkoutSessionId! }),
        onDone: { target: "loading", actions: { type: "notify", params: ({ event }) => BILLING_TOASTS.checkoutReturned(event.output) } },
        onError: { target: "loading", actions: { type: "notify", params: BILLING_TOASTS.checkoutUnverified } },
      },
    },
    loading: {
      invoke: {
        id: "loadBilling",
        src: "loadBilling",
        onDone: { target: "ready", actions: { type: "setOverview", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: { type: "setLoadError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RELOAD: { target: "loading", actions: "clearLoadError" } },
    },
    ready: {
      initial: "opening",
      on: {
        SELECT_TAB: { actions: "selectTab" },
        TYPE_COUPON: { actions: "typeCoupon" },
      },
      states: {
        /** Transient: a plan chosen on /pricing is chosen here. */
        opening: {
          always: [{ guard: "isRequestedPlanChoosable", target: "choosing", actions: "chooseRequestedPlan" }, { target: "idle", actions: "dropRequestedPlan" }],
        },
        idle: {
          on: {
            SET_CYCLE: { actions: "setCycle" },
            CHOOSE_PLAN: [
              { guard: "isChoosable", target: "choosing", actions: "setChoice" },
            ],
            ADD_CARD: { guard: "needsCard", target: "checkingOut", actions: "chooseOwnPlan" },
            APPLY_COUPON: [
              { guard: not("hasPayments") },
              { guard: "isCouponBlank", actions: { type: "notify", params: BILLING_TOASTS.couponBlank } },
              { target: "applyingCoupon" },
            ],
            OPEN_PORTAL: { guard: "hasPayments", target: "openingPortal" },
            RELOAD: "refreshing",
          },
        },
        /** Transient: a paying coach previews the change; a switch of cycle asks first; anyone else checks out. */
        choosing: {
          always: [{ guard: "isPaying", target: "previewing" }, { guard: "switchesCycle", target: "confirmingCheckout" }, { target: "checkingOut" }],
        },
        /** 'Switch to annual billing?': continue to checkout, keep the plan, or pick another cycle or tier. */
        confirmingCheckout: {
          on: {
            CONFIRM_CHECKOUT: "checkingOut",
            ...reconsidering,
          },
        },
        checkingOut: {
          invoke: {
            id: "startCheckout",
            src: "startCheckout",
            input: ({ context }) => context.choice!,
            onDone: [
              { guard: { type: "isCurrentPlan", params: ({ event }) => ({ output: event.output }) }, target: "idle", actions: "clearChoice" },
              {
                target: "leaving",
                actions: { type: "leaveFor", params: ({ event }) => ({ url: "url" in event.output ? event.output.url : "" }) },
              },
            ],
            onError: { target: "idle", actions: ["clearChoice", { type: "notify", params: ({ event }) => BILLING_TOASTS.checkoutFailed(event.error) }] },
          },
        },
        previewing: {
          invoke: {
            id: "previewPlanChange",
            src: "previewPlanChange",
            input: ({ context }) => context.choice!,
            onDone: { target: "confirming", actions: { type: "setPreview", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: ["clearChoice", { type: "notify", params: ({ event }) => BILLING_TOASTS.failed(event.error) }] },
          },
        },
        /** The preview is shown: confirm, keep the current plan, or pick another cycle or tier. */
        confirming: {
          on: {
            CONFIRM_CHANGE: "changingPlan",
            ...reconsidering,
          },
        },
        changingPlan: {
          invoke: {
            id: "changePlan",
            src: "changePlan",
            input: ({ context }) => context.choice!,
            onDone: {
              target: "refreshing",
              actions: [
                { type: "notify", params: ({ context }) => BILLING_TOASTS.planChanged(tierById(context.choice!.tierId)?.name ?? context.choice!.tierId, context.choice!.billingCycle) },
                "clearChoice",
              ],
            },
            onError: { target: "confirming", actions: { type: "notify", params: ({ event }) => BILLING_TOASTS.failed(event.error) } },
          },
        },
        applyingCoupon: {
          invoke: {
            id: "applyCoupon",
            src: "applyCoupon",
            input: ({ context }) => ({ code: context.couponCode.trim() }),
            onDone: { target: "refreshing", actions: [{ type: "notify", params: ({ event }) => BILLING_TOASTS.couponApplied(event.output) }, "clearCoupon"] },
            onError: { target: "idle", actions: { type: "notify", params: ({ event }) => BILLING_TOASTS.couponFailed(event.error) } },
          },
        },
        openingPortal: {
          invoke: {
            id: "openPortal",
            src: "openPortal",
            onDone: { target: "leaving", actions: { type: "leaveFor", params: ({ event }) => ({ url: event.output.url }) } },
            onError: { target: "idle", actions: { type: "notify", params: ({ event }) => BILLING_TOASTS.failed(event.error) } },
          },
        },
        /** After a change: the page keeps showing the old billing until the new one is in. */
        refreshing: {
          invoke: {
            id: "loadBilling",
            src: "loadBilling",
            onDone: { target: "idle", actions: { type: "setOverview", params: ({ event }) => event.output } },
            onError: { target: "idle", actions: { type: "notify", params: ({ event }) => BILLING_TOASTS.failed(event.error) } },
          },
        },
        /** The browser is on its way to Stripe: every button stays busy. */
        leaving: {},
      },
    },
  },
});

export type BillingMachine = typeof billingMachine;
