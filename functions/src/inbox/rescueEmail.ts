import { HttpsError } from "firebase-functions/v2/https";
import { ORIGINAL_DELETED_MESSAGE } from "@machines/account/retention";
import { filteredAsChild } from "@machines/inbox/childUnder13";
import type { CoachEmailDoc } from "@machines/inbox/documents";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails } from "../lib/firestore";
import { reprocessEmail } from "../lib/processQueue";

/** An email the coach may call recruiting: one filtered out (except about a child under 13, whom we never keep) or one we weren't sure about. */
const rescuable = ({ state }: CoachEmailDoc) => (state.status === "filtered" && !filteredAsChild(state)) || state.status === "needs_review";

/** 'This is recruiting': a filtered email, or one the engine was unsure about, is processed again as recruiting, whatever the classifier said. */
export const rescueEmail = defineCallable("rescueEmail", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle({ emailId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    if (await reprocessEmail(uid, emailId, "rescue", rescuable, { rescued: true })) return { status: "processing" as const };
    const email = (await coachEmails(uid).doc(emailId).get()).data();
    if (!email) throw new HttpsError("not-found", INBOX_MESSAGES.emailNotFound);
    // Before the original's deletion: it went when the email was read, not after the usual 30 days, and no athlete stays.
    if (filteredAsChild(email.state)) throw new HttpsError("failed-precondition", INBOX_MESSAGES.childNotKept);
    if (email.raw.deletedAt) throw new HttpsError("failed-precondition", ORIGINAL_DELETED_MESSAGE);
    // A retried click after the first one went through: already rescued, so the answer is the same.
    if (email.rescued) return { status: "processing" as const };
    throw new HttpsError("failed-precondition", INBOX_MESSAGES.notFiltered);
  },
});
