import { Timestamp } from "firebase-admin/firestore";
import { REPORTS_PAGE_SIZE } from "@machines/portal/reports";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachReports } from "../lib/firestore";

/** The archive of the coach's reports, newest first, a page at a time. */
export const listReports = defineCallable("listReports", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle({ before }, { auth }) {
    const uid = auth.uid;
    const coach = await requireCoach(uid);
    let query = coachReports(uid).orderBy("sentAt", "desc");
    if (before) query = query.startAfter(Timestamp.fromDate(new Date(before)));
    const page = await query.limit(REPORTS_PAGE_SIZE + 1).get();
    const reports = page.docs.slice(0, REPORTS_PAGE_SIZE).map((doc) => {
      const { report, subject, sentAt } = doc.data();
      return {
        id: doc.id,
        subject,
        sentAt: sentAt.toDate().toISOString(),
        newAthletes: report.newAthletes.length,
        updatedAthletes: report.updatedAthletes.length,
        filteredEmails: report.filteredEmails.length,
      };
    });
    return { reports, nextBefore: page.size > REPORTS_PAGE_SIZE ? (reports.at(-1)?.sentAt ?? null) : null, timeZone: coach.timeZone };
  },
});
