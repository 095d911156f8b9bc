import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { db } from "../../functions/src/lib/admin";
import { BILLING_MESSAGES, COUPON_MESSAGES, PAYMENT_MESSAGES } from "../../machines/billing/contracts";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { billingWhen, doubleStripe, endTrialNow, payCheckout } from "../support/billing";
import { eventually } from "../support/eventually";
import { emailsTo } from "../support/mailCatcher";
import { coachWithTrial } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();
const returns = { successUrl: `${TEST_URLS.web}/billing/success`, cancelUrl: `${TEST_URLS.web}/billing/cancel` };

async function trialCoach(label: string) {
  const started = await coachWithTrial(client, label);
  const uid = started.coach.uid!;
  const billing = await billingWhen(uid, (current) => current.status === "trialing", "a trialing subscription");
  return { ...started, uid, billing };
}

/** A coach who added a card and whose trial converted: active, with a paid $19 invoice. */
async function payingCoach(label: string) {
  const started = await trialCoach(label);
  const answer = await started.coach.call("createCheckoutSession", { tierId: "first-movers", ...returns });
  if (answer.outcome !== "redirect") throw new Error("expected a redirect");
  const sessionId = new URL(await payCheckout(answer.url, "visa")).searchParams.get("session_id")!;
  await billingWhen(started.uid, (current) => current.paymentMethod !== null, "the card");
  await endTrialNow(started.billing.subscriptionId!);
  const billing = await billingWhen(started.uid, (current) => current.status === "active", "the paid subscription");
  return { ...started, billing, sessionId };
}

async function promotionCode(code: string, extra: { expires_at?: number } = {}) {
  const coupon = await doubleStripe.coupons.create({ percent_off: 25, duration: "once" });
  return doubleStripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code, ...extra });
}
const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe("getBilling", () => {
  it("shows the plan, the real card, the next billing date and the invoices with their PDF links; another coach sees only their own", async () => {
    const { coach, billing, account } = await payingCoach("overview");
    const overview = await coach.call("getBilling", {});
    expect(overview.plan).toMatchObject({ tierId: "first-movers", tierName: "First Movers", price: 19, billingCycle: "monthly", founder: false });
    expect(overview.subscription).toMatchObject({ status: "active", paymentMethod: { brand: "visa", last4: "4242" }, cancelAtPeriodEnd: false, coupon: null });
    expect(overview.subscription!.nextBillingDate).toBe(billing.currentPeriodEnd!.toDate().toISOString());
    const paid = overview.invoices.find((invoice) => invoice.amountPaid === 1900)!;
    expect(paid).toMatchObject({ status: "paid", currency: "usd", total: 1900 });
    expect(paid.pdfUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_.+\/pdf$/);
    expect((await fetch(paid.pdfUrl!)).headers.get("content-type")).toContain("application/pdf");
    expect(overview.purchasableTierIds).toEqual(["first-movers"]);

    const other = await trialCoach("overview-other");
    const theirs = await other.coach.call("getBilling", {});
    expect(theirs.subscription).toMatchObject({ status: "trialing", paymentMethod: null });
    expect(theirs.subscription!.nextBillingDate).toBe(other.billing.trialEnd!.toDate().toISOString());
    expect(theirs.invoices.every((invoice) => invoice.amountPaid === 0)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(account.email);
  });
});

describe("plan changes", () => {
  it("previews a cycle change (billed now, with proration) and applies it; the current plan changes nothing", async () => {
    const { coach, uid, billing } = await payingCoach("change");
    expect(await coach.call("changePlan", { tierId: "first-movers", billingCycle: "monthly" })).toEqual({ changed: false });
    const preview = await coach.call("previewPlanChange", { tierId: "first-movers", billingCycle: "annual" });
    expect(preview.dueNow).toBe(true);
    expect(preview.amountDue).toBeGreaterThan(0);
    expect(preview.amountDue).toBeLessThan(18_200);
    expect(preview.lines.some((line) => line.amount < 0)).toBe(true);
    expect(preview.lines.some((line) => line.amount === 18_200)).toBe(true);

    expect(await coach.call("changePlan", { tierId: "first-movers", billingCycle: "annual" })).toEqual({ changed: true });
    const annual = await billingWhen(uid, (current) => current.billingCycle === "annual", "the annual cycle");
    expect(annual.subscriptionId).toBe(billing.subscriptionId);
    expect((await db.collection("users").doc(uid).get()).data()).toMatchObject({ billingCycle: "annual", price: 182 });
    expect((await rejectionOf(coach.call("changePlan", { tierId: "launch", billingCycle: "annual" }))).message).toBe("That plan is not open for your sport.");
  });

  it("refuses a plan change without a subscription", async () => {
    const guestCoach = await trialCoach("nosub");
    await doubleStripe.subscriptions.cancel(guestCoach.billing.subscriptionId!);
    await billingWhen(guestCoach.uid, (current) => current.status === "canceled", "canceled");
    expect((await rejectionOf(guestCoach.coach.call("previewPlanChange", { tierId: "first-movers", billingCycle: "annual" }))).message).toBe(BILLING_MESSAGES.noSubscription);
  });
});

describe("applyCoupon", () => {
  it("applies a Stripe promotion code to the coach's subscription, with the spec's message for a blank code and clear ones for unknown or expired codes", async () => {
    const { coach, uid } = await trialCoach("coupon");
    const blank = await rejectionOf(coach.call("applyCoupon", { code: "   " }));
    expect(blank.fieldErrors.code).toBe(COUPON_MESSAGES.blank);
    expect((await rejectionOf(coach.call("applyCoupon", { code: "NOPE-123" }))).message).toBe(COUPON_MESSAGES.unknown);
    const expired = await promotionCode(uniqueCode("GONE"), { expires_at: Math.floor(Date.now() / 1000) + 2 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await rejectionOf(coach.call("applyCoupon", { code: expired.code }))).message).toBe(COUPON_MESSAGES.expired);

    const code = await promotionCode(uniqueCode("SAVE"));
    expect(await coach.call("applyCoupon", { code: code.code.toLowerCase() })).toEqual({ code: code.code, description: "25% off once" });
    const subscription = await doubleStripe.subscriptions.retrieve((await billingWhen(uid, () => true, "billing")).subscriptionId!, { expand: ["discounts"] });
    expect(subscription.discounts).toHaveLength(1);
    expect((await coach.call("getBilling", {})).subscription!.coupon).toEqual({ code: code.code, description: "25% off once", priceAfterCoupon: 14.25 });

    // A code for one customer is nobody else's.
    const other = await trialCoach("coupon-other");
    const coupon = await doubleStripe.coupons.create({ percent_off: 10, duration: "once" });
    const personal = await doubleStripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: uniqueCode("MINE"), customer: other.billing.customerId });
    expect((await rejectionOf(coach.call("applyCoupon", { code: personal.code }))).message).toBe(COUPON_MESSAGES.notForYou);
  });
});

describe("portal and checkout verification", () => {
  it("opens the Customer Portal for the coach's own customer", async () => {
    const { coach } = await trialCoach("portal");
    const { url } = await coach.call("createPortalSession", {});
    expect(url).toMatch(new RegExp(`^${TEST_URLS.stripe}/portal/`));
    const requests = await (await fetch(`${TEST_URLS.stripe}/_double/requests?method=POST&path=/v1/billing_portal/sessions`)).json();
    expect(requests.at(-1).params).toMatchObject({ return_url: `${TEST_URLS.web}/billing` });
  });

  it("verifies the success page's session server-side, for its own coach only", async () => {
    const { coach, sessionId } = await payingCoach("verify");
    expect(await coach.call("verifyCheckoutSession", { sessionId })).toEqual({ status: "card-saved", tierName: "First Movers" });
    const stranger = await trialCoach("verify-other");
    expect((await rejectionOf(stranger.coach.call("verifyCheckoutSession", { sessionId }))).message).toBe(PAYMENT_MESSAGES.unverified);
    expect((await rejectionOf(stranger.coach.call("verifyCheckoutSession", { sessionId: "cs_test_doesnotexist" }))).message).toBe(PAYMENT_MESSAGES.unverified);
  });
});

describe("trial reminders", () => {
  it("emails 3 days and then 1 day before the trial ends, once each, through the scheduled function", async () => {
    const { uid, email } = await trialCoach("reminder");
    const user = (await db.collection("users").doc(uid).get()).data()!;
    expect(user.nextTrialReminder.daysBefore).toBe(3);
    const trigger = () => fetch(`${TEST_URLS.functions}/functions/projects/${process.env.GCLOUD_PROJECT}/triggers/us-central1-sendTrialReminders-0`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });

    await db.collection("users").doc(uid).update({ "nextTrialReminder.at": Timestamp.fromMillis(Date.now() - 1000) });
    expect((await trigger()).ok).toBe(true);
    await eventually(async () => ((await emailsTo(email)).some((mail) => mail.subject.includes("trial ends in 3 days")) ? true : undefined), 20_000, "the 3-day reminder");
    const next = (await db.collection("users").doc(uid).get()).data()!.nextTrialReminder;
    expect(next.daysBefore).toBe(1);

    await db.collection("users").doc(uid).update({ "nextTrialReminder.at": Timestamp.fromMillis(Date.now() - 1000) });
    await trigger();
    await trigger();
    await eventually(async () => ((await emailsTo(email)).some((mail) => mail.subject.includes("trial ends tomorrow")) ? true : undefined), 20_000, "the 1-day reminder");
    expect((await db.collection("users").doc(uid).get()).data()!.nextTrialReminder).toBeNull();
    const reminders = (await emailsTo(email)).filter((mail) => mail.subject.includes("trial ends"));
    expect(reminders).toHaveLength(2);
    expect(reminders.find((mail) => mail.subject.includes("3 days"))!.text).toContain("add a card on your Billing page");
  });
});
