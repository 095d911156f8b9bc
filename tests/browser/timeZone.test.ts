import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { mkdirSync } from "node:fs";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { TRIAL_MESSAGES } from "@machines/billing/messages";
import { formatBillingDate, trialDates } from "@machines/onboarding/trial";
import { emptyExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { db } from "../../functions/src/lib/admin";
import { seedAthletes } from "../../scripts/portal/seedAthletes";
import { uniqueEduEmail } from "../support/clientApp";
import { SAMPLE_SIGNUP_DRAFT } from "../support/onboardingPaths";
import { TEST_URLS } from "../support/testStack";
import { DESKTOP, MOBILE, browserForThisFile, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { fillSignup, screenAndSign, screeningValues, signupField, startTrialConfirmingInAnotherTab, waitForPath } from "./support/onboarding";

/** Issue 17, item 5: the zone is the browser's, confirmed at signup; Settings lists the US zones first; a change shows everywhere at once. */

const browser = browserForThisFile();
const SHOTS = "/tmp/shots-week-billing";

async function accessibleAtBothWidths(page: Page) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
  await page.setViewportSize(DESKTOP);
}

const span = { start: 0, end: 1, snippet: "seeded" };
const value = <T>(v: T) => ({ value: v, confidence: 0.9, source: span });
/** Late evening of Nov 19 in Denver, Nov 20 in Tokyo and in UTC. */
const LAST_CONTACT = new Date("2026-11-20T03:00:00Z");

describe("the coach's time zone", () => {
  it("is this browser's at signup, confirmed or changed there; Settings lists the US zones first; a change shows on the Athletes list at once, never '(UTC)'", async () => {
    const context = await browser().newContext({ viewport: DESKTOP, baseURL: TEST_URLS.web, timezoneId: "America/Chicago" });
    const page = await context.newPage();
    const email = uniqueEduEmail("zoneconfirm");
    await screenAndSign(page, screeningValues(email));

    const zone = signupField(page, "timeZone");
    expect(await zone.inputValue()).toBe("America/Chicago");
    expect(await zone.locator("option").first().innerText()).toBe("Eastern Time (New York)");
    await page.getByText(/Taken from this browser/).waitFor();
    await accessibleAtBothWidths(page);
    await fillSignup(page, { ...SAMPLE_SIGNUP_DRAFT, workEmail: email, timeZone: "America/Denver" });
    await page.getByRole("button", { name: "Continue to Review" }).click();
    await waitForPath(page, "/review-and-pay");
    // The review names the trial's end as every other page and email does (issue 17, item 4).
    await page.getByText(TRIAL_MESSAGES.endsOn(formatBillingDate(trialDates(new Date()).endsAt))).waitFor();
    mkdirSync(SHOTS, { recursive: true });
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${SHOTS}/review-and-pay-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(DESKTOP);
    await startTrialConfirmingInAnotherTab(page, email);
    const user = (await db.collection("users").where("email", "==", email).get()).docs[0]!;
    expect(user.get("timeZone")).toBe("America/Denver");

    await seedAthletes(user.id, [{ ...emptyExtractedAthlete(), sport: value("volleyball" as const), firstName: value("Zoe"), lastName: value("Zone") }], { start: LAST_CONTACT });
    await page.goto("/dashboard/athletes");
    const row = page.getByRole("row").filter({ hasText: "Zoe Zone" });
    await row.getByText("Thu, Nov 19, 2026").waitFor();
    expect(await page.getByRole("table").innerText()).not.toContain("(UTC)");

    await page.getByRole("navigation").getByRole("link", { name: "Settings" }).first().click();
    const picker = page.getByRole("form", { name: "Delivery settings" }).getByLabel("Time zone");
    await picker.waitFor();
    expect(await picker.locator("option").first().innerText()).toBe("Eastern Time (New York)");
    expect(await picker.inputValue()).toBe("America/Denver");
    await picker.selectOption("Asia/Tokyo");
    await page.getByRole("form", { name: "Delivery settings" }).getByRole("button", { name: /Save/ }).click();
    await toastWith(page, ACCOUNT_MESSAGES.saved).waitFor();

    await page.getByRole("navigation").getByRole("link", { name: "Athletes" }).first().click();
    await waitForPath(page, "/dashboard/athletes");
    await row.getByText("Fri, Nov 20, 2026").waitFor();
    expect(await page.getByRole("table").innerText()).not.toContain("(UTC)");
    await accessibleAtBothWidths(page);
    await context.close();
  });
});
