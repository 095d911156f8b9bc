import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { athleteIntroduction, forwardedMessage, postInbound } from "../support/inbound";
import { emailHtmlUrl, waitForEmail, type CaughtEmail } from "../support/mailCatcher";
import { coachWithTrial } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";
import { MOBILE, browserForThisFile, openPage } from "./support/browser";

const browser = browserForThisFile();
const client = clientsForThisFile();

/** Sends one of every email the product sends, each to its own address, and returns them as caught. */
async function oneOfEachEmail(): Promise<CaughtEmail[]> {
  const { coach, email, account } = await coachWithTrial(client, "mailbox");
  const colleague = uniqueEduEmail("colleague");
  await coach.call("submitReferral", {
    submissionId: `layout-${randomUUID()}`,
    referrerEmail: email,
    referees: [{ firstName: "Casey", lastName: "Moore", email: colleague, role: "Assistant Coach", sport: "Softball" }],
    sendInvitations: true,
  });
  const waitlister = uniqueEduEmail("waitlister");
  await (await client()).call("joinWaitlist", { firstName: "Jordan", lastName: "Reyes", university: "Ohio State University", waitlistEmail: waitlister, waitlistSport: "Softball", wishList: "" });
  const asker = uniqueEduEmail("asker");
  await (await client()).call("submitContactMessage", { name: "Jordan Reyes", email: asker, message: "Does the daily report include video links?" });
  const reader = uniqueEduEmail("reader");
  await (await client()).call("requestSampleReport", { email: reader });

  const original = athleteIntroduction({ first: "Maya", last: "Thompson", email: `maya.${randomUUID().slice(0, 6)}@gmail.com`, gradYear: 2027, state: "KY" });
  const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original, note: "Look at her." });
  await postInbound(raw, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] });
  await waitForEmail(email, "New athlete: Maya Thompson", 60_000);
  await db.collection("users").doc(coach.uid!).update({ nextReportAt: Timestamp.now() });
  await fetch(`${TEST_URLS.functions}/functions/projects/${process.env.GCLOUD_PROJECT}/triggers/us-central1-scheduleReports-0`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });

  return Promise.all([
    waitForEmail(email, "Confirm your email"),
    waitForEmail(email, "Welcome to"),
    waitForEmail(email, "New athlete: Maya Thompson"),
    waitForEmail(email, `Your ${BRAND.name} report`, 30_000),
    waitForEmail(colleague, "invited you"),
    waitForEmail(waitlister, "waitlist"),
    waitForEmail(asker, "We've received your message"),
    waitForEmail(reader, "sample report"),
  ]);
}

describe("every email fits a phone", () => {
  it("opens each email's HTML from the mail catcher at 375 and 320 px: nothing wider than the screen", async () => {
    const emails = await oneOfEachEmail();
    const { context, page } = await openPage(browser(), MOBILE);
    const overflowing: string[] = [];
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: MOBILE.height });
      for (const email of emails) {
        await page.goto(emailHtmlUrl(email));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) overflowing.push(`"${email.subject}" is ${scrollWidth} px wide at ${width} px`);
      }
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
