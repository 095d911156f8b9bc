import type { SnapshotFrom } from "xstate";
import { shownCycle, type BillingEvent, type BillingMachine } from "@machines/billing/billingMachine";
import { CYCLE_SWITCH_MESSAGES, TRIAL_MESSAGES } from "@machines/billing/messages";
import { planAction } from "@machines/billing/plans";
import { formatBillingDate, trialDaysLeft } from "@machines/onboarding/trial";
import { PRICING_TIERS, formatUsd, priceFor, tierById } from "@machines/pricing/tiers";
import { buttonStyles } from "@/components/ui/styles";
import { formatCents } from "../format";

interface PlanCardsProps {
  snapshot: SnapshotFrom<BillingMachine>;
  send: (event: BillingEvent) => void;
}

const BUTTON_LABELS = { "add-card": "Add a Card", join: "Join Now" } as const;

/**
 * 'Subscription Plans': every tier at the chosen cycle. The coach's plan is marked 'Current Plan' (a
 * trial's with the days left; an applied coupon's price shown); a paused plan offers 'Add a Card'; open
 * tiers offer 'Join Now': a paying coach first sees Stripe's proration preview and confirms, a switch
 * of cycle asks first, anyone else goes to checkout (billingMachine).
 */
export function PlanCards({ snapshot, send }: PlanCardsProps) {
  const { overview, choice, preview } = snapshot.context;
  const confirmingCheckout = snapshot.matches({ ready: "confirmingCheckout" });
  if (!overview) return null;
  const cycle = shownCycle(snapshot.context);
  const busy = !snapshot.matches({ ready: "idle" }) && !snapshot.matches({ ready: "confirming" }) && !confirmingCheckout;
  const working = (tierId: string) => busy && choice?.tierId === tierId;

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
          const action = planAction(overview, tier.id, cycle);
          const own = tier.id === overview.plan.tierId && cycle === overview.plan.billingCycle;
          const coupon = own ? overview.subscription?.coupon : null;
          const trialEndsAt = overview.subscription?.status === "trialing" ? overview.subscription.trialEndsAt : null;
          return (
            <li key={tier.id} className={`rounded-xl border p-5 ${own ? "border-2 border-brand" : "border-slate-200"}`} aria-label={tier.name}>
              <h3 className="text-lg font-semibold text-brand-text">{tier.name}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-text">
                {coupon && (
                  <>
                    <s className="mr-2 text-lg font-normal text-slate-500">{formatUsd(priceFor(tier, cycle))}</s>
                    <span className="sr-only">now </span>
                  </>
                )}
                {formatUsd(coupon ? coupon.priceAfterCoupon : priceFor(tier, cycle))}
                <span className="text-sm font-normal text-slate-600">/{cycle === "annual" ? "year" : "month"}</span>
              </p>
              {coupon && (
                <p className="text-sm font-medium text-green-800">
                  {coupon.code}: {coupon.description}
                </p>
              )}
              <p className="mt-2 text-sm text-slate-600">{tier.description}</p>
              {action === "current" || action === "unavailable" ? (
                <>
                  <button type="button" disabled className={`mt-4 w-full ${buttonStyles("unavailable")}`}>
                    {action === "current" ? "Current Plan" : tier.cta}
                  </button>
                  {action === "current" && trialEndsAt && <p className="mt-2 text-center text-sm font-medium text-brand-text">{TRIAL_MESSAGES.daysLeft(trialDaysLeft(trialEndsAt, new Date()))}</p>}
                </>
              ) : (
                <button type="button" disabled={busy} onClick={() => send({ type: "CHOOSE_PLAN", tierId: tier.id })} className={`mt-4 w-full ${buttonStyles("primary")}`}>
                  {working(tier.id) ? "Preparing checkout..." : BUTTON_LABELS[action]}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {confirmingCheckout && choice && (
        <section aria-labelledby="cycle-switch-title" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 id="cycle-switch-title" className="font-semibold text-brand-text">
            {CYCLE_SWITCH_MESSAGES.title(choice.billingCycle)}
          </h3>
          <p className="mt-2 text-sm text-slate-700">
            {CYCLE_SWITCH_MESSAGES.body(
              tierById(choice.tierId)?.name ?? choice.tierId,
              `${formatUsd(priceFor(tierById(choice.tierId)!, choice.billingCycle))}/${choice.billingCycle === "annual" ? "year" : "month"}`,
              overview.subscription?.nextBillingDate ? formatBillingDate(overview.subscription.nextBillingDate) : null,
            )}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button type="button" onClick={() => send({ type: "CONFIRM_CHECKOUT" })} className={buttonStyles("primary")}>
              {CYCLE_SWITCH_MESSAGES.confirm}
            </button>
            <button type="button" onClick={() => send({ type: "KEEP_PLAN" })} className={buttonStyles("secondary")}>
              {CYCLE_SWITCH_MESSAGES.keep}
            </button>
          </div>
        </section>
      )}
      {preview && choice && (
        <section aria-labelledby="plan-change-title" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 id="plan-change-title" className="font-semibold text-brand-text">
            Change to {tierById(choice.tierId)?.name ?? choice.tierId}, billed {choice.billingCycle}
          </h3>
          <ul className="mt-3 grid gap-1 text-sm text-slate-700">
            {preview.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{line.description}</span>
                <span>{formatCents(line.amount)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 font-medium text-brand-text">
            {preview.dueNow ? "Due now" : "On your next invoice"}: {formatCents(preview.amountDue)}
            {!preview.dueNow && preview.nextBillingDate ? ` (${formatBillingDate(preview.nextBillingDate)})` : ""}
          </p>
          <div className="mt-4 flex gap-3">
            <button type="button" disabled={busy} onClick={() => send({ type: "CONFIRM_CHANGE" })} className={buttonStyles("primary")}>
              Confirm change
            </button>
            <button type="button" disabled={busy} onClick={() => send({ type: "KEEP_PLAN" })} className={buttonStyles("secondary")}>
              Keep current plan
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
