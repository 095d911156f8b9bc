import { HttpsError } from "firebase-functions/v2/https";
import { toAthleteCard } from "@machines/inbox/athleteCard";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { defineCallable } from "../lib/callable";
import { APP_ORIGIN } from "../lib/config";
import { coachAthletes, getAllOf, mail } from "../lib/firestore";
import { queueEmail } from "../mail/outbox";
import { coachDay, requireCoach } from "../lib/coach";
import { uaNoteEmail } from "./uaNoteEmail";

/** The one email per athlete and day: a second click the same day (or a retried call) sends nothing. */
export const uaMailId = (uid: string, athleteId: string, day: string) => `ua-${uid}-${athleteId}-${day}`;

/**
 * 'Send to UA' for one athlete or a selection: mails each athlete card to the coach's University
 * Athlete note address, at most once per athlete per day (the coach's day).
 */
export const sendAthleteToUa = defineCallable("sendAthleteToUa", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ athleteIds }, { auth }) {
    const coach = await requireCoach(auth.uid);
    if (!coach.uaNoteAddress) throw new HttpsError("failed-precondition", ATHLETE_MESSAGES.noUaAddress);
    const ids = [...new Set(athleteIds)];
    const athletes = await getAllOf(ids.map((id) => coachAthletes(auth.uid).doc(id)));
    if (athletes.some((athlete) => !athlete)) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
    const day = coachDay(coach, new Date());
    const mailIds = ids.map((id) => uaMailId(auth.uid, id, day));
    const queued = await getAllOf(mailIds.map((id) => mail.doc(id)));
    let sent = 0;
    for (const [index, athlete] of athletes.entries()) {
      if (queued[index] || !athlete) continue;
      const rendered = uaNoteEmail({ card: toAthleteCard(athlete), view: athlete.coachView, athleteUrl: `${APP_ORIGIN.value()}/dashboard/athletes/${athlete.id}` });
      await queueEmail(mailIds[index]!, { to: coach.uaNoteAddress, ...rendered, replyTo: coach.email });
      sent++;
    }
    return { sent, alreadySentToday: ids.length - sent };
  },
});
