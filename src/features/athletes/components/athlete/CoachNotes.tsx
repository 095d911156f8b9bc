import { useState, type FormEvent } from "react";
import { MAX_NOTES_LENGTH, MAX_TAGS, RATINGS, type AthleteDetail, type UpdateAthleteRequest } from "@machines/portal/athletes";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { athleteInputClass, type SaveAthlete } from "./saveAthlete";

/** The coach's own rating, tags and notes on the athlete, saved together. */
export function CoachNotes({ athlete, onSave }: { athlete: AthleteDetail; onSave: SaveAthlete }) {
  const [rating, setRating] = useState(athlete.rating);
  const [tags, setTags] = useState(athlete.tags.join(", "));
  const [notes, setNotes] = useState(athlete.notes);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const tagList = [...new Set(tags.split(",").map((tag) => tag.trim().slice(0, 40)).filter(Boolean))].slice(0, MAX_TAGS);
    await onSave({ rating: rating as UpdateAthleteRequest["rating"], tags: tagList, notes }, "Your rating, tags and notes are saved.");
    setSaving(false);
  }
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading" className="text-xl font-semibold text-brand-text">
        Your rating, tags and notes
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-4 rounded-lg border border-slate-200 bg-white p-4">
        <fieldset>
          <legend className="text-sm font-medium text-brand-text">Rating</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {[null, ...RATINGS].map((value) => (
              <label key={value ?? "none"} className="flex items-center gap-1 text-sm">
                <input type="radio" name="rating" checked={rating === value} onChange={() => setRating(value)} className={focusRing} />
                {value === null ? "None" : `${value} of 5`}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor="athlete-tags" className="block text-sm font-medium text-brand-text">
            Tags
          </label>
          <input id="athlete-tags" value={tags} onChange={(event) => setTags(event.target.value)} className={`mt-1 ${athleteInputClass}`} aria-describedby="athlete-tags-hint" />
          <p id="athlete-tags-hint" className="mt-1 text-xs text-slate-600">
            Separate tags with commas, e.g. "watch at nationals, lefty".
          </p>
        </div>
        <div>
          <label htmlFor="athlete-notes" className="block text-sm font-medium text-brand-text">
            Notes
          </label>
          <textarea id="athlete-notes" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={MAX_NOTES_LENGTH} rows={4} className={`mt-1 ${athleteInputClass}`} />
        </div>
        <button type="submit" className={buttonStyles("primary")} disabled={saving}>
          {saving ? "Saving…" : "Save notes"}
        </button>
      </form>
    </section>
  );
}
