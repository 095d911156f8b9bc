import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStripeDouble } from "../../../scripts/local/stripe/index.ts";
import { createPrice, DAY, startDoubleHarness, submitForm, type DoubleHarness } from "../../support/stripeDouble";

let harness: DoubleHarness;
let stripe: Stripe;
let monthly: Stripe.Price;
let customer: Stripe.Customer;

beforeAll(async () => {
  harness = await startDoubleHarness();
  stripe = harness.stripe;
});
beforeEach(async () => {
  harness.double.reset();
  monthly = await createPrice(stripe, "First Movers", 1900);
  customer = await stripe.customers.create({ email: "coach@state.edu" });
  await harness.double.webhooksIdle();
  harness.received.length = 0;
});
afterAll(() => harness.stop());

async function eventTypes(): Promise<string[]> {
  await harness.double.webhooksIdle();
  return harness.events().map((event) => event.type);
}

function trialSubscription(extra: Partial<Stripe.SubscriptionCreateParams> = {}) {
  return stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: monthly.id }],
    trial_end: harness.double.now() + 7 * DAY,
    payment_settings: { save_default_payment_method: "on_subscription" },
    trial_settings: { end_behavior: { missing_payment_method: "pause" } },
    ...extra,
  });
}

describe("Stripe test double: trials, renewals and failed payments as the clock moves", () => {
  it("warns 3 days before a card-less trial ends, then pauses it (no invoice)", async () => {
    const subscription = await trialSubscription({ expand: ["latest_invoice"] });
    expect(subscription).toMatchObject({ status: "trialing", default_payment_method: null });
    expect(subscription.items.data[0]).toMatchObject({ current_period_start: subscription.trial_start, current_period_end: subscription.trial_end });
    expect(subscription.latest_invoice as Stripe.Invoice).toMatchObject({ total: 0, status: "paid", billing_reason: "subscription_create" });

    harness.double.advance(3 * DAY);
    expect(await eventTypes()).not.toContain("customer.subscription.trial_will_end");
    const { events } = harness.double.advance(1 * DAY + 1);
    expect(events).toHaveLength(1);
    expect(await eventTypes()).toContain("customer.subscription.trial_will_end");

    harness.double.advance(3 * DAY);
    const paused = await stripe.subscriptions.retrieve(subscription.id);
    expect(paused).toMatchObject({ status: "paused", status_details: { paused: { subscription: { type: "trial_end_without_payment_method" } } } });
    expect((await eventTypes()).slice(-2)).toEqual(["customer.subscription.paused", "customer.subscription.updated"]);
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);

    // The coach adds a card; the product resumes the subscription, which invoices and charges at once.
    const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    expect((await stripe.customers.listPaymentMethods(customer.id)).data.map((method) => method.id)).toEqual([card.id]);
    await stripe.subscriptions.update(subscription.id, { default_payment_method: card.id });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("paused");
    const resumed = await stripe.subscriptions.resume(subscription.id, { billing_cycle_anchor: { type: "now" }, expand: ["latest_invoice"] });
    expect(resumed.status).toBe("active");
    expect(resumed.latest_invoice as Stripe.Invoice).toMatchObject({ status: "paid", amount_paid: 1900 });
    expect(await eventTypes()).toContain("customer.subscription.resumed");
  });

  it("converts a trial with a card: invoice created and paid, status active, new period on the items", async () => {
    const subscription = await trialSubscription({ default_payment_method: "pm_card_visa" });
    const trialEnd = subscription.trial_end!;
    harness.double.advance(7 * DAY + 1);
    const active = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(active.status).toBe("active");
    expect(active.items.data[0]!.current_period_start).toBe(trialEnd);
    expect(new Date(active.items.data[0]!.current_period_end * 1000).getUTCMonth()).toBe((new Date(trialEnd * 1000).getUTCMonth() + 1) % 12);
    const invoice = active.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "paid", amount_paid: 1900, billing_reason: "subscription_cycle", parent: { subscription_details: { subscription: subscription.id } } });
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0002$/);
    expect(invoice.lines.data[0]).toMatchObject({ amount: 1900, period: { start: trialEnd }, pricing: { price_details: { price: monthly.id } } });
    expect(invoice.hosted_invoice_url).toBe(`${harness.double.url}/invoice/${invoice.id}`);
    const types = await eventTypes();
    expect(types.filter((type) => type.startsWith("invoice."))).toEqual([
      "invoice.created",
      "invoice.finalized",
      "invoice.paid",
      "invoice.payment_succeeded",
      "invoice.created",
      "invoice.finalized",
      "invoice.paid",
      "invoice.payment_succeeded",
    ]);
    // A month later it renews.
    harness.double.advance(31 * DAY);
    expect((await stripe.invoices.list({ subscription: subscription.id, status: "paid" })).data).toHaveLength(3);
  });

  it("makes a subscription past_due when the renewal charge fails, retries, and cancels after the last retry", async () => {
    const subscription = await trialSubscription({ default_payment_method: "pm_card_chargeCustomerFail" });
    harness.double.advance(7 * DAY + 1);
    const pastDue = await stripe.subscriptions.retrieve(subscription.id, { expand: ["latest_invoice"] });
    expect(pastDue.status).toBe("past_due");
    const invoice = pastDue.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ status: "open", attempt_count: 1, amount_remaining: 1900 });
    expect(invoice.next_payment_attempt).toBe(subscription.trial_end! + 3 * DAY);
    expect(await eventTypes()).toContain("invoice.payment_failed");

    harness.double.advance(3 * DAY + 5 * DAY + 7 * DAY + 60);
    const canceled = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: "canceled", cancellation_details: { reason: "payment_failed" } });
    expect((await stripe.invoices.retrieve(invoice.id)).attempt_count).toBe(4);
    expect((await eventTypes()).at(-1)).toBe("customer.subscription.deleted");
  });

  it("pays an open invoice with a new card and makes the subscription active again", async () => {
    const subscription = await trialSubscription({ default_payment_method: "pm_card_chargeCustomerFail" });
    harness.double.advance(7 * DAY + 1);
    const { data: [open] } = await stripe.invoices.list({ subscription: subscription.id, status: "open" });
    await expect(stripe.invoices.pay(open!.id)).rejects.toMatchObject({ statusCode: 402, code: "card_declined" });
    const paid = await stripe.invoices.pay(open!.id, { payment_method: "pm_card_visa" });
    expect(paid).toMatchObject({ status: "paid", amount_paid: 1900 });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
  });

  it("previews a plan change with prorations and invoices exactly that amount", async () => {
    const standard = await createPrice(stripe, "Standard", 4900);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa" });
    harness.double.advance(10 * DAY);
    const prorationDate = harness.double.now();
    const itemId = subscription.items.data[0]!.id;
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
      subscription_details: { items: [{ id: itemId, price: standard.id }], proration_date: prorationDate, proration_behavior: "always_invoice" },
    });
    expect(preview.id).toMatch(/^upcoming_in_/);
    const prorations = preview.lines.data.filter((line) => line.parent?.subscription_item_details?.proration);
    expect(prorations).toHaveLength(2);
    const [credit, charge] = prorations;
    const period = subscription.items.data[0]!;
    const share = (period.current_period_end - prorationDate) / (period.current_period_end - period.current_period_start);
    expect(credit!.amount).toBe(-Math.round(1900 * share));
    expect(charge!.amount).toBe(Math.round(4900 * share));
    expect(credit!.description).toMatch(/^Unused time on First Movers after /);
    expect(preview.parent?.subscription_details?.subscription_proration_date).toBe(prorationDate);

    const updated = await stripe.subscriptions.update(subscription.id, { items: [{ id: itemId, price: standard.id }], proration_date: prorationDate, proration_behavior: "always_invoice", expand: ["latest_invoice"] });
    expect((updated.latest_invoice as Stripe.Invoice).total).toBe(preview.total);
    expect(updated.items.data[0]!.price.id).toBe(standard.id);

    // Without always_invoice the preview is the next renewal: pending prorations plus the new price.
    const nextPreview = await stripe.invoices.createPreview({ customer: customer.id, subscription: subscription.id });
    expect(nextPreview.total).toBe(4900);
    expect(nextPreview.period_end).toBe(period.current_period_end);
  });

  it("keeps create_prorations pending and bills them with the next renewal", async () => {
    const standard = await createPrice(stripe, "Standard", 4900);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa" });
    harness.double.advance(10 * DAY);
    await stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0]!.id, price: standard.id }] });
    expect((await stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
    const preview = await stripe.invoices.createPreview({ subscription: subscription.id });
    harness.double.advance(25 * DAY);
    const { data: [renewal] } = await stripe.invoices.list({ subscription: subscription.id, limit: 1 });
    expect(renewal!.lines.data.map((line) => line.parent?.subscription_item_details?.proration)).toEqual([true, true, false]);
    expect(renewal!.total).toBe(preview.total);
    expect(renewal!.total).toBeGreaterThan(4900);
  });

  it("resets the billing cycle and invoices at once when the interval changes", async () => {
    const annual = await createPrice(stripe, "First Movers", 18200, "year");
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa" });
    harness.double.advance(15 * DAY);
    const updated = await stripe.subscriptions.update(subscription.id, { items: [{ id: subscription.items.data[0]!.id, price: annual.id }], expand: ["latest_invoice"] });
    expect(updated.billing_cycle_anchor).toBe(harness.double.now());
    const invoice = updated.latest_invoice as Stripe.Invoice;
    expect(invoice.billing_reason).toBe("subscription_update");
    expect(invoice.lines.data.map((line) => line.amount)).toEqual([expect.any(Number), 18200]);
    expect(invoice.lines.data[0]!.amount).toBeLessThan(0);
    expect(updated.items.data[0]!.current_period_end - updated.items.data[0]!.current_period_start).toBeGreaterThanOrEqual(365 * DAY);
  });

  it("lets the portal cancel at period end and renew, firing customer.subscription.updated", async () => {
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa" });
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: "http://127.0.0.1:5173/billing" });
    expect(portal.url).toBe(`${harness.double.url}/portal/${portal.id}`);
    expect(portal.id).toMatch(/^bps_/);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain("Cancel plan");
    expect(page).toContain("Visa •••• 4242");

    expect((await submitForm(`${portal.url}/cancel`, { subscription: subscription.id })).status).toBe(303);
    const canceling = await stripe.subscriptions.retrieve(subscription.id);
    expect(canceling).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: subscription.items.data[0]!.current_period_end, cancellation_details: { reason: "cancellation_requested" } });
    await harness.double.webhooksIdle();
    const update = harness.events().findLast((event) => event.type === "customer.subscription.updated") as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(update.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    await submitForm(`${portal.url}/renew`, { subscription: subscription.id });
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);

    await submitForm(`${portal.url}/cancel`, { subscription: subscription.id });
    harness.double.advance(32 * DAY);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
    expect((await eventTypes()).at(-1)).toBe("customer.subscription.deleted");
  });

  it("lets the portal change the card, which becomes the default and pays what is open", async () => {
    const subscription = await trialSubscription({ default_payment_method: "pm_card_chargeCustomerFail" });
    harness.double.advance(7 * DAY + 1);
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id });
    harness.received.length = 0;
    expect((await submitForm(`${portal.url}/payment_method`, { card: "visa" })).status).toBe(303);
    const refreshed = await stripe.subscriptions.retrieve(subscription.id, { expand: ["default_payment_method"] });
    expect(refreshed.status).toBe("active");
    expect((refreshed.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe("4242");
    const types = await eventTypes();
    expect(types).toEqual(expect.arrayContaining(["payment_method.attached", "customer.updated", "customer.subscription.updated", "invoice.paid"]));
  });

  it("redeems promotion codes within their limits, expiry and first-transaction restriction", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: "repeating", duration_in_months: 3 });
    const code = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "COACH50", max_redemptions: 1, expires_at: harness.double.now() + 10 * DAY });
    expect((await stripe.promotionCodes.list({ code: "coach50", active: true })).data.map((found) => found.id)).toEqual([code.id]);
    expect((await stripe.promotionCodes.list({ code: "OTHER" })).data).toEqual([]);
    const expanded = await stripe.promotionCodes.retrieve(code.id, { expand: ["promotion.coupon"] });
    expect(expanded.promotion.coupon as Stripe.Coupon).toMatchObject({ percent_off: 50, duration: "repeating", duration_in_months: 3, valid: true });

    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa", discounts: [{ promotion_code: code.id }], expand: ["latest_invoice"] });
    expect((subscription.latest_invoice as Stripe.Invoice).total).toBe(950);
    const second = await stripe.customers.create({ email: "second@state.edu" });
    await expect(stripe.subscriptions.create({ customer: second.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa", discounts: [{ promotion_code: code.id }] })).rejects.toMatchObject({
      statusCode: 400,
      message: "Promotion code 'COACH50' has reached its maximum number of redemptions.",
    });

    const firstTime = await stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "NEWCOACH", restrictions: { first_time_transaction: true }, expires_at: harness.double.now() + 2 * DAY });
    await expect(stripe.subscriptions.update(subscription.id, { discounts: [{ promotion_code: firstTime.id }] })).rejects.toMatchObject({ message: expect.stringContaining("prior transactions") });
    harness.double.advance(3 * DAY);
    await expect(stripe.subscriptions.create({ customer: second.id, items: [{ price: monthly.id }], trial_period_days: 7, discounts: [{ promotion_code: firstTime.id }] })).rejects.toMatchObject({
      code: "coupon_expired",
    });
  });

  it("serves the hosted invoice page and a real PDF", async () => {
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: monthly.id }], default_payment_method: "pm_card_visa", expand: ["latest_invoice"] });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).toContain(invoice.number!);
    expect(page).toContain("1 × First Movers (at $19.00 / month)");
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");
  });

  it("keeps its state in the data file across restarts", async () => {
    const directory = mkdtempSync(join(tmpdir(), "stripe-double-"));
    try {
      const dataFile = join(directory, "stripe.json");
      const first = await startStripeDouble({ dataFile });
      const client = (double: typeof first) => new Stripe("sk_test_persist", { ...double.clientOptions, maxNetworkRetries: 0 });
      const created = await client(first).customers.create({ email: "kept@state.edu" });
      first.advance(2 * DAY);
      const clock = first.now();
      await first.stop();
      const second = await startStripeDouble({ dataFile });
      try {
        expect((await client(second).customers.retrieve(created.id)) as Stripe.Customer).toMatchObject({ email: "kept@state.edu" });
        expect(second.now()).toBeGreaterThanOrEqual(clock);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
