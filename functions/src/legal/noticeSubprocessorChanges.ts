import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { sendSubprocessorNotices } from "./subprocessorNotices";

/**
 * Every hour: coaches are emailed about a subprocessor change 10 days before it takes effect
 * (subprocessorNotices.ts). Locally, `npm start` fires it (scripts/local/scheduler.ts).
 */
export const noticeSubprocessorChanges = onSchedule({ schedule: "every 1 hours", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const finished = await sendSubprocessorNotices(now);
  if (finished.length) logger.info("Subprocessor change notices sent", { changes: finished });
});
