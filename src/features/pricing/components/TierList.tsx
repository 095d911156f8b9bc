import * as Collapsible from "@radix-ui/react-collapsible";
import { formatUsd, priceFor, type BillingCycle, type TierId } from "@machines/pricing/tiers";
import { focusRing } from "@/components/ui/styles";
import { PopularBadge, TierBody, type TierView } from "./TierDetails";

interface TierListProps {
  views: readonly TierView[];
  cycle: BillingCycle;
  expandedTierId: TierId;
  onExpand: (tierId: TierId) => void;
  onChoose: (view: TierView) => void;
}

/**
 * Below 768 px: a list of tiers with exactly one expanded (spec §2, §9). Opening a tier closes the
 * other; the open one stays open (like an accordion that cannot collapse completely).
 */
export function TierList({ views, cycle, expandedTierId, onExpand, onChoose }: TierListProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Pricing tiers">
      {views.map((view) => {
        const { tier, status } = view;
        const open = tier.id === expandedTierId;
        return (
          <Collapsible.Root key={tier.id} asChild open={open} onOpenChange={(next) => next && onExpand(tier.id)}>
            <li
              data-tier={tier.id}
              className={`rounded-xl border bg-white shadow-sm ${status.isPopular ? "border-brand ring-1 ring-brand" : "border-slate-200"}`}
            >
              <h3>
                <Collapsible.Trigger
                  aria-disabled={open || undefined}
                  className={`flex w-full items-center justify-between gap-3 rounded-xl px-4 py-4 text-left ${focusRing}`}
                >
                  <span className="grid gap-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-base font-semibold text-brand-text">{tier.name}</span>
                      {status.isPopular && <PopularBadge />}
                    </span>
                    <span className="text-sm text-slate-600">
                      {formatUsd(priceFor(tier, cycle))}
                      {cycle === "annual" ? "/year" : "/month"} · {status.status === "locked" ? status.cta : "Open"}
                    </span>
                  </span>
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className={`size-5 shrink-0 text-brand transition-transform ${open ? "rotate-180" : ""}`}
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </Collapsible.Trigger>
              </h3>
              <Collapsible.Content className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4">
                <TierBody view={view} cycle={cycle} onChoose={() => onChoose(view)} />
              </Collapsible.Content>
            </li>
          </Collapsible.Root>
        );
      })}
    </ul>
  );
}
