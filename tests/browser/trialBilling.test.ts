import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { CYCLE_SWITCH_MESSAGES, PAYMENT_MESSAGES, TRIAL_MESSAGES } from "@machines/billing/contracts";
import { formatBillingDate } from "@machines/onboarding/trial";
import { db } from "../../functions/src/lib/admin";
import { billingWhen, doubleStripe, endTrialNow } from "../support/billing";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { waitForEmail } from "../support/mailCatcher";
import { TEST_URLS } from "../support/testStack";
import { DESKTOP, MOBILE, browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { coachInBrowser, recordToasts, recordedToasts, waitForPath } from "./support/onboarding";
import { trialingCoachAt } from "./support/portal";
import { pricingButton, pricingButtonReads } from "./support/pricing";

/** Issue 17, items 1, 2 and 4: a trial's truth from the success page to Stripe's portal, and /pricing's plan change for a paying coach. */

const browser = browserForThisFile();
const client = clientsForThisFile();
const SHOTS = "/tmp/shots-week-billing";

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const planCard = (page: Page, name: string) => page.getByRole("listitem", { name });

/** No serious or critical axe violations, at 1280 and at 375 px; a screenshot of each when `shot` names it. */
async function accessibleAtBothWidths(page: Page, shot?: string) {
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shot) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${shot}-${viewport.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(DESKTOP);
}

const trialEndsAt = async (uid: string) => ((await db.collection("users").doc(uid).get()).get("trialEndsAt") as { toDate(): Date }).toDate();

describe("/billing-success after confirming a trial without a card", () => {
  it("says the trial started and when it ends (never 'Payment Successful'), shows the signed-in header, and leads to the dashboard, as the welcome email does", async () => {
    const { context, page } = await openPage(browser());
    await recordToasts(context);
    const { email, uid } = await coachInBrowser(page, "trialtruth");
    const endsOn = formatBillingDate(await trialEndsAt(uid));

    await page.getByText(TRIAL_MESSAGES.endsOn(endsOn)).first().waitFor();
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await header.getByRole("link", { name: "Coach Login" }).count()).toBe(0);
    expect(await header.getByRole("link", { name: "Start Trial" }).count()).toBe(0);
    expect(await page.getByRole("main").getByRole("link", { name: TRIAL_MESSAGES.dashboardLink }).getAttribute("href")).toBe("/dashboard");

    // Opened again (from history, another tab): the arrival toast is the trial's, not a payment's.
    await page.reload();
    await toastWith(page, TRIAL_MESSAGES.startedTitle).waitFor();
    expect(await toastWith(page, TRIAL_MESSAGES.endsOn(endsOn)).count()).toBe(1);
    expect(await recordedToasts(page)).not.toContain(PAYMENT_MESSAGES.successTitle);
    await header.getByRole("link", { name: "Dashboard" }).waitFor();
    await accessibleAtBothWidths(page, "billing-success");

    const welcome = await waitForEmail(email, "Welcome to");
    expect(welcome.text).toContain(TRIAL_MESSAGES.endsOn(endsOn));
    expect(welcome.html).toContain(`>${TRIAL_MESSAGES.dashboardLink}</a>`);

    await page.getByRole("main").getByRole("link", { name: TRIAL_MESSAGES.dashboardLink }).click();
    await waitForPath(page, "/dashboard/athletes");
    await context.close();
  });
});

describe("/billing for a trialing coach", () => {
  it("names one trial end and billing day everywhere, marks the trial's plan current with its days left, prices the coupon, asks before switching to annual, and comes back to /billing with the card", async () => {
    const { context, page } = await openPage(browser());
    const { email, uid, billing } = await trialingCoachAt(page, client, "onedate", "/billing");
    const endsAt = await trialEndsAt(uid);
    const endsOn = formatBillingDate(endsAt);
    // Stripe's trial_end is the trial's end: the Customer Portal's date and ours come from the same moment.
    expect((await doubleStripe.subscriptions.retrieve(billing.subscriptionId!)).trial_end).toBe(endsAt.getTime() / 1000);

    const own = planCard(page, "First Movers");
    await own.getByRole("button", { name: "Current Plan" }).waitFor();
    expect(await own.getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    await own.getByText(TRIAL_MESSAGES.daysLeft(7)).waitFor();
    expect(await own.getByRole("button", { name: "Add a Card" }).count()).toBe(0);
    await page.getByRole("region", { name: "Your trial" }).getByText(TRIAL_MESSAGES.endsOn(endsOn)).waitFor();

    // The coupon changes the price shown on the plan and in Billing Details.
    const coupon = await doubleStripe.coupons.create({ percent_off: 50, duration: "once" });
    const code = await doubleStripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: `HALF${Date.now().toString(36).toUpperCase()}` });
    await page.getByLabel("Coupon code").fill(code.code);
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    await own.getByText("$9.50").waitFor();
    expect(await own.locator("s").innerText()).toBe("$19");
    await accessibleAtBothWidths(page, "billing-plans");

    await tab(page, "Billing Details").click();
    await page.locator("dd").filter({ hasText: `First Movers, $19/month; $9.50 with ${code.code} (50% off once)` }).waitFor();
    expect(await page.locator("dt:has-text('Next billing date') + dd").innerText()).toBe(endsOn);
    await accessibleAtBothWidths(page, "billing-details");

    // Stripe's own page names the same day.
    await page.getByRole("button", { name: "Manage Billing in the Customer Portal" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/portal/`));
    const portalDay = endsAt.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });
    await page.getByText(`Trial ends ${portalDay}`).waitFor();
    expect(endsOn).toContain(portalDay);
    const welcome = await waitForEmail(email, "Welcome to");
    expect(welcome.text).toContain(TRIAL_MESSAGES.endsOn(endsOn));

    // Annual asks first; keeping the plan stays; continuing adds the card and comes back to /billing.
    await page.goto("/billing");
    await page.getByLabel("Annual (Save 20%)").check();
    await own.getByRole("button", { name: "Join Now" }).click();
    const ask = page.getByRole("region", { name: CYCLE_SWITCH_MESSAGES.title("annual") });
    await ask.waitFor();
    expect(page.url()).toBe(`${TEST_URLS.web}/billing`);
    await accessibleAtBothWidths(page, "billing-annual-confirm");
    await ask.getByRole("button", { name: CYCLE_SWITCH_MESSAGES.keep }).click();
    await ask.waitFor({ state: "detached" });
    await page.getByLabel("Annual (Save 20%)").check();
    await own.getByRole("button", { name: "Join Now" }).click();
    await ask.getByRole("button", { name: CYCLE_SWITCH_MESSAGES.confirm }).click();
    await page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/checkout/`));
    await page.getByRole("button", { name: "Save (test card 4242)" }).click();
    await waitForPath(page, "/billing");
    await toastWith(page, PAYMENT_MESSAGES.cardSavedDescription).waitFor();
    await eventually(async () => (new URL(page.url()).search === "" ? true : undefined), 10_000, "the session id gone from the address");
    await page.getByLabel("Annual (Save 20%)").waitFor();
    expect(await page.getByLabel("Annual (Save 20%)").isChecked()).toBe(true);
    await own.getByRole("button", { name: "Current Plan" }).waitFor();
    expect(await page.getByText("Your 7-day free trial has started").count()).toBe(0);
    await context.close();
  });
});

describe("/pricing for a signed-in paying coach", () => {
  it("does not call the portal 'coming soon', and 'Join Now' at another cycle opens /billing's plan change with its proration preview, not a second checkout", async () => {
    const { context, page } = await openPage(browser());
    const { uid, billing } = await trialingCoachAt(page, client, "payingpricing", "/billing");
    await page.getByRole("region", { name: "Your trial" }).getByRole("button", { name: "Add a card" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/checkout/`));
    await page.getByRole("button", { name: "Save (test card 4242)" }).click();
    await waitForPath(page, "/billing");
    await billingWhen(uid, (current) => current.paymentMethod !== null, "the card");
    await endTrialNow(billing.subscriptionId!);
    await billingWhen(uid, (current) => current.status === "active", "the paid plan");

    await page.goto("/pricing");
    const join = pricingButton(page, "first-movers");
    await pricingButtonReads(page, "first-movers", "Current Plan");
    expect(await page.getByText(/Dashboard login is not available yet|coach portal is coming soon/).count()).toBe(0);
    await page.getByRole("region", { name: "Coach Connect Rewards" }).getByRole("link", { name: TRIAL_MESSAGES.dashboardLink }).waitFor();
    await accessibleAtBothWidths(page, "pricing-paying");

    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    await pricingButtonReads(page, "first-movers", "Join Now");
    await join.click();
    await waitForPath(page, "/billing");
    const preview = page.getByRole("region", { name: "Change to First Movers, billed annual" });
    await preview.getByText(/Due now/).waitFor();
    expect(page.url().startsWith(TEST_URLS.stripe)).toBe(false);
    await accessibleAtBothWidths(page);
    await preview.getByRole("button", { name: "Confirm change" }).click();
    await toastWith(page, "Plan changed").waitFor();
    await billingWhen(uid, (current) => current.billingCycle === "annual", "the annual plan");
    await context.close();
  });
});
