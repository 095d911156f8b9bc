import type { SupportSearch } from "../search";
import type { SupportView } from "../loadSupportView";
import { CoachOverview } from "./CoachOverview";
import { FindCoach } from "./FindCoach";
import { ForwardingHealth } from "./ForwardingHealth";

/** /support: find a coach, then their onboarding, agreements, billing and mail as metadata, with support's actions. */
export function SupportPage({ search, view }: { search: SupportSearch; view: SupportView }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-brand-text sm:text-3xl">Support console</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Metadata only: athletes and what emails say stay hidden unless the coach lets support see them for 24 hours. Every view and action is recorded with your reason, and the coach sees it.
      </p>
      <div className="mt-8 space-y-8">
        <FindCoach key={`${search.reason ?? ""}|${search.q ?? ""}`} search={search} matches={view.matches} />
        {view.overview && search.reason && <CoachOverview overview={view.overview} reason={search.reason} />}
        {view.overview && view.forwarding && search.reason && <ForwardingHealth uid={view.overview.uid} forwarding={view.forwarding} canRead={!!view.overview.accessUntil} reason={search.reason} />}
      </div>
    </div>
  );
}
