import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENTS } from "@machines/legal/documents";
import { DEFAULT_LEGAL_TAB, LEGAL_TABS, type LegalTab } from "@/features/legal/legalTabs";
import { browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";

const browser = browserForThisFile();

const labelOf = (tab: LegalTab) => LEGAL_TABS.find(({ value }) => value === tab)!.label;
const tabs = (page: Page) => page.getByRole("tablist", { name: "Legal documents" });
const tabButton = (page: Page, tab: LegalTab) => tabs(page).getByRole("tab", { name: labelOf(tab), exact: true });
const tabInUrl = (page: Page) => new URL(page.url()).searchParams.get("tab");

/** Waits until `tab` is the one selected tab (aria-selected) and its document is the one shown. */
async function expectSelected(page: Page, tab: LegalTab) {
  await tabs(page).getByRole("tab", { name: labelOf(tab), exact: true, selected: true }).waitFor();
  expect(await tabs(page).getByRole("tab", { selected: true }).count()).toBe(1);
  const panel = page.getByRole("tabpanel", { name: labelOf(tab), exact: true });
  await panel.getByRole("heading", { level: 2, name: LEGAL_DOCUMENTS[tab].title, exact: true }).waitFor();
  expect(await page.locator("[data-legal-document]").getAttribute("data-legal-document")).toBe(tab);
}

/** Opens a fresh page that records uncaught errors, so a test can assert the page raised none. */
async function openRecordingErrors() {
  const { context, page } = await openPage(browser());
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

describe("/legal tabs", () => {
  it.each(LEGAL_TABS.map(({ value }) => value))("/legal?tab=%s opens with that tab selected and its document shown, without serious axe violations", async (tab) => {
    const { context, page, errors } = await openRecordingErrors();
    await page.goto(`/legal?tab=${tab}`);
    await expectSelected(page, tab);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Tab clicks replace the history entry (src/routes/legal.tsx), so Back is checked from a page the reader opened from a tab.
  it("puts the clicked tab in the URL, and Back from a page opened from that tab returns to it", async () => {
    const { context, page, errors } = await openRecordingErrors();
    await page.goto("/legal?tab=tos");
    await expectSelected(page, "tos");

    await tabButton(page, "dpa").click();
    await expectSelected(page, "dpa");
    expect(tabInUrl(page)).toBe("dpa");

    await page.getByRole("tabpanel").getByRole("link", { name: "Subprocessors page" }).first().click();
    await page.waitForURL((url) => url.pathname === "/subprocessors");
    await page.goBack();
    await expectSelected(page, "dpa");
    expect(tabInUrl(page)).toBe("dpa");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("falls back to the default tab for an unknown ?tab=, without an error", async () => {
    const { context, page, errors } = await openRecordingErrors();
    await page.goto("/legal?tab=bogus");
    await expectSelected(page, DEFAULT_LEGAL_TAB);
    expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
