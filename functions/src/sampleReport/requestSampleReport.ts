import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { SAMPLE_RECRUITS, countBy } from "@machines/demo/sampleRecruits";
import { defineCallable } from "../lib/callable";
import { APP_ORIGIN } from "../lib/config";
import { settleNonCritical } from "../lib/nonCritical";
import { tryConsume } from "../lib/rateLimit";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";

const DAY_SECONDS = 24 * 60 * 60;

/** Emails a real sample report, built from the demo athletes, to whoever asks on the how-it-works page. */
export const requestSampleReport = defineCallable("requestSampleReport", {
  rateLimit: { limit: 3, windowSeconds: 600 },
  async handle({ email, source }, { auth }) {
    // Per address too, so the form cannot be used to flood someone's inbox.
    if (!(await tryConsume({ bucket: "sampleReportAddress", limit: 2, windowSeconds: DAY_SECONDS }, email))) {
      throw new HttpsError("resource-exhausted", "We've already sent a sample report to this address today. Please check your inbox.");
    }
    const requestedAt = new Date();
    const id = `${email}-${requestedAt.getTime()}`;
    await queueEmail(`sample-report-${id}`, { to: email, ...sampleReportEmail(APP_ORIGIN.value()) });
    await settleNonCritical("Sample report webhook", { uid: auth!.uid }, [
      publishEvent(`sample-report.requested-${id}`, "sample-report.requested", { email, source, timestamp: requestedAt.toISOString() }),
    ]);
    return { sent: true as const };
  },
});

function sampleReportEmail(appOrigin: string) {
  const summary = (key: "position" | "classYear" | "state", label: string) =>
    `${label}: ${countBy(SAMPLE_RECRUITS, key)
      .map(({ value, count }) => `${value} (${count})`)
      .join(", ")}`;
  return renderEmail({
    subject: `Your ${BRAND.name} sample report: 4 athletes from 3 emails`,
    paragraphs: [
      "Hi Coach,",
      `Here is what ${BRAND.name} sends back after you forward your recruiting emails. These three sample emails named four athletes; each one became a clean row you can sort, search and export to CSV.`,
      summary("position", "By position"),
      summary("classYear", "By class"),
      summary("state", "By state"),
    ],
    table: {
      columns: ["Name", "Position", "Height", "Class", "Club", "State", "GPA", `${BRAND.name} note`, "Contact"],
      rows: SAMPLE_RECRUITS.map((recruit) => [
        recruit.name,
        recruit.position,
        recruit.height,
        String(recruit.classYear),
        recruit.clubTeam,
        recruit.state,
        recruit.gpa ?? "—",
        recruit.note,
        recruit.email,
      ]),
    },
    action: { label: "Start your free 7-day trial", url: `${appOrigin}/initial-screening` },
  });
}
