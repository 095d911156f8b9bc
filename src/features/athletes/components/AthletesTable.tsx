import { Link } from "@tanstack/react-router";
import { positionsText } from "@machines/inbox/athleteCard";
import type { AthleteListRow } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { focusRing, textLink } from "@/components/ui/styles";
import { rowGpa, rowHeight, rowName } from "../listRowText";

interface AthletesTableProps {
  rows: readonly AthleteListRow[];
  /** Says what the rows are sorted by, for screen readers. */
  caption: string;
  selected: ReadonlySet<string>;
  onToggle: (athleteId: string) => void;
  /** Every row of the page is selected: the header box is ticked and unticks them all. */
  allSelected: boolean;
  onToggleAll: () => void;
  loading: boolean;
  className?: string;
}

const COLUMNS = ["Position", "Height", "Class", "Club", "State", "GPA", "Note", "Email", "Last contact"] as const;

// The selection box and the name stay put while the other columns scroll sideways inside the table.
// The selection column is exactly w-10 wide, so the name column starts at left-10.
const stickySelect = "sticky left-0 z-10 w-10 min-w-10 px-3 py-2";
const stickyName = "sticky left-10 z-10 whitespace-nowrap px-3 py-2 shadow-[1px_0_0_0_#e2e8f0]";

/** Wide screens: the athletes as a table, every column reachable by scrolling inside it, the name always in view. */
export function AthletesTable({ rows, caption, selected, onToggle, allSelected, onToggleAll, loading, className = "" }: AthletesTableProps) {
  return (
    <div className={`scroll-shadows-x overflow-x-auto rounded-lg border border-slate-200 ${className}`} aria-busy={loading}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className={`${stickySelect} bg-slate-50`}>
              <input type="checkbox" aria-label="Select all athletes on this page" checked={allSelected} onChange={onToggleAll} className={focusRing} />
            </th>
            <th scope="col" className={`${stickyName} bg-slate-50`}>
              Name
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="group">
              <td className={`${stickySelect} bg-white group-hover:bg-slate-50`}>
                <input type="checkbox" aria-label={`Select ${rowName(row)}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} className={focusRing} />
              </td>
              <th scope="row" className={`${stickyName} bg-white text-left font-medium group-hover:bg-slate-50`}>
                <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: row.id }} className={textLink}>
                  {rowName(row)}
                </Link>
              </th>
              <td className="px-3 py-2 group-hover:bg-slate-50">{positionsText(row.positions)}</td>
              <td className="whitespace-nowrap px-3 py-2 group-hover:bg-slate-50">{rowHeight(row)}</td>
              <td className="px-3 py-2 group-hover:bg-slate-50">{row.gradYear ?? ""}</td>
              <td className="min-w-36 px-3 py-2 group-hover:bg-slate-50">{row.clubTeam ?? ""}</td>
              <td className="px-3 py-2 group-hover:bg-slate-50">{row.state ?? ""}</td>
              <td className="px-3 py-2 group-hover:bg-slate-50">{rowGpa(row)}</td>
              <td className="max-w-[12rem] truncate px-3 py-2 group-hover:bg-slate-50" title={row.note}>
                {row.note}
              </td>
              <td className="whitespace-nowrap px-3 py-2 group-hover:bg-slate-50">
                {row.email && (
                  <a href={`mailto:${row.email}`} className={textLink}>
                    {row.email}
                  </a>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2 group-hover:bg-slate-50">{formatDate(row.lastContact)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
