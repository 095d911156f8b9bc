import type { ConsoleMessage } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "@/app/publicPages";
import { browserForThisFile, openPage } from "./support/browser";

/**
 * Each prerendered public page hydrates: React keeps the HTML the build wrote (the very heading element the parser
 * made is still the one on screen) and reports no mismatch, and the page logs no error. One page visits them all.
 */
const browser = browserForThisFile();
let session: Awaited<ReturnType<typeof openPage>>;
const problems: string[] = [];

beforeAll(async () => {
  session = await openPage(browser());
  const { page } = session;
  // Remembers the heading the HTML parser made: the document turns "interactive" once parsed, before any module script
  // (the app) runs.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") Object.assign(window, { parsedHeading: document.querySelector("main h1") });
    });
  });
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
});
afterAll(() => session.context.close());

describe("hydrating the prerendered public pages", () => {
  it.each(PUBLIC_PAGES)("%s hydrates its HTML without a mismatch or a console error", async (path) => {
    const { page } = session;
    problems.length = 0;
    await page.goto(path);
    // Hydrated once a link the router renders answers to React (it has React's props on it).
    await page.waitForFunction(() => Object.keys(document.querySelector("header a")!).some((key) => key.startsWith("__reactProps")));
    // Recoverable hydration errors are reported from a later task.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
    expect(problems).toEqual([]);
    const heading = await page.evaluate(() => {
      const { parsedHeading } = window as unknown as { parsedHeading?: Element | null };
      return { inHtml: Boolean(parsedHeading), kept: document.querySelector("main h1") === parsedHeading };
    });
    expect(heading).toEqual({ inHtml: true, kept: true });
  });
});
