import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { upcomingEventsFor } from "./upcomingEventsFor";

/** The upcoming tournaments and showcases the coach's athletes named, with whom to watch at each. */
export const listEvents = defineCallable("listEvents", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle(_input, { auth }) {
    const uid = auth.uid;
    const coach = await requireCoach(uid);
    return { events: await upcomingEventsFor(uid, coach) };
  },
});
