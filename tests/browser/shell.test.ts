import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { MOBILE, browserForThisFile, hydrated, openPage } from "./support/browser";
import { ALL_ROUTES } from "./support/routes";

const browser = browserForThisFile();

describe("app shell", () => {
  it("renders a heading, a title and one meta description on every route of the spec, never the 404 page", async () => {
    const { context, page } = await openPage(browser());
    for (const path of ALL_ROUTES) {
      await page.goto(path);
      const heading = page.locator("h1");
      await heading.first().waitFor();
      expect(await heading.count(), `${path} has one h1`).toBe(1);
      expect(await page.getByText("Page not found").count(), `${path} is not a 404`).toBe(0);
      expect(await page.title(), `${path} has a title`).toContain(BRAND.name);
      const descriptions = page.locator('meta[name="description"]');
      expect(await descriptions.count(), `${path} has one meta description`).toBe(1);
      expect((await descriptions.getAttribute("content"))?.length, `${path} describes itself`).toBeGreaterThan(30);
    }
    await context.close();
  });

  it("shows /billing/success and /billing-success as the same page", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/billing/success");
    const nested = await page.locator("main").innerText();
    await page.goto("/billing-success");
    expect(await page.locator("main").innerText()).toBe(nested);
    expect(nested).toContain("Your Spot is Locked In");
    await context.close();
  });

  it("navigates with the header links and buttons", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/");
    const header = page.getByRole("banner");
    for (const [name, path] of [
      ["How It Works", "/how-it-works"],
      ["Pricing", "/pricing"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
      ["Home", "/"],
      ["Coach Login", "/login"],
      ["Start Trial", "/initial-screening"],
    ] as const) {
      await header.getByRole("link", { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    await context.close();
  });

  it("has every footer link, the blurb and the security contact", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/faq");
    const footer = page.getByRole("contentinfo");
    const expected: Array<[string, string]> = [
      ["Home", "/"],
      ["How It Works", "/how-it-works"],
      ["Pricing", "/pricing"],
      ["FAQ", "/faq"],
      ["Coach Login", "/login"],
      ["Join Beta", "/initial-screening"],
      ["Join Waitlist", "/waitlist"],
      ["Contact", "/contact"],
      ["Terms", "/legal"],
      ["Privacy Policy", "/privacy"],
      ["Subprocessors", "/subprocessors"],
    ];
    for (const [name, href] of expected) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href"), name).toBe(href);
    }
    expect(await footer.locator(`a[href="mailto:${BRAND.securityEmail}"]`).count()).toBe(1);
    expect(await footer.innerText()).toContain(BRAND.footerBlurb);
    await context.close();
  });

  it("puts the links in a right-side 'Start Beta' drawer at 375 px", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/");
    const header = page.getByRole("banner");
    expect(await header.getByRole("link", { name: "Pricing", exact: true }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(MOBILE.width);
    expect(await drawer.getByRole("link", { name: "Start Beta" }).getAttribute("href")).toBe("/initial-screening");
    await drawer.getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await drawer.waitFor({ state: "detached" });
    await context.close();
  });

  it("shows the 404 page naming the unknown path, with a link home", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/no/such/page?x=1");
    await page.getByText("Page not found").first().waitFor();
    expect(await page.locator("main").innerText()).toContain("/no/such/page");
    await page.locator("main").getByRole("link", { name: /home/i }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await context.close();
  });

  it("scrolls to the top on every navigation", async () => {
    const { context, page } = await openPage(browser(), { width: 1280, height: 400 });
    await page.goto("/");
    await page.locator("h1").waitFor();
    // The app starts after the first paint: a click before it is a plain page load, not the router's navigation under test.
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/pricing");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
