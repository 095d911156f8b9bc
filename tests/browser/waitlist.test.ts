import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WAITLIST_MESSAGES } from "@machines/waitlist/schema";
import { waitlistEntryRef } from "../../functions/src/waitlist/waitlistEntry";
import { uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { browserForThisFile, openPage, toastWith } from "./support/browser";

const browser = browserForThisFile();

async function fillWaitlist(page: Page, email: string) {
  await page.getByLabel("First Name").fill("Morgan");
  await page.getByLabel("Last Name").fill("Blake");
  await page.getByLabel("University/Organization").fill("University of Kentucky");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Sport").selectOption("Softball");
}


describe("waitlist", () => {
  it("joins from the home page panel: field errors, success toast, reset, panel closes, email arrives", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/");
    await page.getByRole("button", { name: /Reserve your spot. Join the waitlist/ }).click();
    expect(await page.getByText("We'll let you know when it's ready").isVisible()).toBe(true);
    expect(await page.getByText("Founders Circle").isVisible()).toBe(true);
    expect(await page.getByText(/Current phase/).count()).toBe(0);

    await page.getByRole("button", { name: "Join Waitlist" }).click();
    for (const message of [WAITLIST_MESSAGES.firstNameRequired, WAITLIST_MESSAGES.lastNameRequired, WAITLIST_MESSAGES.universityRequired, WAITLIST_MESSAGES.emailRequired]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
    const borderColor = (label: string | RegExp) => page.getByLabel(label).evaluate((input) => getComputedStyle(input).borderColor);
    // Tailwind's red-600 (as the stylesheet spells it: the build may convert oklch), against the slate border of a field without an error.
    const red600 = await page.evaluate(() => {
      const probe = document.body.appendChild(Object.assign(document.createElement("div"), { className: "border border-red-600" }));
      const color = getComputedStyle(probe).borderColor;
      probe.remove();
      return color;
    });
    expect(await borderColor("First Name")).toBe(red600);
    expect(await borderColor(/must-have/)).not.toBe(await borderColor("First Name"));

    const email = uniqueEduEmail("panel");
    await fillWaitlist(page, "coach@gmail.com");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByText(WAITLIST_MESSAGES.emailNotEdu).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("button", { name: "Join Waitlist" }).click();

    await toastWith(page, "You're on the list!").waitFor();
    expect(await toastWith(page, "You're on the list!").innerText()).toContain("We'll reach out as soon as we have updates.");
    await page.getByLabel("First Name").waitFor({ state: "detached" });

    const confirmation = await waitForEmail(email, "You're on the InboxScout waitlist");
    expect(confirmation.text).toContain("Hi Morgan,");
    const stored = await waitlistEntryRef(email).get();
    expect(stored.get("sport")).toBe("Softball");

    await page.getByRole("button", { name: /Reserve your spot/ }).click();
    expect(await page.getByLabel("First Name").inputValue()).toBe("");
    await context.close();
  });

  it("joins from /waitlist and lands on the confirmation page; a second signup gets the same answer and changes nothing", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("page");
    await page.goto("/waitlist");
    await fillWaitlist(page, email);
    await page.getByLabel(/must-have/).fill("Daily report by position");
    await page.getByRole("button", { name: "Reserve My Spot" }).click();
    await page.waitForURL((url) => url.pathname === "/waitlist-confirmation");
    await page.getByRole("heading", { name: "Reservation Confirmed" }).waitFor();
    await toastWith(page, "You're on the list!").waitFor();
    await waitForEmail(email, "You're on the InboxScout waitlist");
    const stored = await waitlistEntryRef(email).get();
    expect(stored.get("wish_list")).toBe("Daily report by position");

    await page.goto("/waitlist");
    await fillWaitlist(page, email.toUpperCase());
    await page.getByRole("button", { name: "Reserve My Spot" }).click();
    await page.waitForURL((url) => url.pathname === "/waitlist-confirmation");
    await toastWith(page, "You're on the list!").waitFor();
    expect((await waitlistEntryRef(email).get()).get("wish_list")).toBe("Daily report by position");
    await context.close();
  });

  it("keeps everything typed and shows 'Submission error' when the service is unreachable", async () => {
    const { context, page } = await openPage(browser());
    let releaseRequest: () => void = () => {};
    const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route("**/joinWaitlist", async (route) => {
      await requestHeld;
      await route.abort("connectionrefused");
    });
    const email = uniqueEduEmail("offline");
    await page.goto("/waitlist");
    await fillWaitlist(page, email);
    await page.getByRole("button", { name: "Reserve My Spot" }).click();
    const busyButton = page.getByRole("button", { name: "Processing..." });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Email" }).isDisabled()).toBe(true);
    releaseRequest();
    await toastWith(page, "Submission error").waitFor();
    expect(await toastWith(page, "Submission error").innerText()).toContain("Please try again later.");
    expect(page.url()).toMatch(/\/waitlist$/);
    expect(await page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email);
    expect(await page.getByLabel("First Name").inputValue()).toBe("Morgan");
    expect(await page.getByRole("button", { name: "Reserve My Spot" }).isEnabled()).toBe(true);
    await context.close();
  });
});
