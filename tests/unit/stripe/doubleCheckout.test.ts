import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPrice, DAY, startDoubleHarness, submitForm, type DoubleHarness } from "../../support/stripeDouble";

let harness: DoubleHarness;
let stripe: Stripe;
let price: Stripe.Price;

beforeAll(async () => {
  harness = await startDoubleHarness();
  stripe = harness.stripe;
});
beforeEach(async () => {
  harness.double.reset();
  price = await createPrice(stripe, "First Movers", 1900);
  await harness.double.webhooksIdle();
  harness.received.length = 0;
});
afterAll(() => harness.stop());

const SUCCESS_URL = "http://127.0.0.1:5173/billing/success?session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "http://127.0.0.1:5173/billing/cancel";

async function settledEvents(): Promise<Stripe.Event[]> {
  await harness.double.webhooksIdle();
  return harness.events();
}

describe("Stripe test double: hosted checkout", () => {
  it("completes a subscription checkout, redirects to success_url and sends the webhooks a real checkout sends, signed", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: "coach@state.edu",
      client_reference_id: "coach-uid-1",
      subscription_data: { metadata: { coach_id: "coach-uid-1", tier: "first-movers" } },
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
    });
    expect(session).toMatchObject({ object: "checkout.session", status: "open", payment_status: "unpaid", amount_total: 1900, subscription: null });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${harness.double.url}/checkout/${session.id}`);

    const page = await fetch(session.url!);
    const html = await page.text();
    expect(html).toContain("First Movers");
    expect(html).toContain("$19.00 / month");
    expect(html).toContain("Pay (test card 4242)");

    const paid = await submitForm(`${session.url}/pay`, { card: "visa", email: "coach@state.edu" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`http://127.0.0.1:5173/billing/success?session_id=${session.id}`);

    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "customer", "subscription.default_payment_method"] });
    expect(completed).toMatchObject({ status: "complete", payment_status: "paid", client_reference_id: "coach-uid-1", url: null });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ status: "active", metadata: { coach_id: "coach-uid-1", tier: "first-movers" } });
    expect((subscription.default_payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: "visa", last4: "4242" });
    expect((completed.customer as Stripe.Customer).email).toBe("coach@state.edu");

    const events = await settledEvents();
    const types = events.map((event) => event.type);
    for (const type of ["customer.created", "payment_method.attached", "customer.subscription.created", "invoice.created", "invoice.finalized", "invoice.paid", "customer.subscription.updated", "checkout.session.completed"]) {
      expect(types).toContain(type);
    }
    expect(types.at(-1)).toBe("checkout.session.completed");
    const completedEvent = events.find((event) => event.type === "checkout.session.completed") as Stripe.CheckoutSessionCompletedEvent;
    expect(completedEvent.data.object).toMatchObject({ id: session.id, subscription: subscription.id, client_reference_id: "coach-uid-1" });
    expect(completedEvent.api_version).toBe(Stripe.API_VERSION);
    expect(completedEvent.id).toMatch(/^evt_/);
    const activation = events.find((event) => event.type === "customer.subscription.updated") as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(activation.data.previous_attributes).toMatchObject({ status: "incomplete" });
    const paidInvoice = events.find((event) => event.type === "invoice.paid") as Stripe.InvoicePaidEvent;
    expect(paidInvoice.data.object).toMatchObject({ amount_paid: 1900, billing_reason: "subscription_create", parent: { subscription_details: { subscription: subscription.id, metadata: { coach_id: "coach-uid-1" } } } });

    const [webhook] = harness.received;
    expect(() => stripe.webhooks.constructEvent(webhook!.payload, webhook!.signature, "whsec_wrong_secret")).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(webhook!.payload.replace("livemode", "livemodd"), webhook!.signature, harness.double.webhookSecret)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("starts a trial without a card when payment_method_collection is if_required", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: "trial@state.edu",
      payment_method_collection: "if_required",
      subscription_data: { trial_period_days: 7, trial_settings: { end_behavior: { missing_payment_method: "pause" } } },
      success_url: SUCCESS_URL,
    });
    expect(session.amount_total).toBe(0);
    expect(await (await fetch(session.url!)).text()).toContain("Start trial (no card needed)");
    expect((await submitForm(`${session.url}/pay`, { card: "none", email: "trial@state.edu" })).status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription.latest_invoice"] });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(completed.payment_status).toBe("no_payment_required");
    expect(subscription).toMatchObject({ status: "trialing", default_payment_method: null, trial_settings: { end_behavior: { missing_payment_method: "pause" } } });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(7 * DAY);
    expect(subscription.latest_invoice as Stripe.Invoice).toMatchObject({ total: 0, status: "paid" });
  });

  it("shows a declined card's error and changes nothing", async () => {
    const session = await stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: price.id }], customer_email: "coach@state.edu", success_url: SUCCESS_URL });
    const declined = await submitForm(`${session.url}/pay`, { card: "chargeDeclined", email: "coach@state.edu" });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain("Your card was declined.");
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect((await stripe.customers.list()).data).toHaveLength(0);
    expect((await stripe.subscriptions.list()).data).toHaveLength(0);
  });

  it("sends Cancel back to cancel_url and leaves the session open; expiring it closes the page", async () => {
    const session = await stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: price.id }], success_url: SUCCESS_URL, cancel_url: CANCEL_URL });
    const canceled = await submitForm(`${session.url}/cancel`, {});
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get("location")).toBe(CANCEL_URL);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    expect(await (await fetch(session.url!)).text()).toContain("This checkout session is expired.");
    const events = await settledEvents();
    expect(events.map((event) => event.type)).toContain("checkout.session.expired");
  });

  it("applies a promotion code typed on the page and redeems it once", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 20, duration: "forever", name: "Friends of InboxScout" });
    const code = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "FRIENDS20", restrictions: { first_time_transaction: true } });
    const session = await stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: price.id }], customer_email: "coach@state.edu", allow_promotion_codes: true, success_url: SUCCESS_URL });
    const preview = await (await fetch(`${session.url}?promotion_code=friends20`)).text();
    expect(preview).toContain("FRIENDS20: 20% off forever");
    expect(preview).toContain("$15.20");
    const unknown = await (await fetch(`${session.url}?promotion_code=NOPE`)).text();
    expect(unknown).toContain("This code is invalid.");
    expect((await submitForm(`${session.url}/pay`, { card: "visa", email: "coach@state.edu", promotion_code: "FRIENDS20" })).status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription.latest_invoice", "subscription.discounts"] });
    const subscription = completed.subscription as Stripe.Subscription;
    expect((subscription.latest_invoice as Stripe.Invoice).total).toBe(1520);
    expect((subscription.discounts[0] as Stripe.Discount).promotion_code).toBe(code.id);
    expect(completed).toMatchObject({ amount_total: 1520, total_details: { amount_discount: 380 } });
    expect((await stripe.promotionCodes.retrieve(code.id)).times_redeemed).toBe(1);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
  });

  it("collects a card in setup mode for an existing trial, which then converts at trial end", async () => {
    const customer = await stripe.customers.create({ email: "trial@state.edu" });
    const trial = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_end: harness.double.now() + 5 * DAY,
      payment_settings: { save_default_payment_method: "on_subscription" },
      trial_settings: { end_behavior: { missing_payment_method: "pause" } },
    });
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      currency: "usd",
      customer: customer.id,
      setup_intent_data: { metadata: { subscription_id: trial.id } },
      success_url: SUCCESS_URL,
    });
    expect(session.setup_intent).toMatch(/^seti_/);
    expect((await submitForm(`${session.url}/pay`, { card: "visa" })).status).toBe(303);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ["setup_intent"] });
    const intent = completed.setup_intent as Stripe.SetupIntent;
    expect(intent).toMatchObject({ status: "succeeded", customer: customer.id, metadata: { subscription_id: trial.id } });
    // What the product's webhook does with a setup-mode session: the card becomes the trial's payment method.
    await stripe.subscriptions.update(trial.id, { default_payment_method: String(intent.payment_method) });
    harness.double.advance(5 * DAY + 60);
    const converted = await stripe.subscriptions.retrieve(trial.id, { expand: ["latest_invoice"] });
    expect(converted.status).toBe("active");
    expect(converted.latest_invoice as Stripe.Invoice).toMatchObject({ status: "paid", amount_paid: 1900, billing_reason: "subscription_cycle" });
  });

  it("refuses what Stripe refuses when a session is created", async () => {
    await expect(stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: price.id }], subscription_data: { trial_end: harness.double.now() + DAY } })).rejects.toMatchObject({
      statusCode: 400,
      param: "subscription_data[trial_end]",
    });
    await expect(stripe.checkout.sessions.create({ mode: "setup", customer: "cus_x" })).rejects.toMatchObject({ statusCode: 400, param: "currency" });
    await expect(stripe.checkout.sessions.create({ mode: "subscription", line_items: [{ price: price.id }], allow_promotion_codes: true, discounts: [{ coupon: "x" }] })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("retries a webhook the endpoint refused, and logs each attempt", async () => {
    harness.failNext(500);
    await stripe.customers.create({ email: "retry@state.edu" });
    const events = await settledEvents();
    expect(events.map((event) => event.type)).toEqual(["customer.created"]);
    const delivery = harness.double.deliveries().find((candidate) => candidate.type === "customer.created");
    expect(delivery).toMatchObject({ type: "customer.created", state: "delivered" });
    expect(delivery!.attempts.map((attempt) => attempt.status)).toEqual([500, 200]);
  });
});
