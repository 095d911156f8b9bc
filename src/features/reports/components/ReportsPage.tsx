import { Link } from "@tanstack/react-router";
import { REPORT_MESSAGES, type ReportListItem } from "@machines/portal/reports";
import { formatDateTime } from "@machines/shared/dates";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";

interface ReportsPageProps {
  reports: readonly ReportListItem[];
  timeZone: string;
  nextBefore: string | null;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The archive of reports as sent, and 'Send me today's report now'. */
export function ReportsPage({ reports, timeZone, nextBefore }: ReportsPageProps) {
  const { run, running } = useServerAction();
  const sendNow = () =>
    run("send", () => call("sendReportNow", {}), ({ outcome }) => ({
      title: outcome === "sent" ? "Report sent" : "Nothing to send yet",
      description: outcome === "sent" ? REPORT_MESSAGES.sent : REPORT_MESSAGES.empty,
    }));

  return (
    <div className="space-y-8">
      <button type="button" className={buttonStyles("primary")} disabled={running !== null} onClick={() => void sendNow()}>
        {running ? "Sending…" : "Send me today's report now"}
      </button>
      {reports.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
          No reports yet. Your first one arrives by email at your next report time once athletes come in, and every report is kept here.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {reports.map((report) => (
            <li key={report.id} className="p-4">
              <Link to="/dashboard/reports/$reportId" params={{ reportId: report.id }} className={textLink}>
                {report.subject}
              </Link>
              <p className="mt-1 text-sm text-slate-600">
                Sent {formatDateTime(report.sentAt, timeZone)} · {plural(report.newAthletes, "new athlete")}, {plural(report.updatedAthletes, "updated athlete")},{" "}
                {plural(report.filteredEmails, "filtered email")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {nextBefore && (
        <Link to="/dashboard/reports" search={{ before: nextBefore }} className={buttonStyles("secondary")}>
          Older reports
        </Link>
      )}
    </div>
  );
}
