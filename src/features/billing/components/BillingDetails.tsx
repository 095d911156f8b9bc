import type { BillingOverview } from "@machines/billing/contracts";
import { referralPricingNote } from "@machines/pricing/referralPricing";
import { formatUsd } from "@machines/pricing/tiers";
import { formatBillingDate } from "@machines/onboarding/trial";
import { formatDate } from "@machines/shared/dates";
import { buttonStyles } from "@/components/ui/styles";
import { cardBrand, formatCents } from "../format";

const STATUS_LABELS: Record<string, string> = {
  trialing: "Free trial",
  active: "Active",
  past_due: "Payment overdue: we are retrying your card",
  paused: "Paused: add a card to resume (your forwarded mail is kept)",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Awaiting payment",
  incomplete_expired: "Expired",
};

/** 'Billing Details': the real card, status and next billing date, Coach Connect credits, and the Customer Portal. */
export function BillingDetails({ overview, opening, onOpenPortal }: { overview: BillingOverview; opening: boolean; onOpenPortal: () => void }) {
  const { plan, subscription } = overview;
  const card = subscription?.paymentMethod;
  const rows: Array<[string, string]> = [
    [
      "Plan",
      `${plan.tierName}, ${formatUsd(plan.price)}/${plan.billingCycle === "annual" ? "year" : "month"}${plan.referralPricing ? ` (${referralPricingNote(plan.referralPricing)})` : ""}${subscription?.coupon ? `; ${formatUsd(subscription.coupon.priceAfterCoupon)} with ${subscription.coupon.code} (${subscription.coupon.description})` : ""}`,
    ],
    ["Status", plan.founder ? "Free for life" : subscription ? STATUS_LABELS[subscription.status]! : "No subscription"],
    ["Payment method", card ? `${cardBrand(card.brand)} ending in ${card.last4}` : "No card on file"],
    ["Next billing date", subscription?.nextBillingDate ? formatBillingDate(subscription.nextBillingDate) : "None scheduled"],
  ];
  if (subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd) rows.push(["Ends", formatBillingDate(subscription.currentPeriodEnd)]);
  if (subscription?.coupon) rows.push(["Coupon", `${subscription.coupon.code}: ${subscription.coupon.description}`]);

  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-brand-text">{value}</dd>
          </div>
        ))}
      </dl>
      {overview.referralRewards.length > 0 && (
        <section aria-labelledby="rewards-title">
          <h3 id="rewards-title" className="font-semibold text-brand-text">
            Coach Connect rewards
          </h3>
          <ul className="mt-2 grid gap-1 text-sm text-slate-700">
            {overview.referralRewards.map((reward) => (
              <li key={`${reward.refereeName}-${reward.creditedAt}`}>
                {reward.refereeName} joined: {formatCents(reward.creditCents)} credited on {formatDate(reward.creditedAt, overview.timeZone)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!plan.founder && (
        <div>
          <button type="button" disabled={opening} onClick={onOpenPortal} className={buttonStyles("secondary")}>
            {opening ? "Opening..." : "Manage Billing in the Customer Portal"}
          </button>
          <p className="mt-2 text-sm text-slate-600">Cancel, change your card, download receipts or ask for a refund.</p>
        </div>
      )}
    </div>
  );
}
