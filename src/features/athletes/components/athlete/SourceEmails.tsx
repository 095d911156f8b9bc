import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import type { AthleteDetail } from "@machines/portal/athletes";
import { formatDateTime } from "@/lib/coachTimeZone";
import { textLink } from "@/components/ui/styles";
import { SplitEmailOut } from "../MergeAndSplit";

/** The emails about the athlete as text, newest first; one we joined to her automatically can be split out. */
export function SourceEmails({ athlete, name }: { athlete: AthleteDetail; name: string }) {
  const [splitOut, setSplitOut] = useState<{ id: string; name: string } | null>(null);
  return (
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
                <SplitEmailOut athlete={athlete} name={name} email={{ ...email, matchedBy: email.matchedBy }} onSplit={setSplitOut} />
              </div>
            )}
            {email.coachNote && <p className="mt-2 text-sm italic text-slate-700">Your note: {email.coachNote}</p>}
            <pre className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 font-sans text-sm text-slate-800">{email.text}</pre>
          </article>
        ))}
      </div>
    </section>
  );
}
