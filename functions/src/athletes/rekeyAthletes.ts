import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { rekeyStoredAthletes } from "./matchKeysBackfill";

/**
 * Every 6 hours: athletes stored before the match keys changed are given today's (matchKeysBackfill.ts); once all
 * are, a run only reads the done mark. A run that leaves some for later is continued by the next. Locally,
 * `npm start` fires it (scripts/local/scheduler.ts).
 */
export const rekeyAthletes = onSchedule({ schedule: "every 6 hours", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540 }, async () => {
  const result = await rekeyStoredAthletes();
  if (result.rekeyed || !result.done) logger.info("Stored athletes given today's match keys", result);
});
