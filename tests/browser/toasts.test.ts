import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_DURATION_MS } from "@/components/ui/toast";
import { launchBrowser, openPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("toasts", () => {
  it("shows one toast at a time and closes it after 5 seconds", async () => {
    const { context, page } = await openPage(browser);
    await page.goto("/billing/cancel");
    const cancelled = page.getByRole("status").filter({ hasText: "Payment Cancelled" });
    await cancelled.waitFor();
    const shownAt = Date.now();
    // Leaving and coming back raises the same toast again; it replaces the first instead of stacking.
    await page.getByRole("link", { name: "Return to Home" }).first().click();
    await page.goto("/billing/cancel");
    await cancelled.first().waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Payment Cancelled" }).count()).toBe(1);
    await cancelled.waitFor({ state: "detached", timeout: TOAST_DURATION_MS + 3000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 500);
    await context.close();
  });

  it("is dismissed by a swipe to the right", async () => {
    const { context, page } = await openPage(browser);
    await page.goto("/billing/cancel");
    const cancelled = page.getByRole("status").filter({ hasText: "Payment Cancelled" });
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
