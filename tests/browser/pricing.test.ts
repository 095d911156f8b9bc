import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { DESKTOP, MOBILE, browserForThisFile, hydrated, openPage, seriousAccessibilityViolations } from "./support/browser";

const browser = browserForThisFile();

/** The tier list that is on screen: the card grid from 768 px, the collapsible list below. */
const tiers = (page: Page) => page.getByRole("list", { name: "Pricing tiers" });
const tier = (page: Page, id: string) => tiers(page).locator(`[data-tier="${id}"]`);
const button = (page: Page, id: string) => tier(page, id).getByRole("button").last();

async function openPricing(viewport = DESKTOP) {
  const { context, page } = await openPage(browser(), viewport);
  await page.goto("/pricing");
  // The tiers' states come from the site settings the page's code reads: the prerendered HTML shows the defaults.
  await hydrated(page);
  return { context, page };
}

/** [name of the tier's button, disabled] for every tier, in order. */
async function buttons(page: Page) {
  const result: Array<[string, boolean]> = [];
  for (const id of ["beta", "first-movers", "early-adopters", "launch", "full-price"]) {
    const control = button(page, id);
    result.push([(await control.innerText()).trim(), await control.isDisabled()]);
  }
  return result;
}

describe("/pricing", () => {
  it("shows the spec's texts: toggles, tiers, features, time worth, rewards, referral code note, payment and legal links", async () => {
    const { context, page } = await openPricing();
    expect(await page.getByRole("radio", { name: "Volleyball" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: "Annual (Save 20%)" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Volleyball status" }).isVisible()).toBe(true);

    for (const name of ["Beta Evangelists", "First Movers", "Early Adopters", "Launch Tier", "Standard"]) {
      expect(await tiers(page).getByRole("heading", { name, exact: true }).isVisible()).toBe(true);
    }
    const firstMovers = await tier(page, "first-movers").innerText();
    for (const text of ["$19", "/month", "Most Popular", "Automated Email Tracking", "Beta Pricing", "Locked Rate for Life", "Priority Feature Access", "Twice a Day Delivery of Results", "Downloadable CSV File", "Add to UA", "Access Highlight Film"]) {
      expect(firstMovers).toContain(text);
    }
    const standard = await tier(page, "full-price").innerText();
    for (const text of ["$49", "Automated Email Tracking", "Team Collaboration", "Daily Delivery of Results", "Advanced Analytics"]) expect(standard).toContain(text);
    expect(standard).not.toContain("Beta Pricing");

    const table = await page.getByRole("table").innerText();
    for (const text of ["Beta Evangelists", "$9", "22 minutes", "First Movers", "$19", "46 minutes", "Standard", "$49", "1 hour 58 minutes"]) expect(table).toContain(text);
    expect(await page.getByText("$25/hr").first().isVisible()).toBe(true);

    const rewards = page.getByRole("region", { name: "Coach Connect Rewards" });
    expect(await rewards.getByRole("link", { name: "Coach Login" }).getAttribute("href")).toBe("/login");
    expect(await rewards.getByRole("link", { name: "Start Free Trial" }).getAttribute("href")).toBe("/initial-screening");
    expect(await rewards.getByText("Your referral code arrives by email when you start your trial").isVisible()).toBe(true);
    expect(await page.getByText(/processed securely by Stripe/).isVisible()).toBe(true);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/legal?tab=tos");
    expect(await main.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    expect(await main.innerText()).not.toContain(`${BRAND.name}${BRAND.name}`);
    await context.close();
  });

  it("the sport toggle switches tier status and buttons (spec §4)", async () => {
    const { context, page } = await openPricing();
    expect(await buttons(page)).toEqual([
      ["Sold Out", true],
      ["Join Now", false],
      ["Get Notified", true],
      ["Coming Soon", true],
      ["Future Pricing", true],
    ]);
    await page.getByRole("radio", { name: "Softball" }).check();
    await page.getByRole("heading", { name: "Softball status" }).waitFor();
    expect(await buttons(page)).toEqual([
      ["Join Beta", false],
      ["Coming Soon", true],
      ["Get Notified", true],
      ["Coming Soon", true],
      ["Future Pricing", true],
    ]);
    expect(await tier(page, "beta").innerText()).toContain("Most Popular");
    expect(await tier(page, "first-movers").innerText()).not.toContain("Most Popular");
    const status = await page.getByRole("region", { name: "Softball status" }).innerText();
    expect(status).toMatch(/Beta Evangelists\s*Open/);
    expect(status).toMatch(/First Movers\s*Coming Soon/);
    await context.close();
  });

  it("the cycle toggle switches to annual prices (monthly × 12 less 20 %, rounded) with the savings note", async () => {
    const { context, page } = await openPricing();
    expect(await tier(page, "first-movers").innerText()).toMatch(/\$19\s*\/month/);
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    const expected: Array<[string, string, string]> = [
      ["beta", "$86", "Save $21.60 a year"],
      ["first-movers", "$182", "Save $45.60 a year"],
      ["early-adopters", "$278", "Save $69.60 a year"],
      ["launch", "$374", "Save $93.60 a year"],
      ["full-price", "$470", "Save $117.60 a year"],
    ];
    for (const [id, price, note] of expected) {
      const text = await tier(page, id).innerText();
      expect(text).toMatch(new RegExp(`\\${price}\\s*/year`));
      expect(text).toContain(note);
    }
    await page.getByRole("radio", { name: "Monthly" }).check();
    expect(await tier(page, "beta").innerText()).toMatch(/\$9\s*\/month/);
    expect(await tier(page, "beta").innerText()).not.toContain("Save $");
    await context.close();
  });

  it("at 1280 px shows the tiers as a grid of cards in one row", async () => {
    const { context, page } = await openPricing(DESKTOP);
    const cards = tiers(page).locator(":scope > li");
    expect(await cards.count()).toBe(5);
    const boxes = await Promise.all([0, 1, 2, 3, 4].map((index) => cards.nth(index).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
    expect(boxes[4]!.x).toBeGreaterThan(boxes[0]!.x);
    expect(await tiers(page).getByRole("button", { expanded: true }).count()).toBe(0);
    await context.close();
  });

  it("at 375 px shows a collapsible list with exactly one tier expanded: First Movers for volleyball, the beta for softball", async () => {
    const { context, page } = await openPricing(MOBILE);
    const expanded = () => tiers(page).locator('button[aria-expanded="true"]');
    const expandedTier = async () => {
      expect(await expanded().count()).toBe(1);
      return expanded().locator("xpath=ancestor::li[1]").getAttribute("data-tier");
    };
    expect(await tiers(page).locator("button[aria-expanded]").count()).toBe(5);
    expect(await expandedTier()).toBe("first-movers");
    expect(await tier(page, "first-movers").getByRole("button", { name: "Join Now" }).isVisible()).toBe(true);
    expect(await tier(page, "beta").getByText("Beta Pricing").count()).toBe(0);

    await page.getByRole("radio", { name: "Softball" }).check();
    await page.getByRole("heading", { name: "Softball status" }).waitFor();
    expect(await expandedTier()).toBe("beta");
    expect(await tier(page, "beta").getByRole("button", { name: "Join Beta" }).isVisible()).toBe(true);

    await tier(page, "launch").getByRole("button", { name: /Launch Tier/ }).click();
    expect(await expandedTier()).toBe("launch");
    // The open tier stays open, one is always expanded (its trigger is aria-disabled, as in a non-collapsible accordion).
    await tier(page, "launch").getByRole("button", { name: /Launch Tier/ }).click({ force: true });
    expect(await expandedTier()).toBe("launch");

    await page.getByRole("radio", { name: "Volleyball" }).check();
    expect(await expandedTier()).toBe("first-movers");
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("'Join Now' starts onboarding with tier, cycle and sport", async () => {
    const { context, page } = await openPricing();
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    await button(page, "first-movers").click();
    await page.waitForURL((url) => url.pathname === "/initial-screening");
    const search = new URL(page.url()).searchParams;
    expect(Object.fromEntries(search)).toEqual({ tier: "first-movers", cycle: "annual", sport: "Volleyball" });
    await context.close();
  });

  it("'Join Beta' for softball on a phone starts onboarding with the beta", async () => {
    const { context, page } = await openPricing(MOBILE);
    await page.getByRole("radio", { name: "Softball" }).check();
    await tier(page, "beta").getByRole("button", { name: "Join Beta" }).click();
    await page.waitForURL((url) => url.pathname === "/initial-screening");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tier: "beta", cycle: "monthly", sport: "Softball" });
    await context.close();
  });

  it("has no serious or critical accessibility violations, in either sport and cycle", async () => {
    const { context, page } = await openPricing();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole("radio", { name: "Softball" }).check();
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
