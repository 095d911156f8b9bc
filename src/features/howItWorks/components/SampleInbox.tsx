import { SAMPLE_EMAILS } from "@machines/demo/sampleRecruits";

/** "Before": the three sample recruiting emails, as they sit in a coach's inbox. */
export function SampleInbox() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-300 bg-slate-50 shadow-sm">
      <p className="flex items-center justify-between border-b border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700">
        <span>Inbox</span>
        <span className="font-normal text-slate-600">{SAMPLE_EMAILS.length} unread recruiting emails</span>
      </p>
      <ul className="divide-y divide-slate-200">
        {SAMPLE_EMAILS.map((email) => (
          <li key={email.subject} className="px-4 py-3">
            <article aria-label={email.subject}>
              <div className="flex items-baseline justify-between gap-3">
                <p className="truncate text-sm font-semibold text-brand-text">{email.from}</p>
                <p className="shrink-0 text-xs text-slate-600">{email.receivedAt}</p>
              </div>
              <h4 className="mt-0.5 text-sm font-medium text-brand-text">{email.subject}</h4>
              <p className="mt-1 text-sm break-words text-slate-600">{email.body}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
