import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useMemo, useState } from "react";
import { Link } from "@tanstack/react-router";
import { athleteName, positionsText } from "@machines/inbox/athleteCard";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import type { AthleteDetail, AthleteListRow, MergedSource, SourceEmail } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { DialogActions, DialogFrame } from "@/components/ui/DialogFrame";
import { buttonStyles, focusRing, textLink } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { useSettled } from "@/hooks/useSettled";
import { call } from "@/lib/callables";
import { TYPING_PAUSE_MS } from "../listSearch";
import { AthleteSearchField } from "./AthleteSearchField";

interface Props {
  athlete: AthleteDetail;
  name: string;
}

/**
 * The athlete page's "Merge and split": fold another of the coach's athletes into this one (picked
 * through the list's search, then confirmed), and split an athlete merged into it back out.
 */
export function MergeAndSplit({ athlete, name }: Props) {
  const [restored, setRestored] = useState<{ id: string; name: string } | null>(null);
  return (
    <section aria-labelledby="merge-heading">
      <h2 id="merge-heading" className="text-xl font-semibold text-brand-text">
        Merge and split
      </h2>
      <p className="mt-1 text-sm text-slate-600">Two records for one athlete? Merge them into this one. A wrong merge can be split again: the emails go back to their own athletes.</p>
      <div className="mt-3">
        <MergeDialog athlete={athlete} name={name} />
      </div>
      {restored && (
        <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {restored.name} is their own athlete again.{" "}
          <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: restored.id }} className={textLink}>
            Open {restored.name}
          </Link>
        </p>
      )}
      {athlete.mergedFrom.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-brand-text">Merged into this athlete</h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {athlete.mergedFrom.map((source) => (
              <li key={source.athleteId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-medium text-brand-text">{source.name}</span> · {emailsText(source.emailCount)} · merged {formatDate(source.mergedAt)}
                </span>
                <SplitDialog
                  athlete={athlete}
                  name={name}
                  source={source}
                  onSplit={() => setRestored({ id: source.athleteId, name: source.name })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

const emailsText = (count: number) => `${count} ${count === 1 ? "email" : "emails"}`;

function MergeDialog({ athlete, name }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<AthleteListRow | null>(null);
  const { run, running } = useServerAction();
  const busy = running !== null;
  const chosenName = chosen ? athleteName(chosen) : "";

  function openChange(next: boolean) {
    setOpen(next);
    if (!next) setChosen(null);
  }

  const merge = (other: AthleteListRow) =>
    run(
      "merge",
      () => call("mergeAthletes", { keepId: athlete.id, mergeId: other.id }),
      () => {
        openChange(false);
        return { title: "Athletes merged", description: ATHLETE_MERGE_MESSAGES.merged };
      },
      { failureTitle: "Not merged", fallback: ATHLETE_MERGE_MESSAGES.mergeFailed },
    );

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className={buttonStyles("secondary")}>Merge with another athlete</Dialog.Trigger>
      <DialogFrame title={chosen ? `Merge ${chosenName} into ${name}?` : `Merge another athlete into ${name}`}>
        {chosen ? (
          <>
            <Dialog.Description className="mt-2 text-sm text-slate-700">
              {chosenName}'s emails, fields, tags and notes join {name}, as if every email had been about one athlete from the start. Where the two disagree, {name}'s
              corrections and rating stay. You can split them apart again from this page.
            </Dialog.Description>
            <DialogActions label="Merge" busyLabel="Merging…" busy={busy} onConfirm={() => void merge(chosen)} back={{ label: "Back", onBack: () => setChosen(null) }} />
          </>
        ) : (
          <>
            <Dialog.Description className="mt-2 text-sm text-slate-700">Find the other record of this athlete, then confirm.</Dialog.Description>
            <AthletePicker excludeId={athlete.id} onChoose={setChosen} />
          </>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

/** The coach's other athletes through the list's own search (name, club, high school, city; typos forgiven). */
function AthletePicker({ excludeId, onChoose }: { excludeId: string; onChoose: (row: AthleteListRow) => void }) {
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // A search inside the dialog, not the page's data: the dialog asks as the coach types.
  const answer = useMemo(
    () =>
      call("listAthletes", {
        filters: query ? { query } : {},
        sort: query ? { by: "relevance", direction: "desc" } : { by: "name", direction: "asc" },
        page: 1,
        pageSize: 25,
      }),
    [query],
  );
  const results = useSettled(answer);
  const rows = (results.value?.rows ?? []).filter((row) => row.id !== excludeId);
  return (
    <div className="mt-4">
      <AthleteSearchField label="Search your athletes" value={typed} onChange={setTyped} />
      {results.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {results.error}
        </p>
      )}
      <ul aria-label="Matching athletes" aria-busy={results.loading} className="mt-3 max-h-72 space-y-2 overflow-y-auto">
        {rows.map((row) => (
          <li key={row.id}>
            <button type="button" onClick={() => onChoose(row)} className={`w-full rounded-md border border-slate-200 p-3 text-left hover:bg-slate-50 ${focusRing}`}>
              <span className="block font-medium text-brand-text">{athleteName(row)}</span>
              <span className="block text-xs text-slate-600">
                {[positionsText(row.positions), row.gradYear ? `Class of ${row.gradYear}` : null, row.clubTeam, row.email].filter(Boolean).join(" · ")}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {results.value && !results.loading && rows.length === 0 && <p className="mt-2 text-sm text-slate-600">No other athlete matches.</p>}
    </div>
  );
}

function SplitDialog({ athlete, name, source, onSplit }: { athlete: AthleteDetail; name: string; source: MergedSource; onSplit: () => void }) {
  const [open, setOpen] = useState(false);
  const { run, running } = useServerAction();
  const busy = running !== null;
  const goingBack = new Set(source.emails.map((email) => email.emailId));
  const staying = athlete.emails.filter((email) => !goingBack.has(email.emailId));
  const stayingCount = Math.max(0, athlete.emailCount - source.emailCount);

  const split = () =>
    run(
      "split",
      () => call("splitAthlete", { athleteId: athlete.id, mergedAthleteId: source.athleteId }),
      () => {
        setOpen(false);
        onSplit();
        return { title: "Athlete split", description: ATHLETE_MERGE_MESSAGES.split };
      },
      { failureTitle: "Not split", fallback: ATHLETE_MERGE_MESSAGES.splitFailed },
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles("secondary")} aria-label={`Split ${source.name} out`}>
        Split
      </Dialog.Trigger>
      <DialogFrame title={`Split ${source.name} out of ${name}?`}>
        <Dialog.Description className="mt-2 text-sm text-slate-700">
          {source.name} comes back as their own athlete with their fields, corrections, rating, tags and notes. Emails that arrived since the merge go to whichever
          of the two they match.
        </Dialog.Description>
        <EmailList title={`Back to ${source.name} (${emailsText(source.emailCount)})`} emails={source.emails} total={source.emailCount} />
        <EmailList title={`Stay with ${name} (${emailsText(stayingCount)})`} emails={staying} total={stayingCount} />
        <DialogActions label="Split" busyLabel="Splitting…" busy={busy} onConfirm={() => void split()} />
      </DialogFrame>
    </Dialog.Root>
  );
}

function EmailList({ title, emails, total }: { title: string; emails: ReadonlyArray<{ emailId: string; subject: string; receivedAt: string }>; total: number }) {
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold text-brand-text">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm text-slate-700">
        {emails.map((email) => (
          <li key={email.emailId} className="break-words">
            {email.subject || "(no subject)"} · {formatDate(email.receivedAt)}
          </li>
        ))}
      </ul>
      {emails.length > 0 && total > emails.length && <p className="mt-1 text-xs text-slate-600">and {total - emails.length} more</p>}
    </section>
  );
}

/**
 * 'Split out' on an email we joined to the athlete automatically: the email becomes an athlete of its
 * own; the page reloads her and names the new one to link to (`onSplit`).
 */
export function SplitEmailOut({
  athlete,
  name,
  email,
  onSplit,
}: {
  athlete: AthleteDetail;
  name: string;
  email: SourceEmail & { matchedBy: string };
  onSplit: (made: { id: string; name: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const { run, running } = useServerAction();
  const busy = running !== null;
  const subject = email.subject || "(no subject)";

  const split = () =>
    run(
      "split",
      () => call("splitEmailOut", { athleteId: athlete.id, emailId: email.emailId }),
      (answer) => {
        setOpen(false);
        onSplit({ id: answer.newAthleteId, name: answer.newAthleteName });
        return { title: "Email split out", description: ATHLETE_MERGE_MESSAGES.emailSplit };
      },
      { failureTitle: "Not split", fallback: ATHLETE_MERGE_MESSAGES.splitFailed },
    );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles("secondary")} aria-label={ATHLETE_MERGE_MESSAGES.splitEmailLabel(subject)}>
        {ATHLETE_MERGE_MESSAGES.splitEmailButton}
      </Dialog.Trigger>
      <DialogFrame title={ATHLETE_MERGE_MESSAGES.splitEmailTitle(subject, name)}>
        <Dialog.Description className="mt-2 text-sm text-slate-700">{ATHLETE_MERGE_MESSAGES.splitEmailExplain(email.matchedBy)}</Dialog.Description>
        <DialogActions label="Split" busyLabel="Splitting…" busy={busy} onConfirm={() => void split()} />
      </DialogFrame>
    </Dialog.Root>
  );
}
