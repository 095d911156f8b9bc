import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { PRODUCT_ILLUSTRATION_DESCRIPTION } from "@/features/home/components/ProductIllustration";
import { withSiteSettings } from "../support/siteSettings";
import { TEST_URLS } from "../support/testStack";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations } from "./support/browser";

const browser = browserForThisFile();

const VIDEO_HOSTS = /youtube|ytimg|googlevideo|ggpht/;
const TEST_VIDEO_ID = "Test_Video-01";

/** Opens the home page and waits until the runtime settings have arrived. */
async function openHome(page: Page) {
  const settings = page.waitForResponse((response) => response.url().includes("/getSiteSettings"));
  await page.goto("/");
  expect((await settings).status()).toBe(200);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

describe("home page", () => {
  it("shows the trial call to action by default, with the Coach Connect button and the waitlist panel", async () => {
    await withSiteSettings(null, async () => {
      const { context, page } = await openPage(browser());
      await openHome(page);
      expect(await page.getByText("Now in beta for volleyball and softball coaches").isVisible()).toBe(true);
      expect(await page.getByRole("heading", { name: "7-Day Free Trial — No Card Required" }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: `Access ${BRAND.name} Trial` }).getAttribute("href")).toBe("/initial-screening");
      expect(await page.getByText("Start free for 7 days — no credit card needed. .edu sign-up only.").isVisible()).toBe(true);
      expect(await page.getByText("Clean athlete summaries sent to your inbox—no more digging through emails.").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Reserve My Spot on the Waitlist" }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Coach Connect Bonus (Refer a Coach)" }).getAttribute("href")).toBe("/coach-connect");
      await page.getByRole("button", { name: /Reserve your spot. Join the waitlist/ }).click();
      expect(await page.getByText("Founders Circle").isVisible()).toBe(true);
      expect(await page.getByText(/Current phase/).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  });

  it("keeps the explainer video area's size from the first paint (no layout shift when settings arrive)", async () => {
    await withSiteSettings(null, async () => {
      const { context, page } = await openPage(browser(), MOBILE);
      // Hold the settings back: the trial block must already be laid out.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/getSiteSettings/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/");
      const video = page.getByRole("figure");
      await video.waitFor();
      const before = await page.getByRole("link", { name: "Coach Connect Bonus (Refer a Coach)" }).boundingBox();
      const figure = await video.boundingBox();
      expect(figure!.width / figure!.height).toBeCloseTo(16 / 9, 1);
      const settings = page.waitForResponse((response) => response.url().includes("/getSiteSettings"));
      release();
      await settings;
      await page.waitForTimeout(100);
      expect(await page.getByRole("link", { name: "Coach Connect Bonus (Refer a Coach)" }).boundingBox()).toEqual(before);
      await context.close();
    });
  });

  it("shows the waitlist call to action and the phase line when operators set settings/site", async () => {
    await withSiteSettings({ betaFull: true, waitlistPhaseIndex: 2 }, async () => {
      const { context, page } = await openPage(browser());
      await openHome(page);
      const reserve = page.getByRole("link", { name: "Reserve My Spot on the Waitlist" });
      await reserve.waitFor();
      expect(await reserve.getAttribute("href")).toBe("/waitlist");
      expect(await page.getByRole("link", { name: `Access ${BRAND.name} Beta` }).getAttribute("href")).toBe("/initial-screening");
      expect(await page.getByText("7-Day Free Trial — No Card Required").count()).toBe(0);
      expect(await page.getByRole("link", { name: `Access ${BRAND.name} Trial` }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "Coach Connect Bonus (Refer a Coach)" }).isVisible()).toBe(true);
      await page.getByRole("button", { name: /Reserve your spot. Join the waitlist/ }).click();
      expect(await page.getByText("Current phase: First Movers — 12 spots left").isVisible()).toBe(true);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await reserve.click();
      await page.waitForURL((url) => url.pathname === "/waitlist");
      await context.close();
    });
  });

  it("loads the explainer video only on click, from the privacy-enhanced host", async () => {
    await withSiteSettings({ explainerVideoId: TEST_VIDEO_ID }, async () => {
      const { context, page } = await openPage(browser(), DESKTOP);
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) videoRequests.push(request.url());
      });
      // No network here: the embed answers with a stand-in page.
      await context.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: "text/html", body: "<title>video</title><p>video</p>" }));

      await openHome(page);
      const play = page.getByRole("button", { name: `Play video: How ${BRAND.name} works` });
      await play.waitFor();
      expect(await page.locator("iframe").count()).toBe(0);
      await page.waitForLoadState("networkidle");
      expect(videoRequests).toEqual([]);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await play.click();
      const frame = page.locator(`iframe[title="How ${BRAND.name} works"]`);
      await frame.waitFor();
      expect(await frame.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${TEST_VIDEO_ID}?autoplay=1`);
      expect(await frame.getAttribute("allow")).toContain("autoplay");
      const box = await frame.boundingBox();
      expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      expect(videoRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
      await context.close();
    });
  });

  it("without a video id shows the product illustration, described for screen readers, and no play button", async () => {
    await withSiteSettings(null, async () => {
      const { context, page } = await openPage(browser(), MOBILE);
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await openHome(page);
      const illustration = page.getByRole("img", { name: PRODUCT_ILLUSTRATION_DESCRIPTION });
      expect(await illustration.isVisible()).toBe(true);
      const box = (await illustration.boundingBox())!;
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
      expect(await page.getByText(/coming soon/).count()).toBe(0);
      expect(await page.getByRole("button", { name: /Play video/ }).count()).toBe(0);
      await page.waitForLoadState("networkidle");
      expect(requests.filter((url) => !url.startsWith(TEST_URLS.web) && !url.startsWith(TEST_URLS.functions) && !url.startsWith(TEST_URLS.auth))).toEqual([]);
      await context.close();
    });
  });
});
