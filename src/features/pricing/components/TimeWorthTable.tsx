import { BRAND } from "@machines/brand";
import { COACH_HOURLY_RATE, TIME_WORTH_TIER_IDS, formatMinutes, formatUsd, minutesToPayFor, tierById } from "@machines/pricing/tiers";

/** How little saved time pays for a month at a coach's hourly rate (spec §2 '/pricing', §9). */
export function TimeWorthTable() {
  return (
    <section aria-labelledby="time-worth" className="mx-auto w-full max-w-3xl">
      <h2 id="time-worth" className="text-2xl font-bold tracking-tight text-brand-text">
        What is your time worth?
      </h2>
      <p className="mt-2 text-slate-600">
        Coaches earn about $21–$30 an hour and {BRAND.name} saves them 6+ hours a week. At {formatUsd(COACH_HOURLY_RATE)}/hr,
        a month of {BRAND.name} pays for itself in minutes.
      </p>
      <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Time to pay for a month at {formatUsd(COACH_HOURLY_RATE)}/hr</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">Plan</th>
              <th scope="col" className="px-4 py-3 font-semibold">Price per month</th>
              <th scope="col" className="px-4 py-3 font-semibold">Pays for itself in</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {TIME_WORTH_TIER_IDS.map((id) => {
              const tier = tierById(id)!;
              return (
                <tr key={id}>
                  <th scope="row" className="px-4 py-3 font-medium text-brand-text">{tier.name}</th>
                  <td className="px-4 py-3 text-slate-700">{formatUsd(tier.monthlyPrice)}</td>
                  <td className="px-4 py-3 font-semibold text-brand">{formatMinutes(minutesToPayFor(tier.monthlyPrice))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
