import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { athletesCsv } from "@machines/inbox/athleteCsv";
import { buildDailyReport } from "@machines/inbox/dailyReportBuilder";
import type { FilteredEmail, ReviewEmail } from "@machines/inbox/dailyReport";
import { INBOX_REVIEW_PATH } from "@machines/portal/inbox";
import { coachReportHours, nextReportAt } from "@machines/inbox/reportSchedule";
import { formatDateTime } from "@machines/shared/dates";
import { APP_ORIGIN } from "../lib/config";
import { coachAthletes, coachEmails, coachReports, users } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import { queueEmail } from "../mail/outbox";
import { dailyReportEmail } from "./dailyReportEmail";

export const REPORT_QUEUE = "sendDailyReport";
/** Coaches one scheduler run queues at most; the rest are queued by the next run minutes later. */
const COACHES_PER_RUN = 500;

/**
 * Every 15 minutes: queues the report of each coach whose report time has come. One task per coach
 * and period, so a run that overlaps another queues nothing twice. Locally, `npm start` fires this
 * on the same schedule (scripts/local/scheduler.ts).
 */
export const scheduleReports = onSchedule({ schedule: "every 15 minutes", timeZone: "UTC", retryCount: 3 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const due = await users.where("nextReportAt", "<=", Timestamp.fromDate(now)).limit(COACHES_PER_RUN).get();
  await Promise.all(
    due.docs.map((doc) => {
      const periodEnd = doc.data().nextReportAt!.toDate().toISOString();
      return enqueueOnce(REPORT_QUEUE, taskIdFor("report", doc.id, periodEnd), { uid: doc.id, periodEnd });
    }),
  );
  if (due.size) logger.info("Reports queued", { coaches: due.size });
});

/**
 * One coach's report for the period since their last one: new and updated athletes with counts by
 * position, class and state, the filtered emails, and a CSV of the athletes. Nothing is sent for a
 * period in which nothing happened. Safe to run twice: the report and its email are keyed by period.
 */
export async function sendReportFor(uid: string, periodEnd: Date): Promise<"sent" | "empty" | "skipped"> {
  const coach = (await users.doc(uid).get()).data();
  if (!coach) return "skipped";
  const periodStart = (coach.lastReportAt ?? coach.trialStartedAt).toDate();
  const reportId = keyOf(periodEnd.toISOString()).slice(0, 32);
  let outcome: "sent" | "empty" | "skipped" = "skipped";

  if (periodEnd > periodStart && !(await coachReports(uid).doc(reportId).get()).exists) {
    const [athletes, emails] = await Promise.all([
      coachAthletes(uid).where("updatedAt", ">=", periodStart.toISOString()).where("updatedAt", "<", periodEnd.toISOString()).get(),
      coachEmails(uid).where("processedAt", ">=", Timestamp.fromDate(periodStart)).where("processedAt", "<", Timestamp.fromDate(periodEnd)).get(),
    ]);
    const listed = (doc: (typeof emails.docs)[number]) => {
      const email = doc.data();
      return {
        emailId: doc.id,
        receivedAt: email.receivedAt.toDate().toISOString(),
        from: (email.processed?.originalFrom?.address ?? email.sender?.address ?? "unknown sender").slice(0, 320),
        subject: (email.processed?.subject || "(no subject)").slice(0, 300),
      };
    };
    const filteredEmails: FilteredEmail[] = emails.docs.flatMap((doc) => {
      const { state } = doc.data();
      return state.status === "filtered" ? [{ ...listed(doc), reason: state.reason }] : [];
    });
    const needsReviewEmails: ReviewEmail[] = emails.docs.flatMap((doc) => {
      const { state } = doc.data();
      return state.status === "needs_review" ? [{ ...listed(doc), warnings: state.warnings }] : [];
    });
    const report = buildDailyReport({ coachId: uid, timeZone: coach.timeZone, periodStart, periodEnd, athletes: athletes.docs.map((doc) => doc.data()), filteredEmails, needsReviewEmails });
    if (report) {
      const periodText = `${formatDateTime(periodStart, coach.timeZone)} to ${formatDateTime(periodEnd, coach.timeZone)}`;
      const rendered = dailyReportEmail({ firstName: coach.first_name, report, periodText, portalUrl: `${APP_ORIGIN.value()}/dashboard/reports`, reviewUrl: `${APP_ORIGIN.value()}${INBOX_REVIEW_PATH}` });
      const csv = athletesCsv([...report.newAthletes, ...report.updatedAthletes]);
      await queueEmail(`report-${uid}-${reportId}`, {
        to: coach.email,
        ...rendered,
        attachments: [{ filename: `inboxscout-report-${periodEnd.toISOString().slice(0, 10)}.csv`, contentType: "text/csv; charset=utf-8", content: csv }],
      });
      await coachReports(uid).doc(reportId).create({ report, subject: rendered.subject, sentAt: Timestamp.now() });
      outcome = "sent";
    } else {
      outcome = "empty";
    }
  }
  // The period is done either way; the next report covers what happens after it.
  if (!coach.lastReportAt || coach.lastReportAt.toDate() < periodEnd) {
    await users.doc(uid).update({
      lastReportAt: Timestamp.fromDate(periodEnd),
      nextReportAt: Timestamp.fromDate(nextReportAt(periodEnd, coach.timeZone, coachReportHours(coach.tier, coach.delivery?.reportHours))),
    });
  }
  return outcome;
}

export const sendDailyReport = onTaskDispatched<{ uid: string; periodEnd: string }>(
  { retryConfig: { maxAttempts: 5, minBackoffSeconds: 30, maxBackoffSeconds: 600 }, rateLimits: { maxConcurrentDispatches: 10 }, memory: "512MiB" },
  async ({ data }) => {
    await sendReportFor(data.uid, new Date(data.periodEnd));
  },
);
