import { HttpsError } from "firebase-functions/v2/https";
import { ORIGINAL_DELETED_MESSAGE } from "@machines/account/retention";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails } from "../lib/firestore";
import { reprocessEmail } from "../lib/processQueue";

/** 'This is recruiting': a filtered email, or one the engine was unsure about, is processed again as recruiting, whatever the classifier said. */
export const rescueEmail = defineCallable("rescueEmail", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle({ emailId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    if (await reprocessEmail(uid, emailId, "rescue", (email) => email.state.status === "filtered" || email.state.status === "needs_review", { rescued: true })) return { status: "processing" as const };
    const email = (await coachEmails(uid).doc(emailId).get()).data();
    if (!email) throw new HttpsError("not-found", INBOX_MESSAGES.emailNotFound);
    if (email.raw.deletedAt) throw new HttpsError("failed-precondition", ORIGINAL_DELETED_MESSAGE);
    // A retried click after the first one went through: already rescued, so the answer is the same.
    if (email.rescued) return { status: "processing" as const };
    throw new HttpsError("failed-precondition", INBOX_MESSAGES.notFiltered);
  },
});
