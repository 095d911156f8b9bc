import type { AthleteDetail } from "@machines/portal/athletes";

/** The tournaments and showcases the athlete says she will play, with team, jersey, position and court. */
export function AthleteEvents({ events }: { events: AthleteDetail["tournaments"] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="text-xl font-semibold text-brand-text">
        Upcoming events
      </h2>
      <ul className="mt-2 space-y-2">
        {events.map((event) => (
          <li key={`${event.name}-${event.startDate ?? event.datesText ?? ""}`} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            <p className="font-medium">{event.name}</p>
            <p className="text-slate-700">{[event.datesText, event.location, event.team, event.jerseyNumber ? `#${event.jerseyNumber}` : null, event.position, event.court].filter(Boolean).join(" · ")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
