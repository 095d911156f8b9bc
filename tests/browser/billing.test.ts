import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { CHECKOUT_MESSAGES, COUPON_MESSAGES, CYCLE_SWITCH_MESSAGES, PAYMENT_MESSAGES } from "@machines/billing/contracts";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, uniqueEduEmail } from "../support/clientApp";
import { billingWhen, clearCheckoutFault, doubleStripe, endTrialNow, failCheckoutSessions, payCheckout } from "../support/billing";
import { eventually } from "../support/eventually";
import { confirmFromInbox, reachReview as reachReviewByApi } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";
import { browserForThisFile, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";
import { confirmInAnotherTab, reachReview, screeningValues, waitForPath } from "./support/onboarding";
import { trialingCoachAt } from "./support/portal";
import { pricingButton, pricingButtonReads } from "./support/pricing";
import { SAMPLE_SIGNUP_DRAFT } from "../support/onboardingPaths";

const browser = browserForThisFile();
const client = clientsForThisFile();

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const onStripeCheckout = (page: Page) => page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/checkout/`));

/** No serious or critical axe violations on the page as it is now. */
async function accessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}
const planCard = (page: Page, name: string) => page.getByRole("listitem", { name });
const trialBanner = (page: Page) => page.getByRole("region", { name: "Your trial" });

describe("/billing", () => {
  it("adds a card through checkout back to /billing, shows it with the invoices, and the cancel page on the way back", async () => {
    const { context, page } = await openPage(browser());
    const { uid, billing } = await trialingCoachAt(page, client, "billingui", "/billing");

    // Subscription Plans: the trial's plan is current, its banner asks for a card; locked tiers are disabled.
    expect(await tab(page, "Subscription Plans").getAttribute("aria-selected")).toBe("true");
    await planCard(page, "First Movers").getByRole("button", { name: "Current Plan" }).waitFor();
    await trialBanner(page).getByRole("button", { name: "Add a card" }).waitFor();
    expect(await planCard(page, "Launch Tier").getByRole("button", { name: "Coming Soon" }).isDisabled()).toBe(true);

    await tab(page, "Billing Details").click();
    await page.getByText("No card on file").waitFor();
    await page.getByText("Free trial", { exact: true }).waitFor();

    // Backing out of checkout lands on the cancel page.
    await tab(page, "Subscription Plans").click();
    await page.getByLabel("Annual (Save 20%)").check();
    await planCard(page, "First Movers").getByRole("button", { name: "Join Now" }).click();
    await page.getByRole("button", { name: CYCLE_SWITCH_MESSAGES.confirm }).click();
    await page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/checkout/`));
    await page.getByRole("button", { name: "Cancel" }).click();
    await waitForPath(page, "/billing/cancel");
    await page.getByRole("heading", { name: "Payment Cancelled" }).waitFor();
    await toastWith(page, "Payment Cancelled").waitFor();

    // 'Try Again' → checkout → Save (test card 4242) → back on /billing, the session verified.
    await page.getByRole("link", { name: "Try Again" }).click();
    await waitForPath(page, "/billing");
    await page.getByLabel("Annual (Save 20%)").check();
    await planCard(page, "First Movers").getByRole("button", { name: "Join Now" }).click();
    await page.getByRole("button", { name: CYCLE_SWITCH_MESSAGES.confirm }).click();
    await page.waitForURL((url) => url.href.startsWith(`${TEST_URLS.stripe}/checkout/`));
    await page.getByRole("button", { name: "Save (test card 4242)" }).click();
    await waitForPath(page, "/billing");
    await toastWith(page, PAYMENT_MESSAGES.cardSavedTitle).waitFor();
    await toastWith(page, PAYMENT_MESSAGES.cardSavedDescription).waitFor();

    // The trial converts: the paid annual invoice appears with its PDF.
    await endTrialNow(billing.subscriptionId!);
    await billingWhen(uid, (current) => current.status === "active", "the paid plan");
    await page.goto("/billing");
    await planCard(page, "First Movers").getByRole("button", { name: "Current Plan" }).waitFor();
    await tab(page, "Billing Details").click();
    await page.getByText("Visa ending in 4242").waitFor();
    await page.getByText("Active", { exact: true }).waitFor();
    await tab(page, "Payment History").click();
    const paidRow = page.getByRole("row").filter({ hasText: "$182.00" });
    await paidRow.getByText("Paid").waitFor();
    expect(await paidRow.getByRole("link", { name: "Download" }).getAttribute("href")).toMatch(/\/invoice\/in_.+\/pdf$/);
    await context.close();
  });

  it("shows the coupon box's messages: blank, unknown, and applied", async () => {
    const { context, page } = await openPage(browser());
    await trialingCoachAt(page, client, "couponui", "/billing");
    const box = page.getByLabel("Coupon code");
    await box.waitFor();
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    await toastWith(page, COUPON_MESSAGES.blank).waitFor();
    expect(await toastWith(page, COUPON_MESSAGES.errorTitle).count()).toBe(1);

    await box.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    await toastWith(page, COUPON_MESSAGES.unknown).waitFor();

    const coupon = await doubleStripe.coupons.create({ percent_off: 50, duration: "once" });
    const code = await doubleStripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: `HALF${Date.now().toString(36).toUpperCase()}` });
    await box.fill(code.code);
    await page.getByRole("button", { name: "Apply Coupon" }).click();
    await toastWith(page, COUPON_MESSAGES.applied).waitFor();
    await tab(page, "Billing Details").click();
    await page.locator("dd").filter({ hasText: `${code.code}: 50% off once` }).waitFor();
    await context.close();
  });
});

describe("'Join Now' on /pricing", () => {
  it("hands a signed-in trialing coach to /billing's checkout for that tier and cycle (a switch of cycle asked first), and back to /billing with the plan", async () => {
    const { context, page } = await openPage(browser());
    const { uid } = await trialingCoachAt(page, client, "joinnowcoach", "/billing");
    await page.goto("/pricing");
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    const join = pricingButton(page, "first-movers");
    // 'Join Now' acts once the coach is recognised (the session loads when the page is idle).
    await pricingButtonReads(page, "first-movers", "Join Now", { disabled: false });
    await accessible(page);
    await join.click();
    await waitForPath(page, "/billing");
    await page.getByRole("button", { name: CYCLE_SWITCH_MESSAGES.confirm }).click();
    await onStripeCheckout(page);
    await page.getByRole("heading", { name: "Save a card for future payments" }).waitFor();
    await accessible(page);
    await page.getByRole("button", { name: "Save (test card 4242)" }).click();
    await waitForPath(page, "/billing");
    await toastWith(page, PAYMENT_MESSAGES.cardSavedDescription).waitFor();
    await accessible(page);
    // The card and the annual cycle are on the trial's subscription: now the settled plan, 'Current Plan' on /pricing.
    await billingWhen(uid, (current) => current.paymentMethod !== null && current.billingCycle === "annual", "the card and the annual plan");
    await page.goto("/pricing");
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    await pricingButtonReads(page, "first-movers", "Current Plan", { disabled: true });
    await context.close();
  });

  it("takes a visitor through the onboarding, and once the trial has started on to Stripe's checkout for the chosen plan and the success page", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEduEmail("joinnowvisitor");
    await page.goto("/pricing");
    await page.getByRole("radio", { name: "Annual (Save 20%)" }).check();
    await pricingButton(page, "first-movers").click();
    await waitForPath(page, "/initial-screening");
    expect(new URL(page.url()).searchParams.get("tier")).toBe("first-movers");
    await reachReview(page, screeningValues(email), { ...SAMPLE_SIGNUP_DRAFT, workEmail: email }, page.url());
    await page.getByText(/You chose First Movers with 'Join Now'/).waitFor();
    await accessible(page);
    await page.getByRole("button", { name: "Start Free Trial" }).click();
    await page.getByRole("heading", { name: "Confirm your email to start your trial" }).waitFor();
    await confirmInAnotherTab(page, email);
    await onStripeCheckout(page);
    await page.getByRole("heading", { name: "Save a card for future payments" }).waitFor();
    await page.getByRole("button", { name: "Save (test card 4242)" }).click();
    await waitForPath(page, "/billing/success");
    await page.getByText(`${PAYMENT_MESSAGES.cardSavedDescription} Plan: First Movers.`).waitFor();
    await page.getByText("Plan: First Movers, $182/year").waitFor();
    // This browser started the trial as its guest: the header knows it for the coach it now is.
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).waitFor();
    await accessible(page);
    await context.close();
  });

  it("shows 'Checkout Error' with 'No checkout URL returned' when Stripe's session comes back without a URL", async () => {
    const { context, page } = await openPage(browser());
    const { billing } = await trialingCoachAt(page, client, "nourl", "/billing");
    await failCheckoutSessions(billing.customerId, { omit_url: true });
    try {
      await trialBanner(page).getByRole("button", { name: "Add a card" }).click();
      await toastWith(page, CHECKOUT_MESSAGES.noUrl).waitFor();
      expect(await toastWith(page, CHECKOUT_MESSAGES.errorTitle).count()).toBe(1);
      // The button works again.
      await trialBanner(page).getByRole("button", { name: "Add a card" }).waitFor();
      expect(await trialBanner(page).getByRole("button", { name: "Add a card" }).isEnabled()).toBe(true);
    } finally {
      await clearCheckoutFault(billing.customerId);
    }
    await context.close();
  });
});

describe("Coach Connect reward on /billing", () => {
  it("shows the referrer the month credited after the referee's first paid invoice", async () => {
    const { context, page } = await openPage(browser());
    const referrer = await trialingCoachAt(page, client, "rewardui", "/billing");
    const referrerDoc = (await db.collection("users").doc(referrer.uid).get()).data()!;

    // The invitation as the referral form saves it (tests/functions/referrals.test.ts covers the form).
    const refereeEmail = uniqueEduEmail("rewardee");
    await db.collection("user_referrals").add({
      referrer_email: referrer.email,
      referrer_uid: referrer.uid,
      personal_referral_code: referrerDoc.personal_referral_code,
      referee_first_name: "Casey",
      referee_last_name: "Reyes",
      referee_email: refereeEmail,
      referee_role: "Assistant Coach",
      referee_sport: "Volleyball",
      status: "invited",
      expiresAt: Timestamp.fromMillis(Date.now() + 7 * 86_400_000),
      referrerTimeZone: "UTC",
      createdAt: Timestamp.now(),
    });
    const referee = await client();
    await reachReviewByApi(referee, refereeEmail, { referralCode: referrerDoc.personal_referral_code, firstName: "Casey" });
    await confirmFromInbox(refereeEmail, { in: referee });
    const started = await referee.call("startTrial", {});
    expect(started).toMatchObject({ status: "started", account: { tierId: "beta", price: 9 } });
    const refereeBilling = await billingWhen(referee.uid!, (current) => current.status === "trialing", "the referee's trial");
    const checkout = await referee.call("createCheckoutSession", { tierId: "beta", successUrl: `${TEST_URLS.web}/billing/success`, cancelUrl: `${TEST_URLS.web}/billing/cancel` });
    if (checkout.outcome !== "redirect") throw new Error("expected a redirect");
    await payCheckout(checkout.url, "visa");
    await billingWhen(referee.uid!, (current) => current.paymentMethod !== null, "the referee's card");
    await endTrialNow(refereeBilling.subscriptionId!);
    await billingWhen(referee.uid!, (current) => current.status === "active", "the referee's first paid invoice");

    await eventually(async () => ((await db.collection("referralRewards").doc(referee.uid!).get()).get("creditedAt") ? true : undefined), 20_000, "the reward credited");

    await page.goto("/billing");
    await tab(page, "Billing Details").click();
    await page.getByRole("heading", { name: "Coach Connect rewards" }).waitFor();
    await page.getByText(/Casey Reyes joined: \$19\.00 credited on/).waitFor();
    await context.close();
  });
});
