import { Link } from "@tanstack/react-router";
import { positionsText } from "@machines/inbox/athleteCard";
import type { AthleteListRow } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { focusRing, textLink } from "@/components/ui/styles";
import { rowGpa, rowHeight, rowName } from "../listRowText";
import { ContactLinks } from "./ContactLinks";

interface AthleteCardsProps {
  rows: readonly AthleteListRow[];
  selected: ReadonlySet<string>;
  onToggle: (athleteId: string) => void;
  className?: string;
}

/** Phones: one card per athlete with what a coach scans (a table would be cut), her email and phone as links. */
export function AthleteCards({ rows, selected, onToggle, className = "" }: AthleteCardsProps) {
  return (
    <ul aria-label="Athletes" className={`space-y-3 ${className}`}>
      {rows.map((row) => {
        const facts: Array<[string, string]> = [
          ["Position", positionsText(row.positions)],
          ["Class", row.gradYear ? String(row.gradYear) : ""],
          ["Height", rowHeight(row)],
          ["Club", row.clubTeam ?? ""],
          ["State", row.state ?? ""],
          ["GPA", rowGpa(row)],
          ["Last contact", formatDate(row.lastContact)],
        ];
        return (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex items-start gap-3">
              <input type="checkbox" aria-label={`Select ${rowName(row)}`} checked={selected.has(row.id)} onChange={() => onToggle(row.id)} className={`mt-1 ${focusRing}`} />
              <div className="min-w-0 flex-1">
                <h2 className="text-base font-semibold">
                  <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: row.id }} className={textLink}>
                    {rowName(row)}
                  </Link>
                </h2>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                  {facts
                    .filter(([, value]) => value)
                    .map(([label, value]) => (
                      <div key={label} className="min-w-0">
                        <dt className="text-xs text-slate-600">{label}</dt>
                        <dd className="break-words text-slate-900">{value}</dd>
                      </div>
                    ))}
                </dl>
                {(row.email || row.phone) && (
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <ContactLinks email={row.email} phone={row.phone} />
                  </p>
                )}
                {row.note && <p className="mt-2 break-words text-sm italic text-slate-700">{row.note}</p>}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
