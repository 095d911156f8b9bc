import { describe, expect, it, vi } from "vitest";
import { createCheckout } from "../../functions/src/billing/checkout";
import { stripe } from "../../functions/src/billing/stripeClient";
import { db } from "../../functions/src/lib/admin";
import { CHECKOUT_MESSAGES, COUPON_MESSAGES } from "../../machines/billing/contracts";
import { stripeLookupKey } from "../../machines/pricing/stripePrices";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { billingOf, billingWhen, clearCheckoutFault, doubleStripe, failCheckoutSessions, payCheckout, recordedRequests } from "../support/billing";
import { coachWithTrial, confirmFromInbox, reachReview } from "../support/onboardingFlow";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();
const returns = { successUrl: `${TEST_URLS.web}/billing/success`, cancelUrl: `${TEST_URLS.web}/billing/cancel` };
const checkoutRequests = () => recordedRequests("POST", "/v1/checkout/sessions");
const lastParams = async () => (await checkoutRequests()).at(-1)!.params as Record<string, unknown>;

async function trialCoach(label: string) {
  const started = await coachWithTrial(client, label);
  const uid = started.coach.uid!;
  const billing = await billingWhen(uid, (current) => current.status === "trialing", "a trialing subscription");
  return { ...started, uid, billing };
}

async function promotionCode(code: string, extra: { expires_at?: number } = {}) {
  const coupon = await doubleStripe.coupons.create({ percent_off: 20, duration: "repeating", duration_in_months: 3 });
  return doubleStripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code, ...extra });
}

const uniqueCode = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe("trial start billing", () => {
  it("creates the customer once (idempotency key per coach) and a trialing subscription without a card whose trial_end is the trial's end", async () => {
    const { coach, uid, billing, account } = await trialCoach("trialbilling");
    const user = (await db.collection("users").doc(uid).get()).data()!;
    const customers = (await recordedRequests("POST", "/v1/customers")).filter((request) => request.idempotencyKey === `inboxscout-customer-${uid}`);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params).toMatchObject({ email: account.email, metadata: { uid } });

    const subscription = await doubleStripe.subscriptions.retrieve(billing.subscriptionId!);
    expect(subscription).toMatchObject({ status: "trialing", default_payment_method: null, metadata: { uid, tierId: "first-movers", billingCycle: "monthly" } });
    expect(subscription.trial_settings?.end_behavior.missing_payment_method).toBe("pause");
    expect(subscription.items.data[0]!.price.lookup_key).toBe(stripeLookupKey("first-movers", "monthly"));
    // Stripe's trial_end is the trial's own end: one moment, one day everywhere.
    expect(subscription.trial_end! * 1000).toBe(user.trialEndsAt.toMillis());
    expect(billing).toMatchObject({ customerId: subscription.customer, tierId: "first-movers", billingCycle: "monthly", paymentMethod: null, cancelAtPeriodEnd: false });
    expect(user.nextTrialReminder.daysBefore).toBe(3);

    // A repeated start (a retry) makes no second customer or subscription.
    await coach.call("startTrial", {});
    expect((await recordedRequests("POST", "/v1/customers")).filter((request) => request.idempotencyKey === `inboxscout-customer-${uid}`)).toHaveLength(1);
    expect((await doubleStripe.subscriptions.list({ customer: billing.customerId })).data).toHaveLength(1);
  });

  it("gives a founder no Stripe customer or subscription, and checkout completes the $0 order without Stripe", async () => {
    const coach = await client();
    const email = `founder.${crypto.randomUUID().slice(0, 8)}@test-university.edu`;
    await reachReview(coach, email, { referralCode: "INBOXFOUNDER" });
    await confirmFromInbox(email, { in: coach });
    const started = await coach.call("startTrial", {});
    expect(started).toMatchObject({ status: "started", account: { tierId: "founder", price: 0 } });
    expect(await coach.call("createCheckoutSession", { tierId: "first-movers", ...returns })).toEqual({ outcome: "founder-plan", url: returns.successUrl });
    // Only this coach's: other files' coaches open checkout sessions on the same Stripe double meanwhile.
    expect((await checkoutRequests()).filter((request) => (request.params as Record<string, unknown>).client_reference_id === coach.uid)).toEqual([]);
    expect(await billingOf(coach.uid!)).toBeUndefined();
  });
});

describe("createCheckoutSession", () => {
  it("collects a card for the existing trial (setup mode) with the chosen cycle, and the current plan with a card does nothing", async () => {
    const { coach, uid, billing } = await trialCoach("trialcard");
    const answer = await coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "annual", ...returns });
    expect(answer.outcome).toBe("redirect");
    if (answer.outcome !== "redirect") return;
    expect(answer.url.startsWith(`${TEST_URLS.stripe}/checkout/cs_`)).toBe(true);
    expect(await lastParams()).toMatchObject({
      mode: "setup",
      customer: billing.customerId,
      currency: "usd",
      client_reference_id: uid,
      success_url: `${returns.successUrl}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: returns.cancelUrl,
      metadata: { uid, subscriptionId: billing.subscriptionId, tierId: "first-movers", billingCycle: "annual", promotionCodeId: "" },
    });

    const redirect = await payCheckout(answer.url, "visa");
    expect(redirect).toMatch(new RegExp(`^${returns.successUrl}\\?session_id=cs_`));
    const synced = await billingWhen(uid, (current) => current.paymentMethod !== null && current.billingCycle === "annual", "the card and the annual cycle on the coach");
    expect(synced).toMatchObject({ status: "trialing", subscriptionId: billing.subscriptionId, paymentMethod: { brand: "visa", last4: "4242" }, tierId: "first-movers" });
    expect((await db.collection("users").doc(uid).get()).data()).toMatchObject({ billingCycle: "annual", price: 182 });

    expect(await coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "annual", ...returns })).toEqual({ outcome: "current-plan" });
  });

  it("starts a new subscription checkout with the tier's configured price when the coach has no live subscription, with a promotion code applied or allowed", async () => {
    const { coach, uid, billing } = await trialCoach("newsub");
    await doubleStripe.subscriptions.cancel(billing.subscriptionId!);
    await billingWhen(uid, (current) => current.status === "canceled", "the canceled subscription synced");
    const price = (await doubleStripe.prices.list({ lookup_keys: [stripeLookupKey("first-movers", "monthly")] })).data[0]!;

    await coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "monthly", ...returns });
    expect(await lastParams()).toMatchObject({
      mode: "subscription",
      customer: billing.customerId,
      line_items: [{ price: price.id, quantity: "1" }],
      allow_promotion_codes: "true",
      subscription_data: { metadata: { uid, tierId: "first-movers", billingCycle: "monthly" } },
    });

    const code = await promotionCode(uniqueCode("COACH"));
    const answer = await coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "monthly", couponCode: code.code, ...returns });
    const params = await lastParams();
    expect(params).toMatchObject({ mode: "subscription", discounts: [{ promotion_code: code.id }] });
    expect(params).not.toHaveProperty("allow_promotion_codes");

    if (answer.outcome !== "redirect") throw new Error("expected a redirect");
    await payCheckout(answer.url, "visa");
    const paid = await billingWhen(uid, (current) => current.status === "active", "the new paid subscription");
    expect(paid.subscriptionId).not.toBe(billing.subscriptionId);
    expect(paid.paymentMethod).toEqual({ brand: "visa", last4: "4242" });
    // Paying coaches change plans on the Billing page; the current plan does nothing.
    expect(await coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "monthly", ...returns })).toEqual({ outcome: "current-plan" });
    expect((await rejectionOf(coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "annual", ...returns }))).message).toBe(CHECKOUT_MESSAGES.alreadySubscribed);
  });

  it("passes a trial's promotion code to the card checkout and refuses unknown and expired codes with a clear message", async () => {
    const { coach } = await trialCoach("coupons");
    const code = await promotionCode(uniqueCode("TRIAL"));
    await coach.call("createCheckoutSession", { tierId: "first-movers", couponCode: code.code.toLowerCase(), ...returns });
    expect(await lastParams()).toMatchObject({ mode: "setup", metadata: { promotionCodeId: code.id } });

    expect((await rejectionOf(coach.call("createCheckoutSession", { tierId: "first-movers", couponCode: "NOSUCHCODE1", ...returns }))).message).toBe(COUPON_MESSAGES.unknown);
    const expired = await promotionCode(uniqueCode("OLD"), { expires_at: Math.floor(Date.now() / 1000) + 2 });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await rejectionOf(coach.call("createCheckoutSession", { tierId: "first-movers", couponCode: expired.code, ...returns }))).message).toBe(COUPON_MESSAGES.expired);
  });

  it("refuses tiers not open for the coach's sport, foreign return URLs, and guests without a trial", async () => {
    const { coach } = await trialCoach("locked");
    for (const tierId of ["beta", "launch", "platinum"]) {
      expect((await rejectionOf(coach.call("createCheckoutSession", { tierId, ...returns }))).message).toBe(CHECKOUT_MESSAGES.tierUnavailable);
    }
    const foreign = await rejectionOf(coach.call("createCheckoutSession", { tierId: "first-movers", successUrl: "https://evil.example/billing/success", cancelUrl: returns.cancelUrl }));
    expect(foreign.message).toBe(CHECKOUT_MESSAGES.foreignUrl);
    const guest = await client();
    expect((await rejectionOf(guest.call("createCheckoutSession", { tierId: "first-movers", ...returns }))).message).toBe(CHECKOUT_MESSAGES.trialFirst);
  });

  it("answers 'Invalid price ID format' when the tier's price does not resolve, and 'Failed to create checkout session (status)' when Stripe refuses", async () => {
    const { coach, uid, billing } = await trialCoach("priceerrors");
    // The tier's price is shared by every test file running beside this one, so the lookup's answer is
    // changed only for this process's own client, and the checkout runs here rather than in the emulator.
    const prices = (await stripe()).prices;
    const request = { tierId: "first-movers", billingCycle: "annual", ...returns } as const;
    for (const answer of [[], [{ id: "plan_annual" }]]) {
      const list = vi.spyOn(prices, "list").mockResolvedValueOnce({ data: answer } as unknown as Awaited<ReturnType<typeof prices.list>>);
      await expect(createCheckout(uid, request)).rejects.toMatchObject({ code: "failed-precondition", message: CHECKOUT_MESSAGES.invalidPriceId });
      expect(list).toHaveBeenCalledWith({ lookup_keys: [stripeLookupKey("first-movers", "annual")], active: true, limit: 1 });
      list.mockRestore();
    }
    await doubleStripe.subscriptions.cancel(billing.subscriptionId!);
    await billingWhen(uid, (current) => current.status === "canceled", "the canceled subscription synced");
    await doubleStripe.customers.del(billing.customerId);
    expect((await rejectionOf(coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "annual", ...returns }))).message).toBe(CHECKOUT_MESSAGES.failedStatus(404));
  });

  it("answers 'No checkout URL returned' when Stripe's session has no URL, and 'Failed to create checkout session (503)' when Stripe keeps failing", async () => {
    const { coach, billing } = await trialCoach("faults");
    const checkout = () => coach.call("createCheckoutSession", { tierId: "first-movers", billingCycle: "annual", ...returns });
    try {
      await failCheckoutSessions(billing.customerId, { omit_url: true });
      expect((await rejectionOf(checkout())).message).toBe(CHECKOUT_MESSAGES.noUrl);
      await failCheckoutSessions(billing.customerId, { status: 503 });
      const before = (await checkoutRequests()).filter((request) => request.status === 503).length;
      expect((await rejectionOf(checkout())).message).toBe(CHECKOUT_MESSAGES.failedStatus(503));
      // The SDK retried (maxNetworkRetries: 2) before giving up.
      expect((await checkoutRequests()).filter((request) => request.status === 503).length - before).toBe(3);
    } finally {
      await clearCheckoutFault(billing.customerId);
    }
    expect((await checkout()).outcome).toBe("redirect");
  });
});
