import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SENDER_MESSAGES } from "@machines/portal/senders";
import { clientsForThisFile } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { linkTokenIn } from "../support/onboardingFlow";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";
import { coachWithPassword, signedInAt } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

describe("extra sender addresses", () => {
  it("a coach adds an assistant in Settings; the assistant confirms from the emailed link in their own browser; Settings shows Trusted", async () => {
    const { email } = await coachWithPassword(client, "senderui");
    const assistant = `assistant.${randomUUID().slice(0, 6)}@test-university.edu`;
    const { context, page } = await openPage(browser());
    await signedInAt(page, email, "/dashboard/settings");
    const section = page.getByRole("region", { name: "Extra sender addresses" });
    const form = section.getByRole("form", { name: "Add a sender address" });
    await form.getByLabel("Assistant's email address").fill(email);
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await form.getByText(SENDER_MESSAGES.ownAddress).waitFor();
    await form.getByLabel("Assistant's email address").fill(assistant);
    await form.getByRole("button", { name: "Send confirmation link" }).click();
    await section.getByText(SENDER_MESSAGES.confirmationSent(assistant)).waitFor();
    await section.getByRole("listitem").filter({ hasText: assistant }).getByText("Waiting for confirmation").waitFor();

    const token = linkTokenIn((await waitForEmail(assistant, "Confirm you forward recruiting emails for Coach")).text);
    for (const viewport of [DESKTOP, MOBILE]) {
      const elsewhere = await openPage(browser(), viewport);
      await elsewhere.page.goto(`/confirm-sender?token=${token}`);
      await elsewhere.page.getByRole("button", { name: "Confirm" }).waitFor();
      await elsewhere.page.getByText(assistant).waitFor();
      expect(await seriousAccessibilityViolations(elsewhere.page)).toEqual([]);
      if (viewport === MOBILE) {
        await elsewhere.page.getByRole("button", { name: "Confirm" }).click();
        await elsewhere.page.getByText(/You can now forward recruiting emails to Coach .+'s InboxScout address\./).waitFor();
        await elsewhere.page.reload();
        await elsewhere.page.getByText(SENDER_MESSAGES.unusable).waitFor();
        expect(await seriousAccessibilityViolations(elsewhere.page)).toEqual([]);
      }
      await elsewhere.context.close();
    }

    await page.reload();
    await section.getByRole("listitem").filter({ hasText: assistant }).getByText("Trusted").waitFor();
    await context.close();
  });
});
