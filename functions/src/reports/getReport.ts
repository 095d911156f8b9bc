import { HttpsError } from "firebase-functions/v2/https";
import { REPORT_MESSAGES } from "@machines/portal/reports";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachReports } from "../lib/firestore";

/** One report of the coach's archive, as it was sent. */
export const getReport = defineCallable("getReport", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle({ reportId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const stored = (await coachReports(uid).doc(reportId).get()).data();
    if (!stored) throw new HttpsError("not-found", REPORT_MESSAGES.notFound);
    return { id: reportId, subject: stored.subject, sentAt: stored.sentAt.toDate().toISOString(), report: stored.report };
  },
});
