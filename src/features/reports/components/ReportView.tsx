import { Link } from "@tanstack/react-router";
import { athleteName, contactText, gpaText, heightText, placeText, positionsText } from "@machines/inbox/athleteCard";
import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import type { AthleteCard } from "@machines/inbox/dailyReport";
import type { ReportView as Report } from "@machines/portal/reports";
import { formatDateTime } from "@machines/shared/dates";
import { textLink } from "@/components/ui/styles";

function AthleteCards({ title, athletes }: { title: string; athletes: readonly AthleteCard[] }) {
  if (athletes.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-xl font-semibold text-brand-text">{title}</h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {athletes.map((card) => (
          <li key={card.athleteId} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: card.athleteId }} className={textLink}>
              {athleteName(card)}
            </Link>
            <p className="mt-1 text-sm text-slate-700">
              {[positionsText(card.positions), heightText(card.height), card.gradYear ? `Class of ${card.gradYear}` : "", card.clubTeam, placeText(card), card.gpa ? `GPA ${gpaText(card.gpa)}` : ""]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <p className="mt-1 text-sm break-all text-slate-600">{contactText(card)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One report as the coach received it: new and updated athletes, counts, and what was filtered. */
export function ReportView({ view }: { view: Report }) {
  const { report } = view;
  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        Sent {formatDateTime(view.sentAt, report.timeZone)}; covers {formatDateTime(report.periodStart, report.timeZone)} to {formatDateTime(report.periodEnd, report.timeZone)}.
      </p>
      <AthleteCards title="New athletes" athletes={report.newAthletes} />
      <AthleteCards title="Updated athletes" athletes={report.updatedAthletes} />
      {report.filteredEmails.length > 0 && (
        <section aria-label="Filtered emails">
          <h2 className="text-xl font-semibold text-brand-text">Filtered emails</h2>
          <ul className="mt-3 space-y-2">
            {report.filteredEmails.map((email) => (
              <li key={email.emailId} className="text-sm break-words text-slate-700">
                “{email.subject}” from {email.from}: {CLASSIFICATION_REASON_LABELS[email.reason]}
              </li>
            ))}
          </ul>
          <Link to="/dashboard/inbox" search={{ filter: "filtered" }} className={`mt-3 inline-block ${textLink}`}>
            Rescue a filtered email in your inbox
          </Link>
        </section>
      )}
    </div>
  );
}
