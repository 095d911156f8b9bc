import { useState, type FormEvent } from "react";
import type { AthleteField } from "@machines/inbox/extractedAthlete";
import type { AthleteCorrections, AthleteDetail } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { FIELD_SPECS } from "../../corrections";
import { sourceName } from "../../sourceName";
import { quoteAnchor } from "../SourceQuote";
import { athleteInputClass, type SaveAthlete } from "./saveAthlete";

interface FieldRowProps {
  field: AthleteField;
  athlete: AthleteDetail;
  value: unknown;
  /** The number of the quote the value was read from, listed under the fields. */
  quoteNumber: number | undefined;
  onSave: SaveAthlete;
}

/** One field: its value with confidence and quote, earlier values, and the coach's correction. */
export function FieldRow({ field, athlete, value, quoteNumber, onSave }: FieldRowProps) {
  const spec = FIELD_SPECS[field];
  const detail = athlete.fields[field];
  const changes = athlete.valueChanges.filter((change) => change.field === field);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = `correct-${field}`;

  function startEditing() {
    setDraft(value === null ? "" : spec.edit(value as never));
    setError(null);
    setEditing(true);
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = spec.parse(draft);
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    if (await onSave({ corrections: { [field]: parsed.value } as AthleteCorrections }, `${spec.label} corrected. Later emails won't change it.`)) setEditing(false);
  }

  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
      <p className="text-sm font-medium text-slate-700">{spec.label}</p>
      <div className="min-w-0 text-sm">
        {editing ? (
          <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
            <label htmlFor={inputId} className="sr-only">
              Correct {spec.label.toLowerCase()}
            </label>
            <input
              id={inputId}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              className={athleteInputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={[spec.hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(" ") || undefined}
            />
            {spec.hint && (
              <p id={`${inputId}-hint`} className="text-xs text-slate-600">
                {spec.hint}
              </p>
            )}
            {error && (
              <p id={`${inputId}-error`} className="text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="flex gap-2">
              <button type="submit" className={buttonStyles("primary")}>
                Save correction
              </button>
              <button type="button" className={buttonStyles("ghost")} onClick={() => setEditing(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : detail ? (
          <>
            <p className="break-words font-medium text-brand-text">{spec.show(detail.value as never)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {detail.correctedByCoach ? "Corrected by you" : `Confidence ${Math.round(detail.confidence * 100)}%`}
              {quoteNumber ? (
                <>
                  {" · from "}
                  <a href={`#${quoteAnchor(quoteNumber)}`} className={textLink}>
                    quote {quoteNumber}
                  </a>
                </>
              ) : null}
            </p>
          </>
        ) : (
          <p className="text-slate-600">Not given</p>
        )}
        {!editing && changes.length > 0 && (
          <ul aria-label={`Earlier ${spec.label.toLowerCase()} values`} className="mt-2 space-y-1 border-l-2 border-amber-300 pl-2 text-xs text-slate-700">
            {changes.map((change) => (
              <li key={`${change.replacedAt}-${change.from?.emailId ?? "coach"}-${change.value}`}>
                {change.refused ? (
                  <>
                    Also given: <span className="font-medium break-words">{spec.show(change.value as never)}</span>, {sourceName(change.from, "by")} on {formatDate(change.replacedAt)}; kept the value
                    given {sourceName(change.replacedBy, "by")}, stated more surely
                  </>
                ) : (
                  <>
                    Was <span className="font-medium break-words">{spec.show(change.value as never)}</span>, {sourceName(change.from, "from")}; replaced {formatDate(change.replacedAt)}{" "}
                    {sourceName(change.replacedBy, "by")}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {!editing && (
        <button type="button" className={buttonStyles("ghost")} onClick={startEditing} aria-label={`Correct ${spec.label.toLowerCase()}`}>
          Correct
        </button>
      )}
    </li>
  );
}
