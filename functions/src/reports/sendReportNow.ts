import { HttpsError } from "firebase-functions/v2/https";
import { REPORT_MESSAGES } from "@machines/portal/reports";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { tryCooldown } from "../lib/rateLimit";
import { sendReportFor } from "./dailyReports";

/**
 * 'Send me today's report now': the report of everything since the last one, at once. The scheduled
 * report then covers what comes after it. A period with nothing new sends nothing. One a minute per
 * coach, counted from the last one (a cooldown, not a clock minute), so a double click (two calls at once would both
 * read the same last report) sends one report.
 */
export const sendReportNow = defineCallable("sendReportNow", {
  rateLimit: { limit: 5, windowSeconds: 3600 },
  async handle(_input, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    if (!(await tryCooldown("sendReportNowCoach", uid, 60))) {
      throw new HttpsError("resource-exhausted", REPORT_MESSAGES.justSent);
    }
    const outcome = await sendReportFor(uid, new Date());
    return { outcome: outcome === "sent" ? ("sent" as const) : ("empty" as const) };
  },
});
