import { useState } from "react";
import type { BillingOverview, PlanChangePreview } from "@machines/billing/contracts";
import { PRICING_TIERS, formatUsd, priceFor, type BillingCycle, type PricingTier } from "@machines/pricing/tiers";
import { formatDate } from "@machines/shared/dates";
import { buttonStyles } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";
import { startCheckout } from "../checkout";
import { formatCents } from "../format";

interface PlanCardsProps {
  overview: BillingOverview;
  cycle: BillingCycle;
  onChanged: () => void;
}

const PAID_STATUSES = new Set(["active", "past_due"]);

/**
 * 'Subscription Plans': every tier at the chosen cycle. The current tier and cycle is marked 'Current Plan';
 * open tiers offer 'Join Now': a paying coach first sees Stripe's proration preview and confirms, anyone
 * else goes to checkout (a trial's card is collected for the running trial; a coupon applied in the coupon
 * box is already on the subscription, and a new subscription's checkout page takes promotion codes).
 */
export function PlanCards({ overview, cycle, onChanged }: PlanCardsProps) {
  const [busyTier, setBusyTier] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ tier: PricingTier; preview: PlanChangePreview } | null>(null);
  const paying = PAID_STATUSES.has(overview.subscription?.status ?? "");
  // A trial (or a plan paused when the trial ended) without a card: the current plan's button collects one.
  const needsCard = !overview.subscription?.paymentMethod && (overview.subscription?.status === "trialing" || overview.subscription?.status === "paused");

  const choose = async (tier: PricingTier) => {
    setBusyTier(tier.id);
    try {
      if (paying) setPreview({ tier, preview: await call("previewPlanChange", { tierId: tier.id, billingCycle: cycle }) });
      else if (await startCheckout(tier.id, cycle)) return;
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : "Unable to proceed. Please try again.", variant: "destructive" });
    }
    setBusyTier(null);
  };

  const confirm = async () => {
    if (!preview) return;
    setBusyTier(preview.tier.id);
    try {
      await call("changePlan", { tierId: preview.tier.id, billingCycle: cycle });
      toast({ title: "Plan changed", description: `You're now on ${preview.tier.name}, billed ${cycle}.` });
      setPreview(null);
      onChanged();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : "Unable to proceed. Please try again.", variant: "destructive" });
    }
    setBusyTier(null);
  };

  if (overview.plan.founder) {
    return (
      <div className="rounded-xl border-2 border-brand p-5">
        <h3 className="text-lg font-semibold text-brand-text">{overview.plan.tierName}</h3>
        <p className="mt-1 text-slate-700">$0, free for life.</p>
        <button type="button" disabled className={`mt-4 ${buttonStyles("unavailable")}`}>
          Current Plan
        </button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PRICING_TIERS.map((tier) => {
          const isCurrent = tier.id === overview.plan.tierId && cycle === overview.plan.billingCycle;
          const open = overview.purchasableTierIds.includes(tier.id);
          return (
            <li key={tier.id} className={`rounded-xl border p-5 ${isCurrent ? "border-2 border-brand" : "border-slate-200"}`} aria-label={tier.name}>
              <h3 className="text-lg font-semibold text-brand-text">{tier.name}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-text">
                {formatUsd(priceFor(tier, cycle))}
                <span className="text-sm font-normal text-slate-600">/{cycle === "annual" ? "year" : "month"}</span>
              </p>
              <p className="mt-2 text-sm text-slate-600">{tier.description}</p>
              {isCurrent && needsCard ? (
                <button type="button" disabled={busyTier !== null} onClick={() => void choose(tier)} className={`mt-4 w-full ${buttonStyles("primary")}`}>
                  {busyTier === tier.id ? "Preparing checkout..." : "Add a Card"}
                </button>
              ) : isCurrent || !open ? (
                <button type="button" disabled className={`mt-4 w-full ${buttonStyles("unavailable")}`}>
                  {isCurrent ? "Current Plan" : tier.cta}
                </button>
              ) : (
                <button type="button" disabled={busyTier !== null} onClick={() => void choose(tier)} className={`mt-4 w-full ${buttonStyles("primary")}`}>
                  {busyTier === tier.id ? "Preparing checkout..." : "Join Now"}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {preview && (
        <section aria-labelledby="plan-change-title" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 id="plan-change-title" className="font-semibold text-brand-text">
            Change to {preview.tier.name}, billed {cycle}
          </h3>
          <ul className="mt-3 grid gap-1 text-sm text-slate-700">
            {preview.preview.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{line.description}</span>
                <span>{formatCents(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 font-medium text-brand-text">
            {preview.preview.dueNow ? "Due now" : "On your next invoice"}: {formatCents(preview.preview.amountDue)}
            {!preview.preview.dueNow && preview.preview.nextBillingDate ? ` (${formatDate(preview.preview.nextBillingDate, overview.timeZone)})` : ""}
          </p>
          <div className="mt-4 flex gap-3">
            <button type="button" disabled={busyTier !== null} onClick={() => void confirm()} className={buttonStyles("primary")}>
              Confirm change
            </button>
            <button type="button" onClick={() => setPreview(null)} className={buttonStyles("secondary")}>
              Keep current plan
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
