import type { BillingCycle } from "@machines/pricing/tiers";
import { PopularBadge, TierBody, type TierView } from "./TierDetails";

interface TierGridProps {
  views: readonly TierView[];
  cycle: BillingCycle;
  onChoose: (view: TierView) => void;
}

/** From 768 px: every tier side by side as a card. */
export function TierGrid({ views, cycle, onChoose }: TierGridProps) {
  return (
    <ul className="hidden gap-x-4 gap-y-4 pt-3 md:grid md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" aria-label="Pricing tiers">
      {views.map((view) => {
        const { tier, status } = view;
        return (
          // Each card spans five rows of the list's grid (name, price, description, button, features)
          // as a subgrid, so prices and buttons line up across the cards of a row.
          <li
            key={tier.id}
            data-tier={tier.id}
            className={`relative row-span-5 grid grid-rows-subgrid gap-y-4 rounded-2xl border p-5 shadow-sm ${status.isPopular ? "border-brand bg-white ring-2 ring-brand" : "border-slate-200"} ${status.status === "locked" ? "bg-slate-50" : "bg-white"}`}
          >
            {status.isPopular && (
              <span className="absolute -top-3 left-1/2 -translate-x-1/2">
                <PopularBadge />
              </span>
            )}
            <h3 className="text-lg font-semibold text-brand-text">{tier.name}</h3>
            <TierBody view={view} cycle={cycle} onChoose={() => onChoose(view)} />
          </li>
        );
      })}
    </ul>
  );
}
