import { useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { GENERIC_FAILURE_MESSAGE, failureMessage } from "@machines/callableErrors";
import { CONTACT_ROLE_LABELS } from "@machines/inbox/athleteContacts";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { athleteName, filmUrl, phoneText, positionsText } from "@machines/inbox/athleteCard";
import { ATHLETE_FIELDS, type AthleteField } from "@machines/inbox/extractedAthlete";
import { MAX_NOTES_LENGTH, MAX_TAGS, RATINGS, type AthleteContact, type AthleteCorrections, type AthleteDetail, type UpdateAthleteRequest } from "@machines/portal/athletes";
import { formatDate, formatDateTime, useCoachTimeZone } from "@/lib/coachTimeZone";
import { buttonStyles, focusRing, textLink } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { FIELD_SPECS, quotedForms } from "../corrections";
import { sourceName } from "../sourceName";
import { groupBySource } from "../sourceQuotes";
import { DeleteAthletesButton, UndoDeletion } from "./DeleteAthletes";
import { MergeAndSplit, SplitEmailOut } from "./MergeAndSplit";
import { SourceQuote, quoteAnchor } from "./SourceQuote";

const inputClass = `block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm ${focusRing}`;

/** /dashboard/athletes/$athleteId: every field with its confidence and source, the emails, and the coach's own notes (the route loads her). */
export function AthletePage({ athlete }: { athlete: AthleteDetail }) {
  // Dates in the coach's zone setting, shown anew the moment Settings changes it.
  useCoachTimeZone();
  // A new athlete (a link from a split) starts with fresh forms.
  return <AthleteView key={athlete.id} athlete={athlete} />;
}

/** The athlete could not be read (gone, or the call failed): where to go back to, and why. */
export function AthleteLoadError({ error }: { error: unknown }) {
  return (
    <div className="max-w-5xl">
      <BackLink />
      <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        {failureMessage(error)}
      </p>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/dashboard/athletes" className={textLink}>
      ← All athletes
    </Link>
  );
}

function AthleteView({ athlete }: { athlete: AthleteDetail }) {
  const values = Object.fromEntries(ATHLETE_FIELDS.map((key) => [key, athlete.fields[key]?.value ?? null]));
  const name = athleteName({ firstName: athlete.fields.firstName?.value ?? null, lastName: athlete.fields.lastName?.value ?? null });
  const facts = [positionsText(athlete.fields.positions?.value ?? null), athlete.fields.gradYear ? `Class of ${athlete.fields.gradYear.value}` : null, athlete.fields.clubTeam?.value].filter(Boolean).join(" · ");
  const films = athlete.fields.videoUrls?.value ?? [];
  const [deleted, setDeleted] = useState(false);
  const [splitOut, setSplitOut] = useState<{ id: string; name: string } | null>(null);
  // One sentence often gives several fields: each is shown once, and each field points to its number.
  const quotes = groupBySource(
    ATHLETE_FIELDS.flatMap((field) => {
      const detail = athlete.fields[field];
      if (!detail?.sourceText) return [];
      return [{ field, emailId: detail.sourceEmailId, text: detail.sourceText, attachment: detail.sourceAttachment, forms: quotedForms(field, detail.value) }];
    }),
  );
  const quoteNumberOf = (field: AthleteField) => quotes.findIndex((quote) => quote.fields.some((read) => read.field === field)) + 1 || undefined;

  const { run } = useServerAction();
  const save: Save = (update, done) =>
    run("save", () => call("updateAthlete", { athleteId: athlete.id, ...update }), () => ({ title: "Saved", description: done }), {
      failureTitle: "Not saved",
      fallback: GENERIC_FAILURE_MESSAGE,
    });

  if (deleted) {
    // Undo brings her back exactly as she was, so the page shows what it showed before.
    return (
      <div className="max-w-5xl space-y-4">
        <BackLink />
        <h1 className="text-3xl font-bold tracking-tight text-brand-text">{name}</h1>
        <UndoDeletion athleteIds={[athlete.id]} onRestored={() => setDeleted(false)} />
      </div>
    );
  }

  return (
    <div className="max-w-5xl space-y-8">
      <div>
        <BackLink />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-text">{name}</h1>
        {facts && <p className="mt-1 text-slate-700">{facts}</p>}
        <p className="mt-1 text-sm text-slate-600">
          From {athlete.emailCount} {athlete.emailCount === 1 ? "email" : "emails"} · last contact {formatDate(athlete.updatedAt)}
        </p>
      </div>

      <section aria-labelledby="film-heading">
        <h2 id="film-heading" className="text-xl font-semibold text-brand-text">
          Game Film
        </h2>
        {films.length ? (
          <ul className="mt-2 space-y-1">
            {films.map((url) => (
              <li key={url}>
                <a href={filmUrl(url)} target="_blank" rel="noopener noreferrer nofollow" className={`${textLink} break-all`}>
                  {url}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">No video yet.</p>
        )}
      </section>

      <section aria-labelledby="fields-heading">
        <h2 id="fields-heading" className="text-xl font-semibold text-brand-text">
          What the emails say
        </h2>
        <p className="mt-1 text-sm text-slate-600">Each value with how sure {BRAND.name} is and the quote it came from. A value you correct stays yours: later emails never overwrite it.</p>
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {ATHLETE_FIELDS.map((key) => (
            <FieldRow key={key} field={key} athlete={athlete} value={values[key]} quoteNumber={quoteNumberOf(key)} onSave={save} />
          ))}
        </ul>
        {quotes.length > 0 && (
          <>
            <h3 className="mt-6 text-lg font-semibold text-brand-text">Where the values came from</h3>
            <p className="mt-1 text-sm text-slate-600">Each sentence once, with the values read from it marked.</p>
            <ol className="mt-3 space-y-3">
              {quotes.map((quote, index) => (
                <li key={quoteAnchor(index + 1)}>
                  <SourceQuote quote={quote} number={index + 1} labels={quote.fields.map((read) => FIELD_SPECS[read.field].label)} emails={athlete.emails} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>

      <Contacts contacts={athlete.contacts} />

      {/* A merge or split changes the rating, tags and notes: the form starts again from them. */}
      <CoachNotes key={athlete.mergedFrom.map((source) => source.athleteId).join()} athlete={athlete} onSave={save} />

      {athlete.tournaments.length > 0 && (
        <section aria-labelledby="events-heading">
          <h2 id="events-heading" className="text-xl font-semibold text-brand-text">
            Upcoming events
          </h2>
          <ul className="mt-2 space-y-2">
            {athlete.tournaments.map((event) => (
              <li key={`${event.name}-${event.startDate ?? event.datesText ?? ""}`} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
                <p className="font-medium">{event.name}</p>
                <p className="text-slate-700">{[event.datesText, event.location, event.team, event.jerseyNumber ? `#${event.jerseyNumber}` : null, event.position, event.court].filter(Boolean).join(" · ")}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <MergeAndSplit athlete={athlete} name={name} />

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading" className="text-xl font-semibold text-brand-text">
          Delete
        </h2>
        <p className="mt-1 text-sm text-slate-600">{ATHLETE_DELETION_MESSAGES.explain}</p>
        <div className="mt-3">
          <DeleteAthletesButton athleteIds={[athlete.id]} name={name} label="Delete this athlete" reload={false} onDeleted={() => setDeleted(true)} />
        </div>
      </section>

      <section aria-labelledby="emails-heading">
        <h2 id="emails-heading" className="text-xl font-semibold text-brand-text">
          Source emails
        </h2>
        {athlete.emails.length < athlete.emailCount && <p className="mt-1 text-sm text-slate-600">The {athlete.emails.length} newest of {athlete.emailCount}.</p>}
        {splitOut && (
          <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {ATHLETE_MERGE_MESSAGES.splitOutDone(splitOut.name)}{" "}
            <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: splitOut.id }} className={textLink}>
              {ATHLETE_MERGE_MESSAGES.openSplitOut(splitOut.name)}
            </Link>
          </p>
        )}
        <div className="mt-3 space-y-4">
          {athlete.emails.map((email) => (
            <article key={email.emailId} aria-label={`Email: ${email.subject || "(no subject)"}`} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-brand-text">{email.subject || "(no subject)"}</h3>
              <p className="text-sm text-slate-600">
                {email.from ? `From ${email.from} · ` : ""}
                {formatDateTime(email.receivedAt)}
              </p>
              {email.matchedBy && athlete.emailCount > 1 && (
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-2 text-sm text-slate-700">
                  <span className="min-w-0 break-words">{ATHLETE_MERGE_MESSAGES.joinedAutomatically(email.matchedBy)}</span>
                  <SplitEmailOut
                    athlete={athlete}
                    name={name}
                    email={{ ...email, matchedBy: email.matchedBy }}
                    onSplit={setSplitOut}
                  />
                </div>
              )}
              {email.coachNote && <p className="mt-2 text-sm italic text-slate-700">Your note: {email.coachNote}</p>}
              <pre className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-800">{email.text}</pre>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

type Save = (update: Omit<UpdateAthleteRequest, "athleteId">, done: string) => Promise<boolean>;

/** Parents, guardians and coaches the emails gave: whom to reach besides the athlete. */
function Contacts({ contacts }: { contacts: readonly AthleteContact[] }) {
  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading" className="text-xl font-semibold text-brand-text">
        Contacts
      </h2>
      {contacts.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {contacts.map((contact) => (
            <li key={`${contact.role}-${contact.email ?? ""}-${contact.phone ?? ""}`} className="grid gap-1 p-3 text-sm sm:grid-cols-[10rem_1fr]">
              <p className="font-medium text-slate-700">{CONTACT_ROLE_LABELS[contact.role]}</p>
              <div className="min-w-0">
                <p className="break-words font-medium text-brand-text">{contact.name ?? "Name not given"}</p>
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {contact.email && (
                    <a href={`mailto:${contact.email}`} className={`${textLink} break-all`}>
                      {contact.email}
                    </a>
                  )}
                  {contact.phone && (
                    <a href={`tel:${contact.phone}`} className={textLink}>
                      {phoneText(contact.phone)}
                    </a>
                  )}
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {/* The email's own name says its date; only a contact without one needs the date on its own. */}
                  {contact.from ? `Given ${sourceName(contact.from, "in")}` : `Given in an email, ${formatDate(contact.updatedAt)}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No parent or coach contact yet.</p>
      )}
    </section>
  );
}

function CoachNotes({ athlete, onSave }: { athlete: AthleteDetail; onSave: Save }) {
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
          <input id="athlete-tags" value={tags} onChange={(event) => setTags(event.target.value)} className={`mt-1 ${inputClass}`} aria-describedby="athlete-tags-hint" />
          <p id="athlete-tags-hint" className="mt-1 text-xs text-slate-600">
            Separate tags with commas, e.g. "watch at nationals, lefty".
          </p>
        </div>
        <div>
          <label htmlFor="athlete-notes" className="block text-sm font-medium text-brand-text">
            Notes
          </label>
          <textarea id="athlete-notes" value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={MAX_NOTES_LENGTH} rows={4} className={`mt-1 ${inputClass}`} />
        </div>
        <button type="submit" className={buttonStyles("primary")} disabled={saving}>
          {saving ? "Saving…" : "Save notes"}
        </button>
      </form>
    </section>
  );
}

interface FieldRowProps {
  field: AthleteField;
  athlete: AthleteDetail;
  value: unknown;
  /** The number of the quote the value was read from, listed under the fields. */
  quoteNumber: number | undefined;
  onSave: Save;
}

function FieldRow({ field, athlete, value, quoteNumber, onSave }: FieldRowProps) {
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
              className={inputClass}
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
