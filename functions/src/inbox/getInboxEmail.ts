import { HttpsError } from "firebase-functions/v2/https";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails } from "../lib/firestore";
import { toInboxEmailDetail } from "./inboxEmailView";

/** Opens one of the caller's emails from the Inbox (any status: a filtered one is read before rescuing it). */
export const getInboxEmail = defineCallable("getInboxEmail", {
  rateLimit: { limit: 120, windowSeconds: 60 },
  async handle({ emailId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    // Read under the caller's own path: another coach's email id finds nothing.
    const email = (await coachEmails(uid).doc(emailId).get()).data();
    if (!email) throw new HttpsError("not-found", INBOX_MESSAGES.emailNotFound);
    return toInboxEmailDetail(emailId, email);
  },
});
