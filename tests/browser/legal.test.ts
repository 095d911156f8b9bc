import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LEGAL_CHANGELOG } from "@machines/legal/changelog";
import { LEGAL_DOCUMENTS, LEGAL_EFFECTIVE_DATE, formatLegalDate } from "@machines/legal/documents";
import { CUSTOMER_PORTAL } from "@machines/productFacts";
import { DEFAULT_LEGAL_TAB, LEGAL_TABS, type LegalTab } from "@/features/legal/legalTabs";
import { MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";

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

describe("/legal versions", () => {
  const SHOTS = "/tmp/shots-legal";
  // The first version: its words differ most from today's, so reading it as signed shows.
  const [current] = LEGAL_CHANGELOG;
  const earlier = LEGAL_CHANGELOG.at(-1);

  it.each([
    ["1280", undefined],
    ["375", MOBILE],
  ] as const)("shows the current version with its changelog, and the earlier version as signed, at %s px without serious axe violations", async (width, viewport) => {
    mkdirSync(SHOTS, { recursive: true });
    const { context, page } = await openPage(browser(), viewport);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    await page.goto("/legal?tab=tos");
    await expectSelected(page, "tos");
    const panel = page.getByRole("tabpanel", { name: labelOf("tos"), exact: true });
    await panel.getByText(`To cancel, open ${CUSTOMER_PORTAL} from the Billing page.`, { exact: false }).first().waitFor();
    expect(await panel.getByText("Effective date", { exact: false }).first().innerText()).toContain(formatLegalDate(LEGAL_EFFECTIVE_DATE));
    const changes = page.getByRole("region", { name: "Changes to these documents" });
    await changes.getByRole("heading", { level: 3, name: `Version ${current!.version}, effective ${formatLegalDate(current!.effectiveDate)} (current)` }).waitFor();
    for (const change of current!.changes) await changes.getByText(change, { exact: true }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/legal-current-${width}.png`, fullPage: true });

    await changes.getByRole("link", { name: `Read version ${earlier!.version} as signed` }).click();
    await page.waitForURL((url) => url.searchParams.get("version") === earlier!.version && url.searchParams.get("tab") === "tos");
    await page.getByRole("note").getByText(`You are reading version ${earlier!.version}`, { exact: false }).waitFor();
    const signed = page.locator(`[data-signed-document="tos"][data-signed-version="${earlier!.version}"]`);
    await signed.getByRole("heading", { level: 2, name: "Terms of Service", exact: true }).waitFor();
    // The words the earlier version's signers agreed to, as they were.
    expect(await signed.innerText()).toContain("Version: 2025-04-12");
    expect(await signed.innerText()).toContain("emails attached as .EML files are not.");
    expect(await signed.innerText()).toContain("A self-service billing portal is planned.");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/legal-2025-04-12-${width}.png`, fullPage: true });

    // Another tab keeps the version; the notice leads back to the current documents.
    await tabButton(page, "msa").click();
    await page.locator(`[data-signed-document="msa"][data-signed-version="${earlier!.version}"]`).getByText("only by asking our support team", { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get("version")).toBe(earlier!.version);
    await page.getByRole("note").getByRole("link", { name: "Read the current version" }).click();
    await expectSelected(page, "msa");
    expect(new URL(page.url()).searchParams.get("version")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reads an unknown ?version= as the current documents", async () => {
    const { context, page, errors } = await openRecordingErrors();
    await page.goto("/legal?tab=dpa&version=1999-01-01");
    await expectSelected(page, "dpa");
    expect(await page.getByRole("note").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
