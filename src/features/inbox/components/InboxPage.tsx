import { Link } from "@tanstack/react-router";
import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import { HOLD_REASON_LABELS } from "@machines/inbox/emailStatus";
import { INBOX_FILTERS, INBOX_MESSAGES, type InboxEmail, type InboxFilter, type ListInboxEmailsResponse } from "@machines/portal/inbox";
import { formatDateTime } from "@machines/shared/dates";
import { buttonStyles } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { HeldSenders } from "./HeldSenders";

const FILTER_LABELS: Record<InboxFilter, string> = { all: "All", needs_review: "Needs review", summarised: "Summarised", filtered: "Filtered", held: "Held", failed: "Failed" };

const STATUS_STYLES: Record<InboxEmail["state"]["status"], string> = {
  received: "bg-slate-100 text-slate-700",
  summarised: "bg-green-100 text-green-800",
  filtered: "bg-amber-100 text-amber-900",
  needs_review: "bg-orange-100 text-orange-900",
  held: "bg-blue-100 text-blue-900",
  failed: "bg-red-100 text-red-800",
};

/** What happened to an email, in words. */
function statusText(state: InboxEmail["state"]): string {
  switch (state.status) {
    case "received":
      return "Being read";
    case "summarised":
      return "Summarised";
    case "filtered":
      return `Filtered: ${CLASSIFICATION_REASON_LABELS[state.reason]}`;
    case "needs_review":
      return `Needs review: we weren't sure about this email. ${state.warnings.join(" ")}`;
    case "held":
      return `Held: ${HOLD_REASON_LABELS[state.reason]}`;
    case "failed":
      return "Failed: we couldn't read this email. Support has been told.";
  }
}

interface InboxPageProps {
  filter: InboxFilter;
  data: ListInboxEmailsResponse;
}

/** Every forwarded email with what became of it; a filtered one or one we weren't sure about can be rescued, held senders approved or blocked. */
export function InboxPage({ filter, data }: InboxPageProps) {
  const { run, running } = useServerAction();
  const rescue = (email: InboxEmail) =>
    run(`rescue-${email.id}`, () => call("rescueEmail", { emailId: email.id }), () => ({ title: "Marked as recruiting", description: INBOX_MESSAGES.rescued }));

  return (
    <div className="space-y-8">
      <HeldSenders senders={data.senders} />
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
      {data.emails.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          {filter === "all" ? "No forwarded emails yet. Forward a recruiting email to your address and it shows up here within a minute." : `No ${FILTER_LABELS[filter].toLowerCase()} emails.`}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.emails.map((email) => (
            <li key={email.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="font-semibold break-words text-brand-text">{email.subject ?? "(not read yet)"}</p>
                <p className="text-sm break-words text-slate-600">
                  {email.from ? `From ${email.from}` : "Sender not read yet"}
                  {email.forwardedBy ? ` · forwarded by ${email.forwardedBy}` : ""}
                </p>
                <p className="text-sm text-slate-600">{formatDateTime(email.receivedAt, data.timeZone)}</p>
                <p className={`inline-block rounded px-2 py-0.5 text-sm ${STATUS_STYLES[email.state.status]}`}>{statusText(email.state)}</p>
              </div>
              {(email.state.status === "filtered" || email.state.status === "needs_review") && (
                <button type="button" className={buttonStyles("secondary")} disabled={running !== null} onClick={() => void rescue(email)}>
                  {running === `rescue-${email.id}` ? "Processing…" : "This is recruiting"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data.next && (
        <Link to="/dashboard/inbox" search={{ filter, after: data.next }} className={buttonStyles("secondary")}>
          Older emails
        </Link>
      )}
    </div>
  );
}
