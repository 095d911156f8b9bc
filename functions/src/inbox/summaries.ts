import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { toAthleteCard } from "@machines/inbox/athleteCard";
import { filteredAsChild } from "@machines/inbox/childUnder13";
import { summaryNoteOf } from "@machines/inbox/summaryNotes";
import { INBOX_REVIEW_PATH } from "@machines/portal/inbox";
import { db } from "../lib/admin";
import { APP_ORIGIN, SUMMARY_WINDOW_SECONDS } from "../lib/config";
import { coachAthletes, coachEmails, coachSummaries, getAllOf, users } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import { queueEmail } from "../mail/outbox";
import { summaryEmail } from "./inboxEmails";

export const SUMMARY_QUEUE = "sendSummary";
/** Athletes one summary lists at most; more wait for the next one. */
const MAX_EMAILS_PER_SUMMARY = 50;

/**
 * Asks for the coach's next summary: one task per coach and window, delayed by the window, so
 * emails arriving together are summarised together (a repeat enqueue in the window is ignored).
 */
export async function queueSummary(uid: string, now: Date): Promise<void> {
  const windowSeconds = SUMMARY_WINDOW_SECONDS.value();
  const window = Math.floor(now.getTime() / 1000 / windowSeconds);
  await enqueueOnce(SUMMARY_QUEUE, taskIdFor("summary", uid, String(window)), { uid }, windowSeconds);
}

/** Not an error: the window is still open (the local task emulator ignores the delay), so try again shortly. */
class WindowStillOpen extends Error {
  constructor(readonly remainingMs: number) {
    super("The summary window is still open");
  }
}

/**
 * Claims the emails waiting for a summary in one transaction and records the summary they make, so
 * two runs never send the same email twice; a summary whose mail was not queued yet is queued on
 * the next run.
 */
async function claimPending(uid: string, now: Date): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const pending = (await transaction.get(coachEmails(uid).where("summaryPending", "==", true))).docs
      .sort((a, b) => a.data().receivedAt.toMillis() - b.data().receivedAt.toMillis())
      .slice(0, MAX_EMAILS_PER_SUMMARY);
    if (pending.length === 0) return;
    const oldest = Math.min(...pending.map((doc) => (doc.data().processedAt ?? doc.data().receivedAt).toMillis()));
    const closesAt = oldest + SUMMARY_WINDOW_SECONDS.value() * 1000;
    if (closesAt > now.getTime()) throw new WindowStillOpen(closesAt - now.getTime());
    const emailIds = pending.map((doc) => doc.id);
    const batchId = keyOf(...emailIds).slice(0, 40);
    const states = pending.map((doc) => doc.data().state);
    const athleteIds = [...new Set(states.flatMap((state) => (state.status === "summarised" ? (state.athleteIds ?? [state.athleteId]) : [])))];
    const needsReviewCount = states.filter((state) => state.status === "needs_review").length;
    const childUnder13Count = states.filter(filteredAsChild).length;
    for (const doc of pending) transaction.update(doc.ref, { summaryPending: false, summaryBatchId: batchId });
    transaction.create(coachSummaries(uid).doc(batchId), { emailIds, athleteIds, needsReviewCount, childUnder13Count, createdAt: Timestamp.fromDate(now), queuedAt: null });
  });
}

async function queueUnsentSummaries(uid: string): Promise<void> {
  const coach = (await users.doc(uid).get()).data();
  if (!coach) return;
  const unsent = await coachSummaries(uid).where("queuedAt", "==", null).get();
  for (const summary of unsent.docs) {
    const { emailIds, athleteIds } = summary.data();
    const [emails, athletes] = await Promise.all([getAllOf(emailIds.map((id) => coachEmails(uid).doc(id))), getAllOf(athleteIds.map((id) => coachAthletes(uid).doc(id)))]);
    const updates = emails.flatMap((email) => email?.athleteUpdates ?? []);
    const entries = athletes.flatMap((athlete) =>
      athlete ? [{ card: toAthleteCard(athlete), note: summaryNoteOf(athlete, updates.filter((update) => update.athleteId === athlete.id), emailIds) }] : [],
    );
    const imported = emails.length > 0 && emails.every((email) => email?.source === "import");
    const needsReview = summary.data().needsReviewCount ?? 0;
    const childrenNotKept = summary.data().childUnder13Count ?? 0;
    // A coach who turned per-email summaries off still gets these athletes (and the emails to review) in the daily report.
    if ((entries.length > 0 || needsReview > 0 || childrenNotKept > 0) && coach.delivery?.summaries !== false) {
      await queueEmail(`summary-${uid}-${summary.id}`, {
        to: coach.email,
        ...summaryEmail({
          firstName: coach.first_name,
          athletes: entries,
          imported,
          needsReview,
          childrenNotKept,
          portalUrl: `${APP_ORIGIN.value()}/dashboard/athletes`,
          reviewUrl: `${APP_ORIGIN.value()}${INBOX_REVIEW_PATH}`,
        }),
      });
    }
    await summary.ref.update({ queuedAt: Timestamp.now() });
  }
}

export async function summariseForCoach(uid: string, now = new Date()): Promise<void> {
  await claimPending(uid, now);
  await queueUnsentSummaries(uid);
}

/**
 * The summary worker: runs after the window closes. Locally, where the delay is ignored, it runs at once: it waits out
 * the rest of the window (at most one window) and claims again, rather than failing into a retry that comes only after
 * the queue's backoff (10 s); should the window still be open then, it retries.
 */
export const sendSummary = onTaskDispatched<{ uid: string }>(
  { retryConfig: { maxAttempts: 12, minBackoffSeconds: 10, maxBackoffSeconds: 30 }, rateLimits: { maxConcurrentDispatches: 20 } },
  async ({ data }) => {
    try {
      await summariseForCoach(data.uid).catch(async (error: unknown) => {
        if (!(error instanceof WindowStillOpen) || error.remainingMs > SUMMARY_WINDOW_SECONDS.value() * 1000) throw error;
        await new Promise((resolve) => setTimeout(resolve, error.remainingMs));
        await summariseForCoach(data.uid);
      });
    } catch (error) {
      if (error instanceof WindowStillOpen) logger.info("Summary window still open; retrying shortly", { uid: data.uid });
      throw error;
    }
  },
);
