import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { deleteExpiredRawEmails } from "./rawEmailRetention";

/**
 * Every hour: the originals of emails read more than RETENTION_DAYS.rawEmail days ago are deleted
 * (rawEmailRetention.ts). A run that leaves some for later is continued by the next. Locally, `npm start`
 * fires it (scripts/local/scheduler.ts).
 */
export const deleteEmailOriginals = onSchedule({ schedule: "every 1 hours", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const { deleted, done } = await deleteExpiredRawEmails(now);
  if (deleted || !done) logger.info("Email originals past retention deleted", { deleted, done });
});
