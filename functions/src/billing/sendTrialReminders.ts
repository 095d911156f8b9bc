import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { sendDueTrialReminders } from "./trialReminders";

/**
 * Every 15 minutes: the trial reminders (3 days and 1 day before the trial ends, 9 AM on the coach's
 * clock) that are due. Locally, `npm start` fires it on the same schedule (scripts/local/scheduler.ts).
 */
export const sendTrialReminders = onSchedule({ schedule: "every 15 minutes", timeZone: "UTC", retryCount: 3 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const sent = await sendDueTrialReminders(now);
  if (sent) logger.info("Trial reminders sent", { sent });
});
