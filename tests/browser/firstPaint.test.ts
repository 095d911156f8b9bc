import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "@/app/publicPages";
import { TEST_URLS } from "../support/testStack";
import { DESKTOP, MOBILE, browserForThisFile, hydrated, openPage } from "./support/browser";

/**
 * A prerendered page's first paint needs its HTML alone (scripts/build/prerenderPublicPages.ts, scripts/build/appStart.ts):
 * the CSS its HTML uses is inlined and lays it out exactly as the whole stylesheet does (nothing moves when that
 * arrives), and the app's code is requested only after the first frame has painted.
 */
const browser = browserForThisFile();

/** Every element's box on the page, in document order. */
const boxes = (page: Page) =>
  page.$$eval("body *", (elements) =>
    elements.map((element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()} ${[top, left, width, height].map(Math.round).join(",")}`;
    }),
  );

describe("first paint of the prerendered public pages", () => {
  describe.each([
    ["1280", DESKTOP],
    ["375", MOBILE],
  ])("at %s px", (_width, viewport) => {
    let context: Awaited<ReturnType<typeof openPage>>["context"];
    beforeAll(async () => {
      // Without JavaScript: the layout is the HTML's and its CSS's alone, before any hydration.
      context = await browser().newContext({ viewport, baseURL: TEST_URLS.web, javaScriptEnabled: false });
    });
    afterAll(() => context.close());

    it.each(PUBLIC_PAGES)("%s is laid out by its inlined CSS as by the whole stylesheet", async (path) => {
      const page = await context.newPage();
      await page.route("**/assets/*.css", (route) => route.abort());
      await page.goto(path);
      const inlinedOnly = await boxes(page);
      await page.unroute("**/assets/*.css");
      await page.goto(path);
      await page.waitForFunction(() => Array.from(document.styleSheets).some((sheet) => sheet.href?.includes("/assets/")));
      expect(await boxes(page)).toEqual(inlinedOnly);
      await page.close();
    });
  });

  it("requests the app's code only after the first paint, then hydrates", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    for (const path of ["/", "/pricing", "/login"]) {
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts.length).toBeGreaterThan(0);
      expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    }
    await context.close();
  });
});
