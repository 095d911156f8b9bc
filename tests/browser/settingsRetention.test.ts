import { describe, expect, it } from "vitest";
import { ATHLETE_RETENTION_CHOICES, ATHLETE_RETENTION_OPTIONS } from "@machines/account/athleteRetention";
import { PRODUCT_FACTS, RETENTION_DAYS } from "@machines/productFacts";
import { users } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { trialingCoachAt } from "./support/portal";

const browser = browserForThisFile();
const client = clientsForThisFile();

describe("Settings: what we keep", () => {
  it("says what is kept and for how long from the retention constants, and saves how long untouched athletes are kept; accessible at 1280 and 375 px", async () => {
    const { page } = await openPage(browser());
    const coach = await trialingCoachAt(page, client, "retention-settings", "/dashboard/settings");
    const section = page.getByRole("region", { name: "What we keep, and for how long" });
    await section.getByText(`${RETENTION_DAYS.rawEmail} days after we read it`).waitFor();
    await section.getByText(`deleted within ${RETENTION_DAYS.minorAthleteData} days`).waitFor();
    // The periods on offer, in the Privacy Policy's own words: the choice below goes no longer than they say.
    await section.getByText(PRODUCT_FACTS.untouchedAthletes).waitFor();
    const select = section.getByLabel("Delete athletes I haven't touched for");
    expect(await select.inputValue()).toBe("2-years");
    expect(await select.locator("option").allTextContents()).toEqual(ATHLETE_RETENTION_OPTIONS.map((option) => option.label));
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
    await select.selectOption({ label: ATHLETE_RETENTION_CHOICES["3-years"].label });
    await section.getByRole("button", { name: "Save" }).click();
    await toastWith(page, "Settings saved").waitFor();
    expect((await users.doc(coach.uid).get()).data()!.athleteRetention).toBe("3-years");
    await page.reload();
    expect(await page.getByLabel("Delete athletes I haven't touched for").inputValue()).toBe("3-years");
  }, 240_000);
});
