import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { RecruitingEvent } from "@machines/portal/events";
import { formatCalendarDate } from "@machines/shared/dates";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { toast } from "@/components/ui/toast";
import { failureMessage } from "@machines/callableErrors";
import { call } from "@/lib/callables";
import { saveFile } from "@/lib/saveFile";

function whenText(event: RecruitingEvent): string {
  if (!event.startDate) return event.datesText ? `${event.datesText} (as written)` : "Dates not given";
  const start = formatCalendarDate(event.startDate);
  return event.endDate && event.endDate !== event.startDate ? `${start} to ${formatCalendarDate(event.endDate)}` : start;
}

/** Upcoming tournaments and showcases, each with whom to watch there, and 'Add to calendar'. */
export function EventsPage({ events }: { events: readonly RecruitingEvent[] }) {
  const [saving, setSaving] = useState<string | null>(null);
  async function addToCalendar(eventKey?: string) {
    setSaving(eventKey ?? "all");
    try {
      const { filename, ics } = await call("eventsCalendar", eventKey ? { eventKey } : {});
      saveFile(ics, filename, "text/calendar;charset=utf-8");
    } catch (error) {
      toast({ title: "Calendar error", description: failureMessage(error, "An unexpected error occurred."), variant: "destructive" });
    } finally {
      setSaving(null);
    }
  }

  if (events.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        No upcoming events yet. When an athlete's email names a tournament or showcase, it shows up here with everyone who will play there.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <button type="button" className={buttonStyles("secondary")} disabled={saving !== null} onClick={() => void addToCalendar()}>
        Add all to calendar (.ics)
      </button>
      <ul className="space-y-6">
        {events.map((event) => (
          <li key={event.key} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <h2 className="text-xl font-semibold break-words text-brand-text">{event.name}</h2>
                <p className="text-slate-700">
                  {whenText(event)}
                  {event.location ? ` · ${event.location}` : ""}
                </p>
              </div>
              {event.startDate && (
                <button type="button" className={buttonStyles("secondary")} disabled={saving !== null} onClick={() => void addToCalendar(event.key)}>
                  Add to calendar<span className="sr-only">: {event.name}</span>
                </button>
              )}
            </div>
            <h3 className="mt-4 text-sm font-semibold text-slate-700 uppercase">Athletes to watch</h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {event.athletes.map((athlete) => (
                <li key={athlete.athleteId} className="py-2 text-sm text-slate-700">
                  <Link to="/dashboard/athletes/$athleteId" params={{ athleteId: athlete.athleteId }} className={textLink}>
                    {athlete.name}
                  </Link>
                  {[
                    athlete.gradYear ? `class of ${athlete.gradYear}` : null,
                    athlete.position ?? (athlete.positions.join("/") || null),
                    athlete.team,
                    athlete.jerseyNumber ? `#${athlete.jerseyNumber}` : null,
                    athlete.court,
                  ]
                    .filter(Boolean)
                    .map((detail) => ` · ${detail}`)
                    .join("")}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
