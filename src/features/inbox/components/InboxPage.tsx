import { Link } from "@tanstack/react-router";
import { INBOX_FILTERS, INBOX_MESSAGES, notSureText, type InboxEmail, type InboxFilter, type ListInboxEmailsResponse } from "@machines/portal/inbox";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { HeldSenders } from "./HeldSenders";
import { InboxEmailRow, type EmailAnswer } from "./InboxEmailRow";

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", needs_review: "Needs review", summarised: "Summarised", filtered: "Filtered", held: "Held", failed: "Failed" };

interface InboxPageProps {
  filter: InboxFilter;
  data: ListInboxEmailsResponse;
}

/**
 * Every forwarded email with what became of it. The ones we weren't sure about come first, for the coach
 * to answer; a filtered one can be rescued; held senders approved or blocked.
 */
export function InboxPage({ filter, data }: InboxPageProps) {
  const { run, running } = useServerAction();
  const answer = (email: InboxEmail, given: EmailAnswer) =>
    given === "recruiting"
      ? run(`${given}-${email.id}`, () => call("rescueEmail", { emailId: email.id }), () => ({ title: "Marked as recruiting", description: INBOX_MESSAGES.rescued }))
      : run(`${given}-${email.id}`, () => call("dismissEmail", { emailId: email.id }), () => ({ title: INBOX_MESSAGES.dismissed }));
  const reviewIds = new Set(data.needsReview.map((email) => email.id));
  const emails = data.emails.filter((email) => !reviewIds.has(email.id));
  const rows = (list: readonly InboxEmail[]) => (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {list.map((email) => (
        <InboxEmailRow key={email.id} email={email} timeZone={data.timeZone} running={running} onAnswer={(chosen, given) => void answer(chosen, given)} />
      ))}
    </ul>
  );

  return (
    <div className="space-y-8">
      <HeldSenders senders={data.senders} />
      {data.needsReview.length > 0 && (
        <section aria-labelledby="needs-review-heading" className="space-y-3">
          <h2 id="needs-review-heading" className="text-xl font-semibold text-brand-text">
            Needs your review
          </h2>
          <p className="text-slate-700">
            {notSureText(data.needsReview.length)}. Tell us whether each one is recruiting: we add its athlete, or filter it.
          </p>
          {rows(data.needsReview)}
        </section>
      )}
      <nav aria-label="Show emails" className="flex flex-wrap gap-2">
        {INBOX_FILTERS.map((option) => (
          <Link
            key={option}
            to="/dashboard/inbox"
            search={{ filter: option }}
            aria-current={option === filter ? "page" : undefined}
            className={buttonStyles(option === filter ? "primary" : "secondary")}
          >
            {FILTER_LABELS[option]}
          </Link>
        ))}
      </nav>
      {emails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          {data.emails.length > 0
            ? "Nothing else on this page."
            : filter === "all"
              ? "No forwarded emails yet. Forward a recruiting email to your address and it shows up here within a minute."
              : `No ${FILTER_LABELS[filter].toLowerCase()} emails.`}
        </p>
      ) : (
        rows(emails)
      )}
      {data.next && (
        <Link to="/dashboard/inbox" search={{ filter, after: data.next }} className={buttonStyles("secondary")}>
          Older emails
        </Link>
      )}
    </div>
  );
}
