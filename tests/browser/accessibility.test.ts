import { describe, expect, it } from "vitest";
import { MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

const browser = browserForThisFile();

describe("accessibility (axe-core)", () => {
  it.each([...ALL_ROUTES, "/does-not-exist"])("%s has no serious or critical violations", async (path) => {
    const { context, page } = await openPage(browser());
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("the home page with the waitlist panel open, on a phone, has none either", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/");
    await page.getByRole("button", { name: /Reserve your spot/ }).click();
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await page.getByText("First name is required").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
