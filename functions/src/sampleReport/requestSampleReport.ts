import { HttpsError } from "firebase-functions/v2/https";
import { defineCallable } from "../lib/callable";
import { keyOf } from "../lib/keys";
import { APP_ORIGIN } from "../lib/config";
import { settleNonCritical } from "../lib/nonCritical";
import { tryConsume } from "../lib/rateLimit";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import { sampleReportEmail } from "./sampleReportEmail";

const DAY_SECONDS = 24 * 60 * 60;

/** Emails a real sample report, built from the demo athletes, to whoever asks on the how-it-works page. */
export const requestSampleReport = defineCallable("requestSampleReport", {
  rateLimit: { limit: 3, windowSeconds: 600 },
  async handle({ email, source }, { auth }) {
    // Per address too: whoever types an address, it gets at most one sample report a day.
    if (!(await tryConsume({ bucket: "sampleReportAddress", limit: 1, windowSeconds: DAY_SECONDS }, email))) {
      throw new HttpsError("resource-exhausted", "We've already sent a sample report to this address today. Please check your inbox.");
    }
    const requestedAt = new Date();
    const id = keyOf(email, String(requestedAt.getTime()));
    await queueEmail(`sample-report-${id}`, { to: email, ...sampleReportEmail(APP_ORIGIN.value()) });
    await settleNonCritical("Sample report webhook", { uid: auth.uid }, [
      publishEvent(`sample-report.requested-${id}`, "sample-report.requested", { email, source, timestamp: requestedAt.toISOString() }),
    ]);
    return { sent: true as const };
  },
});
