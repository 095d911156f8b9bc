import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { stampMissingTouchedAt } from "./touchedAtBackfill";
import { deleteUntouchedAthletes } from "./untouchedAthleteRetention";

/**
 * Every 6 hours: athletes their coach has not touched for the period chosen in Settings are deleted
 * (untouchedAthleteRetention.ts), after records stored before `touchedAt` existed are given one
 * (touchedAtBackfill.ts), so the sweep reaches them too. A run that leaves some for later is continued by
 * the next. Locally, `npm start` fires it (scripts/local/scheduler.ts).
 */
export const deleteUntouchedAthleteRecords = onSchedule({ schedule: "every 6 hours", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const backfill = await stampMissingTouchedAt();
  if (backfill.stamped || !backfill.done) logger.info("Athletes stored before touchedAt stamped with their last write", backfill);
  const { deleted, done } = await deleteUntouchedAthletes(now);
  if (deleted || !done) logger.info("Athletes untouched past their coach's retention deleted", { deleted, done });
});
