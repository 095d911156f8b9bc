import * as logger from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { resumeStalledAccountDeletions } from "./accountDeletion";

/**
 * Every 6 hours: deletions still queued a day after they were asked for (their task gave up, say after
 * a long Stripe outage) are continued, so none is ever forgotten. Locally, `npm start` fires it too.
 */
export const resumeAccountDeletions = onSchedule({ schedule: "every 6 hours", timeZone: "UTC", retryCount: 3, secrets: STRIPE_SECRETS, timeoutSeconds: 540 }, async (event) => {
  const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
  const { finished, stillQueued } = await resumeStalledAccountDeletions(now);
  if (finished || stillQueued) logger.info("Stalled account deletions resumed", { finished, stillQueued });
});
