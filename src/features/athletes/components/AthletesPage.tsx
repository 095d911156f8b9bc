import { useMemo, useState } from "react";
import { useCoachTimeZone } from "@/lib/coachTimeZone";
import { useSettled } from "@/hooks/useSettled";
import type { AthletesListData } from "../athletesLoaders";
import { listRequestOf, sortOf, type AthletesListSearch } from "../listSearch";
import { AthleteFiltersPanel } from "./AthleteFiltersPanel";
import { AthleteSearchField } from "./AthleteSearchField";
import { UndoDeletion } from "./DeleteAthletes";
import { FoldingFilters } from "./list/FoldingFilters";
import { ListActions } from "./list/ListActions";
import { ListResults } from "./list/ListResults";
import { Pager } from "./list/Pager";
import type { SearchChange } from "./list/searchChange";
import { SortControls } from "./list/SortControls";
import { useSelection } from "./list/useSelection";
import { useTypedQuery } from "./list/useTypedQuery";
import { useChosenSearch } from "./list/useChosenSearch";

interface AthletesPageProps {
  search: AthletesListSearch;
  /** The route loader's answers for this view. */
  data: AthletesListData;
  onSearchChange: SearchChange;
}

/** /dashboard/athletes: the coach's athletes with search, filters, sorting, pages, CSV and Send to UA. */
export function AthletesPage({ search, data: loaded, onSearchChange }: AthletesPageProps) {
  // Dates in the coach's zone setting, shown anew the moment Settings changes it.
  useCoachTimeZone();
  const request = useMemo(() => listRequestOf(search), [search]);
  const list = useSettled(loaded.list);
  const data = list.value;
  const selection = useSelection(data?.rows.map((row) => row.id) ?? []);
  const [typed, setTyped] = useTypedQuery(search, onSearchChange);
  const [justDeleted, setJustDeleted] = useState<string[] | null>(null);
  const [chosen, choose] = useChosenSearch(search, onSearchChange);
  const sort = sortOf(chosen);
  const update = (patch: Partial<AthletesListSearch>) => choose({ ...chosen, ...patch, page: undefined });

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl tracking-tight text-brand-text">Athletes</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {data ? `${data.total} of ${data.totalAthletes} athletes` : "Loading your athletes…"}
          </p>
        </div>
        <ListActions
          request={request}
          total={data?.total ?? 0}
          selected={selection.selected}
          uaNoteAddress={loaded.uaNoteAddress}
          onDeleted={(deleted) => {
            setJustDeleted(deleted);
            selection.clear();
          }}
          onSent={selection.clear}
        />
      </div>

      {justDeleted && (
        <div className="mt-4">
          <UndoDeletion athleteIds={justDeleted} onRestored={() => setJustDeleted(null)} />
        </div>
      )}

      <div className="mt-6 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <FoldingFilters>
          <AthleteFiltersPanel search={chosen} facets={data?.facets ?? null} onChange={update} />
        </FoldingFilters>

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-[12rem] flex-1 basis-full sm:basis-auto">
              <AthleteSearchField label="Search athletes" value={typed} onChange={setTyped} />
            </div>
            <SortControls sort={sort} onChange={update} />
          </div>
          <ListResults list={list} sort={sort} selection={selection} />
          <Pager
            page={request.page}
            pages={data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1}
            pageSize={request.pageSize}
            onPage={(page) => choose({ ...chosen, page })}
            onPageSize={(size) => update({ size })}
          />
        </div>
      </div>
    </div>
  );
}
