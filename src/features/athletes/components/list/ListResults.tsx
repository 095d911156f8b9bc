import { BRAND } from "@machines/brand";
import { SORT_LABELS, type AthleteSort, type ListAthletesResponse } from "@machines/portal/athletes";
import type { Settled } from "@/hooks/useSettled";
import { AthleteCards } from "../AthleteCards";
import { AthletesTable } from "../AthletesTable";
import type { AthleteSelection } from "./useSelection";

interface ListResultsProps {
  list: Settled<ListAthletesResponse>;
  sort: AthleteSort;
  selection: AthleteSelection;
}

/** The rows of this view: a table on wide screens, cards on phones, why the list failed, or why it is empty. */
export function ListResults({ list, sort, selection }: ListResultsProps) {
  const data = list.value;
  const rows = data?.rows ?? [];
  return (
    <>
      {list.error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {list.error}
        </p>
      )}
      <AthletesTable
        rows={rows}
        caption={`Your athletes, sorted by ${SORT_LABELS[sort.by]}`}
        selected={selection.selected}
        onToggle={selection.toggle}
        allSelected={selection.allOnPage}
        onToggleAll={selection.toggleAll}
        loading={list.loading}
        className="hidden md:block"
      />
      <AthleteCards rows={rows} selected={selection.selected} onToggle={selection.toggle} className="md:hidden" />
      {data && data.rows.length === 0 && (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {data.totalAthletes === 0 ? `No athletes yet. Forward a recruiting email to your ${BRAND.name} address and they appear here.` : "No athletes match this search and these filters."}
        </p>
      )}
    </>
  );
}
