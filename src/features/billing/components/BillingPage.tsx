import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { ANNUAL_TOGGLE_LABEL, type BillingCycle } from "@machines/pricing/tiers";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { useBilling } from "../useBilling";
import { BillingDetails } from "./BillingDetails";
import { CouponBox } from "./CouponBox";
import { PaymentHistory } from "./PaymentHistory";
import { PlanCards } from "./PlanCards";

const TABS = ["Subscription Plans", "Billing Details", "Payment History"] as const;
type Tab = (typeof TABS)[number];

/** /billing's content (spec §2): plans with a monthly/annual switch, billing details and payment history, all from Stripe. */
export function BillingPage() {
  const { state, reload } = useBilling();
  const [tab, setTab] = useState<Tab>("Subscription Plans");
  const [cycle, setCycle] = useState<BillingCycle | null>(null);

  if (state.status !== "ready") {
    return (
      <>
        <p role={state.status === "loading" ? "status" : "alert"} className="text-slate-700">
          {state.status === "loading" ? "Loading your billing…" : state.message}
        </p>
        {state.status === "failed" && (
          <Link to="/initial-screening" className={`mt-4 inline-flex ${buttonStyles("primary")}`}>
            Start your free trial
          </Link>
        )}
      </>
    );
  }
  const { overview } = state;
  const shownCycle = cycle ?? overview.plan.billingCycle;

  return (
    <>
      <div role="tablist" aria-label="Billing" className="flex flex-wrap gap-2 border-b border-slate-200">
        {TABS.map((label) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`billing-tab-${label}`}
            aria-selected={tab === label}
            aria-controls="billing-panel"
            onClick={() => setTab(label)}
            className={`-mb-px border-b-2 px-4 py-2 font-medium ${focusRing} ${tab === label ? "border-brand text-brand" : "border-transparent text-slate-600"}`}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="billing-panel" aria-labelledby={`billing-tab-${tab}`} className="pt-6">
        {tab === "Subscription Plans" && (
          <div className="grid gap-6">
            <fieldset className="flex gap-4">
              <legend className="sr-only">Billing cycle</legend>
              {(["monthly", "annual"] as const).map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input type="radio" name="billing-cycle" checked={shownCycle === value} onChange={() => setCycle(value)} />
                  {value === "monthly" ? "Monthly" : ANNUAL_TOGGLE_LABEL}
                </label>
              ))}
            </fieldset>
            <PlanCards overview={overview} cycle={shownCycle} onChanged={reload} />
            {!overview.plan.founder && (
              <CouponBox onApplied={reload} />
            )}
          </div>
        )}
        {tab === "Billing Details" && <BillingDetails overview={overview} />}
        {tab === "Payment History" && <PaymentHistory overview={overview} />}
      </div>
    </>
  );
}
