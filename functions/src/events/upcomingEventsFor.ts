import { upcomingEvents, type RecruitingEvent } from "@machines/portal/events";
import { coachDay } from "../lib/coach";
import { coachAthletes } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";

/** Athletes read per request: a coach's events come from the athletes whose events are still ahead. */
const MAX_ATHLETES = 2_000;

/** The coach's upcoming events, on the coach's calendar day. */
export async function upcomingEventsFor(uid: string, coach: UserDoc, now = new Date()): Promise<RecruitingEvent[]> {
  const today = coachDay(coach, now);
  const athletes = await coachAthletes(uid).where("eventHorizon", ">=", today).limit(MAX_ATHLETES).get();
  return upcomingEvents(
    athletes.docs.map((doc) => doc.data()),
    today,
  );
}
