import { SORT_KEYS, SORT_LABELS, type AthleteSort } from "@machines/portal/athletes";
import { Select } from "@/components/form/Select";
import type { AthletesListSearch } from "../../listSearch";

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key] }));
const DIRECTION_OPTIONS = [
  { value: "asc", label: "Ascending" },
  { value: "desc", label: "Descending" },
];

/** 'Sort by' and 'Order'; picking a column starts from that column's own order. */
export function SortControls({ sort, onChange }: { sort: AthleteSort; onChange: (patch: Partial<AthletesListSearch>) => void }) {
  return (
    <>
      <div>
        <Select label="Sort by" options={SORT_OPTIONS} value={sort.by} onChange={(event) => onChange({ sort: event.target.value as AthletesListSearch["sort"], dir: undefined })} />
      </div>
      <div>
        <Select label="Order" options={DIRECTION_OPTIONS} value={sort.direction} onChange={(event) => onChange({ dir: event.target.value as "asc" | "desc" })} />
      </div>
    </>
  );
}
