import { heightText } from "@machines/inbox/athleteCard";
import { POSITION_NAMES } from "@machines/inbox/positions";
import type { AthleteFacets } from "@machines/portal/athletes";
import { Select } from "@/components/form/Select";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { listOf, type AthletesListSearch } from "../listSearch";

const HEIGHT_OPTIONS = Array.from({ length: 90 - 58 + 1 }, (_, index) => 58 + index).map((inches) => ({ value: inches, label: heightText({ written: "", inches }) }));
const VIDEO_OPTIONS = [
  { value: "yes", label: "Has video" },
  { value: "no", label: "No video yet" },
];
const sportLabel = (sport: string) => sport[0]!.toUpperCase() + sport.slice(1);

interface Props {
  search: AthletesListSearch;
  facets: AthleteFacets | null;
  onChange: (patch: Partial<AthletesListSearch>) => void;
}

/** One end of the height range: any, or a height in feet and inches. */
function HeightSelect({ label, value, onChange }: { label: string; value: number | undefined; onChange: (inches: number | undefined) => void }) {
  return <Select label={label} compact emptyOption="Any" options={HEIGHT_OPTIONS} value={value ?? ""} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)} />;
}

/** A group of checkboxes for one multi-value filter (position, class, state), folded away on small screens. */
function CheckboxGroup({ legend, values, chosen, label, onChange }: { legend: string; values: ReadonlyArray<string>; chosen: readonly string[]; label?: (value: string) => string; onChange: (next: string[]) => void }) {
  if (values.length === 0) return null;
  return (
    <details className="rounded-md border border-slate-200 bg-white p-2" open={chosen.length > 0}>
      <summary className={`cursor-pointer text-sm font-medium text-brand-text ${focusRing}`}>
        {legend}
        {chosen.length ? ` (${chosen.length})` : ""}
      </summary>
      <fieldset className="mt-2 max-h-48 space-y-1 overflow-y-auto">
        <legend className="sr-only">{legend}</legend>
        {values.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value))}
              className={focusRing}
            />
            {label ? label(value) : value}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

const joined = (values: readonly string[]) => (values.length ? values.join(",") : undefined);

/** Sport, position, class, state, height, video, new since the last report and tag filters. */
export function AthleteFiltersPanel({ search, facets, onChange }: Props) {
  const active = Object.keys(search).some((key) => !["q", "sort", "dir", "page", "size"].includes(key));
  return (
    <section aria-labelledby="athlete-filters" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex items-center justify-between">
        <h2 id="athlete-filters" className="text-base font-semibold text-brand-text">
          Filters
        </h2>
        {active && (
          <button
            type="button"
            className={buttonStyles("ghost")}
            onClick={() => onChange({ sport: undefined, pos: undefined, year: undefined, state: undefined, hmin: undefined, hmax: undefined, video: undefined, new: undefined, tag: undefined })}
          >
            Clear filters
          </button>
        )}
      </div>
      {facets && facets.sports.length > 1 && (
        <Select
          label="Sport"
          compact
          emptyOption="Any sport"
          options={facets.sports.map((sport) => ({ value: sport, label: sportLabel(sport) }))}
          value={search.sport ?? ""}
          onChange={(event) => onChange({ sport: (event.target.value || undefined) as AthletesListSearch["sport"] })}
        />
      )}
      <CheckboxGroup legend="Position" values={facets?.positions ?? []} chosen={listOf(search.pos)} label={(code) => (POSITION_NAMES[code] ? `${code} · ${POSITION_NAMES[code]}` : code)} onChange={(next) => onChange({ pos: joined(next) })} />
      <CheckboxGroup legend="Class" values={(facets?.gradYears ?? []).map(String)} chosen={listOf(search.year)} onChange={(next) => onChange({ year: joined(next) })} />
      <CheckboxGroup legend="State" values={facets?.states ?? []} chosen={listOf(search.state)} onChange={(next) => onChange({ state: joined(next) })} />
      <div className="grid grid-cols-2 gap-2">
        <HeightSelect label="Height from" value={search.hmin} onChange={(hmin) => onChange({ hmin })} />
        <HeightSelect label="Height to" value={search.hmax} onChange={(hmax) => onChange({ hmax })} />
      </div>
      <Select
        label="Game film"
        compact
        emptyOption="Any"
        options={VIDEO_OPTIONS}
        value={search.video ?? ""}
        onChange={(event) => onChange({ video: (event.target.value || undefined) as AthletesListSearch["video"] })}
      />
      {facets && facets.tags.length > 0 && (
        <Select label="Tag" compact emptyOption="Any tag" options={facets.tags} value={search.tag ?? ""} onChange={(event) => onChange({ tag: event.target.value || undefined })} />
      )}
      <label className="flex items-center gap-2 text-sm font-medium text-brand-text">
        <input type="checkbox" checked={search.new === true} onChange={(event) => onChange({ new: event.target.checked ? true : undefined })} className={focusRing} />
        New since last report
      </label>
    </section>
  );
}
