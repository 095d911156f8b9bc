import { describe, expect, it } from "vitest";
import { uniqueEduEmail } from "../support/clientApp";
import { DESKTOP, MOBILE, browserForThisFile, openPage } from "./support/browser";
import { layoutDefects } from "./support/layoutDefects";
import { reachReview, screeningValues, startTrialConfirmingInAnotherTab } from "./support/onboarding";
import { ALL_ROUTES } from "./support/routes";

const browser = browserForThisFile();

const VIEWPORTS = [
  ["desktop", DESKTOP],
  ["phone", MOBILE],
] as const;

describe("layout guard: no blank screens, no sideways scrolling, no token broken mid-word", () => {
  it.each(VIEWPORTS)("every route of the spec on a %s", async (_name, viewport) => {
    const { context, page } = await openPage(browser(), viewport);
    const defects: string[] = [];
    for (const path of ALL_ROUTES) {
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      defects.push(...(await layoutDefects(page)).map((defect) => `${path}: ${defect}`));
    }
    expect(defects).toEqual([]);
    await context.close();
  });

  it("the page a new coach lands on, with their forwarding address and referral code, on a phone and a desktop", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    const email = uniqueEduEmail("layout");
    await reachReview(page, screeningValues(email));
    await startTrialConfirmingInAnotherTab(page, email);
    await page.getByText(/@scout\.inboxscout\.app$/).first().waitFor();
    expect(await page.locator("[data-token]").count()).toBeGreaterThanOrEqual(2);
    expect(await layoutDefects(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await layoutDefects(page)).toEqual([]);
    await context.close();
  });
});
