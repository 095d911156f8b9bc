import { Link } from "@tanstack/react-router";
import type { BillingOverview } from "@machines/billing/contracts";
import { BILLING_TABS, shownCycle } from "@machines/billing/billingMachine";
import { ANNUAL_TOGGLE_LABEL } from "@machines/pricing/tiers";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { useBilling } from "../useBilling";
import { BillingDetails } from "./BillingDetails";
import { CouponBox } from "./CouponBox";
import { PaymentHistory } from "./PaymentHistory";
import { PlanCards } from "./PlanCards";
import { TrialBanner } from "./TrialBanner";

/** /billing's content (spec §2): plans with a monthly/annual switch, billing details and payment history, all from Stripe (the route loads the billing). */
export function BillingPage({ billing }: { billing: Promise<BillingOverview> }) {
  const [snapshot, send] = useBilling(billing);
  const { overview, tab } = snapshot.context;

  if (!overview) {
    const failed = snapshot.matches("failed");
    return (
      <>
        <p role={failed ? "alert" : "status"} className="text-slate-700">
          {failed ? snapshot.context.error : "Loading your billing…"}
        </p>
        {failed && (
          <Link to="/initial-screening" className={`mt-4 inline-flex ${buttonStyles("primary")}`}>
            Start your free trial
          </Link>
        )}
      </>
    );
  }
  const cycle = shownCycle(snapshot.context);
  const settling = !snapshot.matches({ ready: "idle" }) && !snapshot.matches({ ready: "confirming" }) && !snapshot.matches({ ready: "confirmingCheckout" });

  return (
    <>
      <div role="tablist" aria-label="Billing" className="flex flex-wrap gap-2 border-b border-slate-200">
        {BILLING_TABS.map((label) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`billing-tab-${label}`}
            aria-selected={tab === label}
            aria-controls="billing-panel"
            onClick={() => send({ type: "SELECT_TAB", tab: label })}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${focusRing} ${tab === label ? "border-brand text-brand" : "border-transparent text-slate-600"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="billing-panel" aria-labelledby={`billing-tab-${tab}`} className="pt-6">
        {tab === "Subscription Plans" && (
          <div className="grid gap-6">
            <TrialBanner overview={overview} busy={settling} onAddCard={() => send({ type: "ADD_CARD" })} />
            <fieldset className="flex gap-4" disabled={settling}>
              <legend className="sr-only">Billing cycle</legend>
              {(["monthly", "annual"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input type="radio" name="billing-cycle" checked={cycle === value} onChange={() => send({ type: "SET_CYCLE", cycle: value })} />
                  {value === "monthly" ? "Monthly" : ANNUAL_TOGGLE_LABEL}
                </label>
              ))}
            </fieldset>
            <PlanCards snapshot={snapshot} send={send} />
            {!overview.plan.founder && (
              <CouponBox code={snapshot.context.couponCode} busy={snapshot.matches({ ready: "applyingCoupon" })} send={send} />
            )}
          </div>
        )}
        {tab === "Billing Details" && <BillingDetails overview={overview} opening={snapshot.matches({ ready: "openingPortal" }) || snapshot.matches({ ready: "leaving" })} onOpenPortal={() => send({ type: "OPEN_PORTAL" })} />}
        {tab === "Payment History" && <PaymentHistory overview={overview} />}
      </div>
    </>
  );
}
