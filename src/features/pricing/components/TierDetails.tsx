import {
  annualSavings,
  formatUsd,
  priceFor,
  type BillingCycle,
  type PricingTier,
  type TierStatus,
} from "@machines/pricing/tiers";
import { CheckCircleIcon, LockIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";

export interface TierView {
  tier: PricingTier;
  status: TierStatus;
  /** The coach's current plan: a disabled 'Current Plan' button. */
  isCurrent: boolean;
  /** A signed-in coach's 'Join Now' is under way: on this tier ('preparing') or another ('waiting'). */
  busy: "preparing" | "waiting" | null;
}

export function TierPrice({ tier, cycle }: { tier: PricingTier; cycle: BillingCycle }) {
  return (
    <p className="flex items-baseline gap-1">
      <span className="text-4xl font-bold tracking-tight text-brand-text">{formatUsd(priceFor(tier, cycle))}</span>
      <span className="text-sm font-medium text-slate-600">{cycle === "annual" ? "/year" : "/month"}</span>
    </p>
  );
}

/** The annual savings note: monthly × 12 × the discount percent (spec §9). */
export function SavingsNote({ tier }: { tier: PricingTier }) {
  return (
    <p className="text-sm font-medium text-emerald-800">
      Save {formatUsd(annualSavings(tier.monthlyPrice))} a year
    </p>
  );
}

/**
 * The tier's button: 'Join Now' / 'Join Beta' when open. A locked tier or the current plan shows its status text
 * ('Get Notified', 'Sold Out', 'Current Plan') on a disabled, outline-only button that does not look clickable.
 */
export function TierButton({ view, onChoose }: { view: TierView; onChoose: () => void }) {
  const { status, isCurrent } = view;
  const layout = "w-full self-start whitespace-nowrap py-2.5";
  if (isCurrent || status.status === "locked") {
    return (
      <button type="button" disabled className={`${layout} ${buttonStyles("unavailable", "md")}`}>
        {!isCurrent && <LockIcon className="size-4" />}
        {isCurrent ? "Current Plan" : status.cta}
      </button>
    );
  }
  return (
    <button type="button" onClick={onChoose} disabled={view.busy !== null} aria-busy={view.busy === "preparing"} className={`${layout} ${buttonStyles("primary", "md")}`}>
      {view.busy === "preparing" ? "Preparing checkout..." : status.cta}
    </button>
  );
}

export function TierFeatures({ tier }: { tier: PricingTier }) {
  return (
    <ul className="grid content-start gap-2 text-sm text-slate-700" aria-label={`${tier.name} includes`}>
      {tier.features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

export function PopularBadge() {
  return <span className="whitespace-nowrap rounded-full bg-brand px-3 py-1 text-xs font-semibold text-white">Most Popular</span>;
}

/**
 * Everything under a tier's name — price (and savings), description, button, features — as four
 * siblings, so the desktop cards can line them up across tiers in a subgrid.
 */
export function TierBody({ view, cycle, onChoose }: { view: TierView; cycle: BillingCycle; onChoose: () => void }) {
  const { tier } = view;
  return (
    <>
      <div className="grid content-start gap-1">
        <TierPrice tier={tier} cycle={cycle} />
        {cycle === "annual" && <SavingsNote tier={tier} />}
      </div>
      <p className="text-sm text-slate-600">{tier.description}</p>
      <TierButton view={view} onChoose={onChoose} />
      <TierFeatures tier={tier} />
    </>
  );
}
