import { describe, expect, it } from "vitest";
import { TOAST_DURATION_MS } from "@/components/ui/toast";
import { ONBOARDING_TOASTS } from "@machines/onboarding/schemas";
import { SAMPLE_SIGNUP_DRAFT } from "../support/onboardingPaths";
import { uniqueEduEmail } from "../support/clientApp";
import { browserForThisFile, openPage, toastWith } from "./support/browser";
import { fillSignup, screenAndSign, screeningValues, waitForPath } from "./support/onboarding";

const browser = browserForThisFile();

describe("toasts", () => {
  it("never follow the coach to the next step: a step that goes through dismisses what its failed attempts showed", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("toasts");
    await screenAndSign(page, screeningValues(email));
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await toastWith(page, ONBOARDING_TOASTS.signupInvalid.title).waitFor();
    await fillSignup(page, { ...SAMPLE_SIGNUP_DRAFT, workEmail: email });
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await waitForPath(page, "/review-and-pay");
    await page.getByRole("heading", { name: "Your Information" }).waitFor();
    expect(await toastWith(page, ONBOARDING_TOASTS.signupInvalid.title).count()).toBe(0);
    await context.close();
  });

  it("closes a toast by itself after 5 seconds", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/billing/cancel");
    const cancelled = toastWith(page, "Payment Cancelled");
    await cancelled.waitFor();
    const shownAt = Date.now();
    await cancelled.waitFor({ state: "detached", timeout: TOAST_DURATION_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 500);
    await context.close();
  });

  it("shows one toast at a time: a new one replaces the visible one", async () => {
    const { context, page } = await openPage(browser());
    await page.route("**/joinWaitlist", (route) => route.abort("connectionrefused"));
    await page.goto("/billing/cancel");
    await toastWith(page, "Payment Cancelled").waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Join Waitlist" }).click();
    await page.getByLabel("First Name").fill("Avery");
    await page.getByLabel("Last Name").fill("Stone");
    await page.getByLabel("University/Organization").fill("Duke University");
    await page.getByLabel("Email").fill("avery.stone@duke.edu");
    await page.getByRole("button", { name: "Reserve My Spot" }).click();
    await toastWith(page, "Submission error").waitFor();
    expect(await page.getByRole("region", { name: /Notifications/ }).getByRole("listitem").count()).toBe(1);
    await context.close();
  });

  it("is dismissed by a swipe to the right", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/billing/cancel");
    const cancelled = toastWith(page, "Payment Cancelled");
    await cancelled.waitFor();
    const box = (await cancelled.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + 20 + step * 15, y);
    await page.mouse.up();
    await cancelled.waitFor({ state: "detached", timeout: 2000 });
    await context.close();
  });
});
