import { useId } from "react";
import { BRAND } from "@machines/brand";
import {
  SAMPLE_EMAILS,
  SAMPLE_FILM_ANCHOR,
  SAMPLE_FILM_PATH,
  SAMPLE_RECRUITS,
  countBy,
  type CountBy,
  type RecruitSummary,
} from "@machines/demo/sampleRecruits";
import { buttonStyles } from "@/components/ui/styles";
import { SendToUaDialog } from "./SendToUaDialog";

const COUNTS: ReadonlyArray<{ key: CountBy; label: string }> = [
  { key: "position", label: "By position" },
  { key: "classYear", label: "By class" },
  { key: "state", label: "By state" },
];

const COLUMNS = ["Athlete", "Position", "Height", "Class", "Club", "State", "GPA", `${BRAND.name} note`, "Actions"] as const;

const smallButton = "px-3 py-1.5 whitespace-nowrap";

/**
 * Opens the athlete's film in a new tab (the sample athletes' goes to the note below the table, in this tab);
 * without a film link the button is disabled and says why.
 */
function GameFilmButton({ recruit }: { recruit: RecruitSummary }) {
  const noteId = useId();
  if (recruit.filmUrl) {
    const sample = recruit.filmUrl === SAMPLE_FILM_PATH;
    return (
      <a
        href={sample ? `#${SAMPLE_FILM_ANCHOR}` : recruit.filmUrl}
        {...(sample ? {} : { target: "_blank", rel: "noopener noreferrer" })}
        aria-label={`Game Film: ${recruit.name} ${sample ? "(sample)" : "(opens in a new tab)"}`}
        className={`${buttonStyles("primary")} ${smallButton}`}
      >
        Game Film
      </a>
    );
  }
  return (
    <span className="flex flex-col items-stretch gap-1">
      <button
        type="button"
        disabled
        aria-label={`Game Film: ${recruit.name}`}
        aria-describedby={noteId}
        title="No film link in this athlete's email yet"
        className={`${buttonStyles("unavailable")} ${smallButton}`}
      >
        Game Film
      </button>
      <span id={noteId} className="text-xs text-slate-600">
        No film link yet
      </span>
    </span>
  );
}

/** The counts by position, class and state a summary opens with. */
function SummaryCounts() {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {COUNTS.map(({ key, label }) => (
        <section key={key} aria-label={label} className="rounded-xl border border-slate-200 bg-white p-4">
          <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {countBy(SAMPLE_RECRUITS, key).map(({ value, count }) => (
              <li key={value} className="flex justify-between gap-3">
                <span className="text-brand-text">{value}</span>
                <span className="font-semibold text-brand">{count}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** "After": the summary of the sample emails, a real table that scrolls sideways on small screens. */
export function RecruitSummaryTable() {
  const captionId = useId();
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase";
  const td = "px-3 py-3 align-top text-sm text-brand-text";
  return (
    <div className="space-y-4">
      <SummaryCounts />
      <p className="text-sm text-slate-600 lg:hidden" aria-hidden="true">
        Scroll the table sideways to see every column.
      </p>
      {/* Focusable, so keyboard users can scroll the table sideways. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
      >
        <table className="w-full min-w-[56rem] border-collapse">
          <caption id={captionId} className="px-3 pt-3 text-left text-sm font-semibold text-brand-text">
            {SAMPLE_RECRUITS.length} athletes from {SAMPLE_EMAILS.length} recruiting emails
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={th}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {SAMPLE_RECRUITS.map((recruit) => (
              <tr key={recruit.name}>
                <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap`}>
                  {recruit.name}
                  <span className="block text-xs font-normal text-slate-600">{recruit.email}</span>
                </th>
                <td className={`${td} whitespace-nowrap`}>{recruit.position}</td>
                <td className={td}>{recruit.height}</td>
                <td className={td}>{recruit.classYear}</td>
                <td className={td}>{recruit.clubTeam}</td>
                <td className={td}>{recruit.state}</td>
                <td className={td}>
                  {recruit.gpa ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not given</span>
                    </>
                  )}
                </td>
                <td className={`${td} min-w-56 text-slate-700`}>{recruit.note}</td>
                <td className={td}>
                  <div className="flex flex-col items-stretch gap-2">
                    <GameFilmButton recruit={recruit} />
                    <SendToUaDialog recruit={recruit} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SampleFilmNote />
    </div>
  );
}

/** Where the sample athletes' Game Film buttons (and the sample report email's film links) lead. */
function SampleFilmNote() {
  const titleId = useId();
  return (
    <section id={SAMPLE_FILM_ANCHOR} aria-labelledby={titleId} className="scroll-mt-24 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h4 id={titleId} className="font-semibold text-brand-text">
        Game film in your reports
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Game Film opens the highlight video an athlete linked in their email (Hudl, YouTube, Vimeo and the like), so you can watch it
        straight from the summary. The athletes in this sample are made up, so their Game Film brings you here.
      </p>
    </section>
  );
}
