import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { deleteEndedAccounts } from "./endedAccountRetention";

/**
 * Every 6 hours: accounts that ended longer ago than we keep them are deleted (endedAccountRetention.ts).
 * Locally, `npm start` fires it (scripts/local/scheduler.ts).
 */
export const deleteEndedAccountData = onSchedule({ schedule: "every 6 hours", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const started = await deleteEndedAccounts(now);
  if (started.length) logger.info("Ended accounts past retention: deletion started", { accounts: started.length });
});
