import { upcomingEvents, type RecruitingEvent } from "@machines/portal/events";
import { resolveTimeZone } from "@machines/shared/dates";
import { localDay } from "@machines/shared/zonedTime";
import { coachAthletes, type UserDoc } from "../lib/firestore";

/** Athletes read per request: a coach's events come from the athletes whose events are still ahead. */
const MAX_ATHLETES = 2_000;

/** The coach's upcoming events, on the coach's calendar day. */
export async function upcomingEventsFor(uid: string, coach: UserDoc, now = new Date()): Promise<RecruitingEvent[]> {
  const { year, month, day } = localDay(now, resolveTimeZone(coach.timeZone).timeZone);
  const today = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const athletes = await coachAthletes(uid).where("eventHorizon", ">=", today).limit(MAX_ATHLETES).get();
  return upcomingEvents(
    athletes.docs.map((doc) => doc.data()),
    today,
  );
}
