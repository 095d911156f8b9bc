import { HttpsError } from "firebase-functions/v2/https";
import type { EventAttributes } from "ics";
import { BRAND } from "@machines/brand";
import { EVENT_MESSAGES, type RecruitingEvent } from "@machines/portal/events";
import { addCalendarDays } from "@machines/shared/dates";
import { APP_ORIGIN } from "../lib/config";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { keyOf } from "../lib/keys";
import { upcomingEventsFor } from "./upcomingEventsFor";

/** The [year, month, day] the calendar file wants for a calendar day `plusDays` later. */
const dateParts = (isoDate: string, plusDays = 0): [number, number, number] => {
  const [year, month, day] = addCalendarDays(isoDate, plusDays).split("-").map(Number);
  return [year!, month!, day!];
};

/** Whom to watch, one line per athlete: what a coach walking into the gym needs. */
function watchList(event: RecruitingEvent): string {
  return event.athletes
    .map((athlete) => {
      const details = [
        athlete.gradYear ? `class of ${athlete.gradYear}` : null,
        athlete.position ?? (athlete.positions.join("/") || null),
        athlete.team,
        athlete.jerseyNumber ? `#${athlete.jerseyNumber}` : null,
        athlete.court,
      ].filter(Boolean);
      return `${athlete.name}${details.length ? ` (${details.join(", ")})` : ""}`;
    })
    .join("\n");
}

/** An all-day calendar event, the same UID for the same coach and event so re-importing updates it. */
function calendarEvent(uid: string, event: RecruitingEvent & { startDate: string }): EventAttributes {
  return {
    uid: `${keyOf(uid, event.key).slice(0, 32)}@${BRAND.domain}`,
    title: event.name,
    start: dateParts(event.startDate),
    // All-day events end on the day after their last day (RFC 5545 DTEND is exclusive).
    end: dateParts(event.endDate ?? event.startDate, 1),
    location: event.location ?? undefined,
    description: `Athletes to watch:\n${watchList(event)}\n\nFrom your ${BRAND.name} events: ${APP_ORIGIN.value()}/dashboard/events`,
    productId: `${BRAND.name}//Events`,
    calName: `${BRAND.name} recruiting events`,
  };
}

/** 'Add to calendar': one upcoming event's .ics, or every dated upcoming event's. */
export const eventsCalendar = defineCallable("eventsCalendar", {
  rateLimit: { limit: 30, windowSeconds: 60 },
  async handle({ eventKey }, { auth }) {
    const uid = auth.uid;
    const coach = await requireCoach(uid);
    const events = await upcomingEventsFor(uid, coach);
    const chosen = eventKey ? events.filter((event) => event.key === eventKey) : events;
    if (eventKey && chosen.length === 0) throw new HttpsError("not-found", EVENT_MESSAGES.notFound);
    const dated = chosen.filter((event): event is RecruitingEvent & { startDate: string } => event.startDate !== null);
    if (dated.length === 0) throw new HttpsError("failed-precondition", eventKey ? EVENT_MESSAGES.noDates : EVENT_MESSAGES.noneDated);
    // Loaded on a download, not at the top: every function instance loads this file.
    const { createEvents } = await import("ics");
    const { error, value } = createEvents(dated.map((event) => calendarEvent(uid, event)));
    if (error || !value) throw error ?? new Error("The calendar could not be written");
    const filename = eventKey ? `${eventKey.slice(0, 80)}.ics` : `${BRAND.name.toLowerCase()}-events.ics`;
    return { filename, ics: value };
  },
});
