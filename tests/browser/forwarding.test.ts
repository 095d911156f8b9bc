import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { TEST_STACK } from "../../scripts/local/stackConfig.ts";
import { uniqueEduEmail } from "../support/clientApp";
import { athleteIntroduction, forwardedMessage } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";
import { browserForThisFile, openPage } from "./support/browser";
import { reachReview, screeningValues, startTrialConfirmingInAnotherTab } from "./support/onboarding";

const browser = browserForThisFile();

describe("a new coach forwards a recruiting email", () => {
  it("signs up in the wizard, forwards an .eml through the SMTP ingress from their address, and gets the summary", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("forwarder");
    await reachReview(page, screeningValues(email));
    await startTrialConfirmingInAnotherTab(page, email);
    const forwardingAddress = (await page.getByText(/@scout\.inboxscout\.app$/).first().innerText()).replace(/\s/g, "");
    expect(forwardingAddress).toMatch(/^jamie\.rivera\.[0-9a-z]+@scout\.inboxscout\.app$/);
    await context.close();

    // The coach's mail client sends the forward to the local inbound server, as it would to production's MX.
    const raw = await forwardedMessage({
      from: email,
      to: forwardingAddress,
      subject: "Fwd: 2028 setter from Cincinnati",
      note: "Setter for next year?",
      original: athleteIntroduction({ first: "Ava", last: "Chen", email: "ava.chen.setter@gmail.com", gradYear: 2028, state: "OH" }),
    });
    const smtp = createTransport({ host: "127.0.0.1", port: TEST_STACK.ports.inboundSmtp, secure: false, ignoreTLS: true });
    await smtp.sendMail({ envelope: { from: email, to: [forwardingAddress] }, raw });

    const summary = await waitForEmail(email, "New athlete: Ava Chen", 90_000);
    expect(summary.text).toContain("Class: 2028");
    expect(summary.text).toContain("ava.chen.setter@gmail.com");
  });
});
