import { useEffect, useMemo, useState } from "react";
import { BRAND } from "@machines/brand";
import { GENERIC_FAILURE_MESSAGE } from "@machines/callableErrors";
import { PAGE_SIZES, SORT_LABELS, SORT_KEYS } from "@machines/portal/athletes";
import { useCoachTimeZone } from "@/lib/coachTimeZone";
import { Select } from "@/components/form/Select";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { useSettled } from "@/hooks/useSettled";
import { call } from "@/lib/callables";
import { saveFile } from "@/lib/saveFile";
import type { AthletesListData } from "../athletesLoaders";
import { TYPING_PAUSE_MS, listRequestOf, sortOf, type AthletesListSearch } from "../listSearch";
import { AthleteCards } from "./AthleteCards";
import { AthleteFiltersPanel } from "./AthleteFiltersPanel";
import { AthleteSearchField } from "./AthleteSearchField";
import { AthletesTable } from "./AthletesTable";
import { DeleteAthletesButton, UndoDeletion } from "./DeleteAthletes";
import { SendToUa } from "./SendToUa";

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key] }));
const DIRECTION_OPTIONS = [
  { value: "asc", label: "Ascending" },
  { value: "desc", label: "Descending" },
];
const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

interface AthletesPageProps {
  search: AthletesListSearch;
  /** The route loader's answers for this view. */
  data: AthletesListData;
  /** Moves to another view of the list (the URL keeps it). */
  onSearchChange: (next: AthletesListSearch, options?: { replace?: boolean }) => void;
}

/** /dashboard/athletes: the coach's athletes with search, filters, sorting, pages, CSV and Send to UA. */
export function AthletesPage({ search, data: loaded, onSearchChange }: AthletesPageProps) {
  // Dates in the coach's zone setting, shown anew the moment Settings changes it.
  useCoachTimeZone();
  const request = useMemo(() => listRequestOf(search), [search]);
  const list = useSettled(loaded.list);
  const { run, running } = useServerAction();
  const [typed, setTyped] = useState(search.q ?? "");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [justDeleted, setJustDeleted] = useState<string[] | null>(null);
  // Phones: the filters fold away behind a button, so the search and the list come first.
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    if ((search.q ?? "") === typed.trim()) return;
    const timer = setTimeout(() => onSearchChange({ ...search, q: typed.trim() || undefined, page: undefined }, { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearchChange]);

  const data = list.value;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const sort = sortOf(search);
  const update = (patch: Partial<AthletesListSearch>) => onSearchChange({ ...search, ...patch, page: undefined });

  const downloadCsv = () =>
    run(
      "csv",
      () => call("exportAthletesCsv", { filters: request.filters, sort: request.sort }),
      ({ csv, filename }) => {
        saveFile(csv, filename, "text/csv;charset=utf-8");
        return null;
      },
      { failureTitle: "Download failed", fallback: GENERIC_FAILURE_MESSAGE, reload: false },
    );

  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const pageIds = data?.rows.map((row) => row.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const rows = data?.rows ?? [];

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl tracking-tight text-brand-text">Athletes</h1>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {data ? `${data.total} of ${data.totalAthletes} athletes` : "Loading your athletes…"}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <button type="button" className={buttonStyles("secondary")} onClick={() => void downloadCsv()} disabled={running !== null || !data?.total}>
            {running === "csv" ? "Preparing CSV…" : "Download CSV"}
          </button>
          <DeleteAthletesButton
            athleteIds={[...selected]}
            label={`Delete${selected.size ? ` (${selected.size})` : ""}`}
            disabled={running !== null}
            onDeleted={(deleted) => {
              setJustDeleted(deleted);
              setSelected(new Set());
            }}
          />
          <SendToUa athleteIds={[...selected]} uaNoteAddress={loaded.uaNoteAddress} busy={running !== null} onSent={() => setSelected(new Set())} />
        </div>
      </div>

      {justDeleted && (
        <div className="mt-4">
          <UndoDeletion
            athleteIds={justDeleted}
            onRestored={() => setJustDeleted(null)}
          />
        </div>
      )}

      <div className="mt-6 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <div>
          <button type="button" className={`${buttonStyles("secondary")} w-full lg:hidden`} aria-expanded={filtersOpen} aria-controls="athlete-filters-panel" onClick={() => setFiltersOpen((open) => !open)}>
            {filtersOpen ? "Hide filters" : "Show filters"}
          </button>
          <div id="athlete-filters-panel" className={`${filtersOpen ? "mt-3 block" : "hidden"} lg:mt-0 lg:block`}>
            <AthleteFiltersPanel search={search} facets={data?.facets ?? null} onChange={update} />
          </div>
        </div>

        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-[12rem] flex-1 basis-full sm:basis-auto">
              <AthleteSearchField label="Search athletes" value={typed} onChange={setTyped} />
            </div>
            <div>
              <Select label="Sort by" options={SORT_OPTIONS} value={sort.by} onChange={(event) => update({ sort: event.target.value as AthletesListSearch["sort"], dir: undefined })} />
            </div>
            <div>
              <Select label="Order" options={DIRECTION_OPTIONS} value={sort.direction} onChange={(event) => update({ dir: event.target.value as "asc" | "desc" })} />
            </div>
          </div>

          {list.error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {list.error}
            </p>
          )}

          <AthletesTable
            rows={rows}
            caption={`Your athletes, sorted by ${SORT_LABELS[sort.by]}`}
            selected={selected}
            onToggle={toggle}
            allSelected={allOnPage}
            onToggleAll={() => setSelected(allOnPage ? new Set() : new Set([...selected, ...pageIds]))}
            loading={list.loading}
            className="hidden md:block"
          />
          <AthleteCards rows={rows} selected={selected} onToggle={toggle} className="md:hidden" />
          {data && data.rows.length === 0 && (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
              {data.totalAthletes === 0 ? `No athletes yet. Forward a recruiting email to your ${BRAND.name} address and they appear here.` : "No athletes match this search and these filters."}
            </p>
          )}

          <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <div className="flex items-center gap-2">
              <button type="button" className={buttonStyles("secondary")} disabled={request.page <= 1} onClick={() => onSearchChange({ ...search, page: request.page - 1 })}>
                Previous
              </button>
              <span>
                Page {request.page} of {pages}
              </span>
              <button type="button" className={buttonStyles("secondary")} disabled={request.page >= pages} onClick={() => onSearchChange({ ...search, page: request.page + 1 })}>
                Next
              </button>
            </div>
            <Select
              label="Per page"
              inline
              compact
              options={PAGE_SIZE_OPTIONS}
              value={request.pageSize}
              onChange={(event) => update({ size: Number(event.target.value) as AthletesListSearch["size"] })}
            />
          </nav>
        </div>
      </div>
    </div>
  );
}
