import { HttpsError } from "firebase-functions/v2/https";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { defineCallable } from "../lib/callable";
import { coachEmails } from "../lib/firestore";
import { toInboxEmailDetail } from "../inbox/inboxEmailView";
import { requireAccess } from "./access";
import { audit, supportCallOf } from "./audit";

/** Support: one email as the coach's Inbox opens it (text and athletes), only while the coach's 24-hour grant runs (audited). */
export const supportReadEmail = defineCallable("supportReadEmail", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle(input, request) {
    await requireAccess(input.uid);
    const email = (await coachEmails(input.uid).doc(input.emailId).get()).data();
    if (!email) throw new HttpsError("not-found", SUPPORT_MESSAGES.emailNotFound);
    await audit(supportCallOf(request, input), "readEmail", input.uid, input.emailId);
    return toInboxEmailDetail(input.emailId, email);
  },
});
