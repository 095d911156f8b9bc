import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "../../../scripts/local/chromium";
import { TEST_URLS } from "../../support/testStack";

/**
 * How long a page may take to load the session once idle and hear back from the server (a function's cold start):
 * past Playwright's 30 s default on a loaded two-core machine, well within a journey's limit, and a wait that
 * times out still names what it waited for.
 */
export const SESSION_LOAD_TIMEOUT = 60_000;

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Launches one browser for the test file that calls this and closes it after the file; use the accessor in tests and hooks. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error("The browser is launched in beforeAll: use it inside a test or hook, not while the file is collected");
    return browser;
  };
}

/**
 * Waits until a prerendered page has hydrated: it is inert until then (src/app/LiftInert.tsx), and so is a part whose
 * code loads after it until that code has rendered (src/components/ui/InertUntilLoaded.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("[inert]") === null, undefined, { timeout: SESSION_LOAD_TIMEOUT });
}

/** A fresh browser profile (its own anonymous user) on the test stack's web app. */
export async function openPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: TEST_URLS.web });
  const page = await context.newPage();
  return { context, page };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** Runs axe-core on the page and returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe.run();
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
}

/** The visible toast with this text (Radix renders each toast as a list item in the notifications region). */
export function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByRole("listitem").filter({ hasText: text });
}
