import { HttpsError } from "firebase-functions/v2/https";
import type { EmailStatus } from "@machines/inbox/emailStatus";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails } from "../lib/firestore";

/** 'Not recruiting' on an email we weren't sure about: filtered, by the coach's word. Asking twice answers the same. */
export const dismissEmail = defineCallable("dismissEmail", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle({ emailId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const ref = coachEmails(uid).doc(emailId);
    await db.runTransaction(async (transaction) => {
      const email = (await transaction.get(ref)).data();
      if (!email) throw new HttpsError("not-found", INBOX_MESSAGES.emailNotFound);
      if (email.state.status === "filtered" && email.state.byCoach) return;
      if (email.state.status !== "needs_review") throw new HttpsError("failed-precondition", INBOX_MESSAGES.notNeedsReview);
      const state: EmailStatus = { status: "filtered", reason: email.processed?.reason ?? "no_athlete_found", byCoach: true };
      transaction.update(ref, { state });
    });
    return { status: "filtered" as const };
  },
});
