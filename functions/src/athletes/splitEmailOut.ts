import { HttpsError } from "firebase-functions/v2/https";
import { athleteName } from "@machines/inbox/athleteCard";
import { ATHLETE_MERGE_MESSAGES } from "@machines/portal/athleteMerge";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachAthletes, coachEmails } from "../lib/firestore";
import { athleteDetail, coachAthlete } from "./athleteDetail";
import { saveAthlete } from "./athleteIndex";
import { splitEmailDocs } from "./athleteMerge";
import { athleteIdsOf, storedEmails } from "./storedEmails";

/**
 * Splits an email the pipeline joined to one of the caller's athletes automatically (a wrong match) out
 * into an athlete of its own, in one transaction with both index rows and the email's state. Only the
 * caller's athletes and emails are read; an email that joined her first, or through a coach's merge, is refused.
 */
export const splitEmailOut = defineCallable("splitEmailOut", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ athleteId, emailId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const before = await coachAthlete(uid, athleteId);
    const emails = await storedEmails(uid, before.sourceEmailIds, athleteIdsOf(before));
    const newId = coachAthletes(uid).doc().id;
    const { kept, split } = await db.runTransaction(async (transaction) => {
      const current = (await transaction.get(coachAthletes(uid).doc(athleteId))).data();
      const email = (await transaction.get(coachEmails(uid).doc(emailId))).data();
      if (!current || !email) throw new HttpsError("not-found", ATHLETE_MERGE_MESSAGES.notAutomatic);
      const entry = current.merges.find((merge) => merge.emailId === emailId);
      if (!entry?.matchedBy || current.sourceEmailIds.length < 2) throw new HttpsError("failed-precondition", ATHLETE_MERGE_MESSAGES.notAutomatic);
      // Read outside the transaction: the athlete must still hold exactly the emails read then.
      if (!emails.complete || current.sourceEmailIds.join() !== before.sourceEmailIds.join()) throw new HttpsError("failed-precondition", ATHLETE_MERGE_MESSAGES.emailsMissing);
      const docs = splitEmailDocs(current, emails.found, emailId, newId);
      if (!docs) throw new HttpsError("failed-precondition", ATHLETE_MERGE_MESSAGES.emailsMissing);
      saveAthlete(transaction, uid, docs.kept);
      saveAthlete(transaction, uid, docs.split);
      if (email.state.status === "summarised") {
        const ids = (email.state.athleteIds ?? [email.state.athleteId]).map((id) => (id === athleteId ? newId : id));
        const main = email.state.athleteId === athleteId ? newId : email.state.athleteId;
        transaction.update(coachEmails(uid).doc(emailId), { state: { status: "summarised", athleteId: main, ...(ids.length > 1 ? { athleteIds: ids } : {}) } });
      }
      return docs;
    });
    const newAthleteName = athleteName({ firstName: split.fields.firstName?.value ?? null, lastName: split.fields.lastName?.value ?? null });
    return { athlete: await athleteDetail(uid, kept), newAthleteId: newId, newAthleteName };
  },
});
