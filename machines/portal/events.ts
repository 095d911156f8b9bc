import { z } from "zod";
import { addCalendarDays } from "../shared/dates";

const isoDate = z.iso.date();

/** An athlete who said they will play at an event, with what they told about where to find them. */
export const eventAthleteSchema = z.object({
  athleteId: z.string().min(1).max(128),
  name: z.string().max(120),
  gradYear: z.number().int().nullable(),
  positions: z.array(z.string().max(40)).max(8),
  team: z.string().max(120).nullable(),
  jerseyNumber: z.string().max(4).nullable(),
  position: z.string().max(40).nullable(),
  court: z.string().max(60).nullable(),
});
export type EventAthlete = z.infer<typeof eventAthleteSchema>;

/** A tournament or showcase, as the coach's athletes named it, with whom to watch there. */
export const recruitingEventSchema = z.object({
  key: z.string().min(1).max(200),
  name: z.string().max(160),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  /** As written when the dates could not be read. */
  datesText: z.string().max(80).nullable(),
  location: z.string().max(120).nullable(),
  athletes: z.array(eventAthleteSchema),
});
export type RecruitingEvent = z.infer<typeof recruitingEventSchema>;

export const listEventsResponseSchema = z.object({ events: z.array(recruitingEventSchema) });

/** One event's calendar file, or all upcoming events' when no key is given. */
export const eventsCalendarRequestSchema = z.object({ eventKey: z.string().trim().min(1).max(200).optional() }).strict();
export const eventsCalendarResponseSchema = z.object({ filename: z.string().max(120), ics: z.string() });

/** How long an event whose dates the email did not give stays listed after the email arrived. */
export const UNDATED_EVENT_DAYS = 60;

export const EVENT_MESSAGES = {
  notFound: "That event is no longer upcoming.",
  noDates: "Add to calendar needs the event's dates; the athletes' emails didn't give them.",
  noneDated: "None of your upcoming events has dates yet, so there is nothing to add to a calendar.",
} as const;

interface AthleteWithEvents {
  id: string;
  fields: {
    firstName: { value: string } | null;
    lastName: { value: string } | null;
    gradYear: { value: number } | null;
    positions: { value: string[] } | null;
  };
  tournaments: ReadonlyArray<{
    name: string;
    startDate: string | null;
    endDate: string | null;
    datesText: string | null;
    location: string | null;
    team: string | null;
    jerseyNumber: string | null;
    position: string | null;
    court: string | null;
  }>;
  updatedAt: string;
}

/** The last day an event of this tournament list is still worth showing: an undated one counts from the athlete's last email. */
function lastDayOf(tournament: AthleteWithEvents["tournaments"][number], athleteUpdatedAt: string): string {
  return tournament.endDate ?? tournament.startDate ?? addCalendarDays(athleteUpdatedAt.slice(0, 10), UNDATED_EVENT_DAYS);
}

/** The last day any of the athlete's events is upcoming (stored on the record so the Events page queries only those); null without events. */
export function eventHorizonOf(athlete: Pick<AthleteWithEvents, "tournaments" | "updatedAt">): string | null {
  return athlete.tournaments.reduce<string | null>((latest, tournament) => {
    const day = lastDayOf(tournament, athlete.updatedAt);
    return latest === null || day > latest ? day : latest;
  }, null);
}

/** Two athletes name the same event when its name (letters and digits only) and start date agree. */
export function eventKeyOf(tournament: { name: string; startDate: string | null }): string {
  const name = tournament.name.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
  return `${name || "event"}--${tournament.startDate ?? "undated"}`.slice(0, 200);
}

/**
 * The events still upcoming on `today` (YYYY-MM-DD, the coach's day), each with the athletes who named it,
 * soonest first (undated last), athletes by name.
 */
export function upcomingEvents(athletes: readonly AthleteWithEvents[], today: string): RecruitingEvent[] {
  const events = new Map<string, RecruitingEvent>();
  for (const athlete of athletes) {
    for (const tournament of athlete.tournaments) {
      if (lastDayOf(tournament, athlete.updatedAt) < today) continue;
      const key = eventKeyOf(tournament);
      const event = events.get(key) ?? {
        key,
        name: tournament.name,
        startDate: tournament.startDate,
        endDate: tournament.endDate,
        datesText: tournament.datesText,
        location: tournament.location,
        athletes: [],
      };
      event.endDate ??= tournament.endDate;
      event.location ??= tournament.location;
      if (!event.athletes.some((entry) => entry.athleteId === athlete.id)) {
        const name = [athlete.fields.firstName?.value, athlete.fields.lastName?.value].filter(Boolean).join(" ") || "Name not given";
        event.athletes.push({
          athleteId: athlete.id,
          name,
          gradYear: athlete.fields.gradYear?.value ?? null,
          positions: athlete.fields.positions?.value ?? [],
          team: tournament.team,
          jerseyNumber: tournament.jerseyNumber,
          position: tournament.position,
          court: tournament.court,
        });
      }
      events.set(key, event);
    }
  }
  const byStart = (event: RecruitingEvent) => event.startDate ?? "9999-99-99";
  return [...events.values()]
    .map((event) => ({ ...event, athletes: event.athletes.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort((a, b) => byStart(a).localeCompare(byStart(b)) || a.name.localeCompare(b.name));
}
