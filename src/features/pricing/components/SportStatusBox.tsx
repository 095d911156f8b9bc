import { sportLabel } from "@machines/pricing/startOnboarding";
import { formatUsd, tierById, tierStatusForSport, type SportKey, type TierId } from "@machines/pricing/tiers";
import { CheckCircleIcon, LockIcon } from "@/components/ui/icons";

/** The two beta-era tiers whose status differs by sport (spec §4). */
const SPORT_TIERS: readonly TierId[] = ["beta", "first-movers"];

const SUMMARY: Record<SportKey, string> = {
  volleyball: "Volleyball beta spots are filled. First Movers pricing is open now, with the beta perks and more.",
  softball: "The softball beta is open: join at beta pricing and keep that rate for life.",
};

/** Where the beta stands for the chosen sport: which early tier is open and which is not. */
export function SportStatusBox({ sport }: { sport: SportKey }) {
  return (
    <section aria-labelledby="sport-status" aria-live="polite" className="mx-auto w-full max-w-2xl rounded-xl border border-brand/30 bg-brand-light px-5 py-4">
      <h2 id="sport-status" className="text-base font-semibold text-brand-text">
        {sportLabel(sport)} status
      </h2>
      <p className="mt-1 text-sm text-slate-700">{SUMMARY[sport]}</p>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {SPORT_TIERS.map((id) => {
          const tier = tierById(id)!;
          const status = tierStatusForSport(tier, sport);
          const open = status.status === "active";
          return (
            <li key={id} className="flex items-center gap-2 rounded-lg bg-white px-3 py-2">
              {open ? <CheckCircleIcon className="size-4 shrink-0 text-emerald-700" /> : <LockIcon className="size-4 shrink-0 text-slate-500" />}
              <span className="font-medium text-brand-text">{tier.name}</span>
              <span className={`ml-auto font-semibold ${open ? "text-emerald-800" : "text-slate-600"}`}>
                {open ? `Open · ${formatUsd(tier.monthlyPrice)}/month` : status.cta}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
