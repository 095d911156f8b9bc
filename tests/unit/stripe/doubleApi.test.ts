import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPrice, startDoubleHarness, type DoubleHarness } from "../../support/stripeDouble";

let harness: DoubleHarness;
let stripe: Stripe;

beforeAll(async () => {
  harness = await startDoubleHarness();
  stripe = harness.stripe;
});
beforeEach(() => harness.double.reset());
afterAll(() => harness.stop());

async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error("expected the request to fail");
}

describe("Stripe test double: the API as the official SDK sees it", () => {
  it("answers with Stripe-shaped test-mode objects", async () => {
    const customer = await stripe.customers.create({ email: "coach@state.edu", name: "Pat Coach", metadata: { coach_id: "c1" } });
    expect(customer).toMatchObject({ object: "customer", livemode: false, email: "coach@state.edu", balance: 0, metadata: { coach_id: "c1" } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.created).toBeCloseTo(harness.double.now(), -1);
    const updated = await stripe.customers.update(customer.id, { metadata: { coach_id: "", sport: "volleyball" }, name: "" });
    expect(updated.metadata).toEqual({ sport: "volleyball" });
    expect(updated.name).toBeNull();
    expect(updated.lastResponse.requestId).toMatch(/^req_/);
  });

  it("replays a request with the same idempotency key and refuses the key with other parameters", async () => {
    const first = await stripe.customers.create({ email: "coach@state.edu" }, { idempotencyKey: "customer-for-coach-c1" });
    const replay = await stripe.customers.create({ email: "coach@state.edu" }, { idempotencyKey: "customer-for-coach-c1" });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const mismatch = await rejection(stripe.customers.create({ email: "other@state.edu" }, { idempotencyKey: "customer-for-coach-c1" }));
    expect(mismatch).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(mismatch.statusCode).toBe(400);
    expect((await stripe.customers.list()).data).toHaveLength(1);
    const recorded = harness.double.requests().filter((request) => request.path === "/v1/customers" && request.method === "POST");
    expect(recorded.map((request) => [request.idempotencyKey, request.replayed, request.status])).toEqual([
      ["customer-for-coach-c1", false, 200],
      ["customer-for-coach-c1", true, 200],
      ["customer-for-coach-c1", false, 400],
    ]);
  });

  it("answers errors in Stripe's format with the right status, type, code and param", async () => {
    const missing = await rejection(stripe.customers.retrieve("cus_doesnotexist"));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing", param: "id", message: "No such customer: 'cus_doesnotexist'" });

    const unknown = await rejection(stripe.customers.create({ email: "a@b.edu", colour: "blue" } as Stripe.CustomerCreateParams));
    expect(unknown).toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "colour" });

    const nested = await rejection(stripe.subscriptions.create({ customer: "cus_x", items: [{ price: "price_x" }], trial_settings: { end_behavior: { missing_payment_method: "snooze" as "pause" } } }));
    expect(nested).toMatchObject({ statusCode: 400, param: "trial_settings[end_behavior][missing_payment_method]" });

    const noKey = await fetch(`${harness.double.url}/v1/customers`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: "invalid_request_error", message: expect.stringContaining("You did not provide an API key") } });

    const live = await rejection(new Stripe("sk_live_abc", { ...harness.double.clientOptions, maxNetworkRetries: 0 }).customers.list());
    expect(live).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    const unrecognized = await fetch(`${harness.double.url}/v1/transfers`, { headers: { Authorization: "Bearer sk_test_x" } });
    expect(unrecognized.status).toBe(404);
    expect(((await unrecognized.json()) as { error: { message: string } }).error.message).toContain("Unrecognized request URL (GET: /v1/transfers)");
  });

  it("pages lists newest first and auto-paginates", async () => {
    for (let index = 0; index < 12; index += 1) await stripe.customers.create({ email: `coach${index}@state.edu` });
    const first = await stripe.customers.list({ limit: 5 });
    expect(first).toMatchObject({ object: "list", has_more: true, url: "/v1/customers" });
    expect(first.data.map((customer) => customer.email)).toEqual(["coach11@state.edu", "coach10@state.edu", "coach9@state.edu", "coach8@state.edu", "coach7@state.edu"]);
    const next = await stripe.customers.list({ limit: 5, starting_after: first.data[4]!.id });
    expect(next.data[0]!.email).toBe("coach6@state.edu");
    expect(await stripe.customers.list({ limit: 5 }).autoPagingToArray({ limit: 100 })).toHaveLength(12);
    expect((await stripe.customers.list({ email: "coach3@state.edu" })).data).toHaveLength(1);
  });

  it("searches customers by email and metadata", async () => {
    await stripe.customers.create({ email: "Pat@State.edu", metadata: { coach_id: "c1" } });
    await stripe.customers.create({ email: "sam@state.edu", metadata: { coach_id: "c2" } });
    expect((await stripe.customers.search({ query: "email:'pat@state.edu'" })).data.map((customer) => customer.metadata.coach_id)).toEqual(["c1"]);
    expect((await stripe.customers.search({ query: "metadata['coach_id']:'c2'" })).data.map((customer) => customer.email)).toEqual(["sam@state.edu"]);
    expect((await stripe.customers.search({ query: "metadata['coach_id']:'c1' OR metadata['coach_id']:'c2'" })).data).toHaveLength(2);
    const unsupported = await rejection(stripe.customers.search({ query: "shoe_size:'9'" }));
    expect(unsupported).toMatchObject({ statusCode: 400, param: "query" });
  });

  it("expands ids into objects on request, including nested and list paths", async () => {
    const price = await createPrice(stripe, "First Movers", 1900);
    const customer = await stripe.customers.create({ email: "coach@state.edu" });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
      expand: ["customer", "latest_invoice", "items.data.price.product"],
    });
    expect((subscription.customer as Stripe.Customer).email).toBe("coach@state.edu");
    expect((subscription.latest_invoice as Stripe.Invoice).object).toBe("invoice");
    expect((subscription.items.data[0]!.price.product as Stripe.Product).name).toBe("First Movers");
    const listed = await stripe.subscriptions.list({ customer: customer.id, expand: ["data.customer"] });
    expect((listed.data[0]!.customer as Stripe.Customer).id).toBe(customer.id);
    const notExpandable = await rejection(stripe.subscriptions.retrieve(subscription.id, { expand: ["status"] }));
    expect(notExpandable).toMatchObject({ statusCode: 400, message: "This property cannot be expanded (status)." });
  });

  it("finds prices by lookup key and moves a key with transfer_lookup_key", async () => {
    const old = await stripe.prices.create({ currency: "usd", unit_amount: 900, recurring: { interval: "month" }, product_data: { name: "Beta" }, lookup_key: "inboxscout_beta_monthly" });
    const taken = await rejection(stripe.prices.create({ currency: "usd", unit_amount: 1000, recurring: { interval: "month" }, product: String(old.product), lookup_key: "inboxscout_beta_monthly" }));
    expect(taken).toMatchObject({ statusCode: 400, param: "lookup_key" });
    const replacement = await stripe.prices.create({ currency: "usd", unit_amount: 1000, recurring: { interval: "month" }, product: String(old.product), lookup_key: "inboxscout_beta_monthly", transfer_lookup_key: true });
    const found = await stripe.prices.list({ lookup_keys: ["inboxscout_beta_monthly"], expand: ["data.product"] });
    expect(found.data.map((price) => price.id)).toEqual([replacement.id]);
    expect((found.data[0]!.product as Stripe.Product).name).toBe("Beta");
    expect((await stripe.prices.retrieve(old.id)).lookup_key).toBeNull();
    expect(replacement.unit_amount_decimal?.toString()).toBe("1000");
    await stripe.prices.update(old.id, { active: false });
    expect((await stripe.prices.list({ product: String(old.product) })).data.map((price) => price.id)).toEqual([replacement.id]);
  });

  it("credits a customer balance and uses it on the next invoice", async () => {
    const price = await createPrice(stripe, "First Movers", 1900);
    const customer = await stripe.customers.create({ email: "referrer@state.edu" });
    const credit = await stripe.customers.createBalanceTransaction(customer.id, { amount: -1900, currency: "usd", description: "Coach Connect: one month free", metadata: { referee: "coach-2" } });
    expect(credit).toMatchObject({ object: "customer_balance_transaction", amount: -1900, ending_balance: -1900, type: "adjustment" });
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: "pm_card_visa", expand: ["latest_invoice"] });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ total: 1900, starting_balance: -1900, ending_balance: 0, amount_due: 0, status: "paid" });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ balance: 0 });
    const transactions = await stripe.customers.listBalanceTransactions(customer.id);
    expect(transactions.data.map((transaction) => [transaction.type, transaction.amount])).toEqual([
      ["applied_to_invoice", 1900],
      ["adjustment", -1900],
    ]);
  });

  it("answers a deleted customer as Stripe does, also where a subscription expands it", async () => {
    const customer = await stripe.customers.create({ email: "coach@state.edu" });
    const price = await createPrice(stripe, "Plan", 1900);
    const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 7 });
    await stripe.subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
    expect(await stripe.customers.del(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    expect(await stripe.customers.retrieve(customer.id)).toMatchObject({ id: customer.id, object: "customer", deleted: true });
    const expanded = await stripe.subscriptions.retrieve(subscription.id, { expand: ["customer.invoice_settings.default_payment_method"] });
    expect(expanded.customer).toEqual({ id: customer.id, object: "customer", deleted: true });
    expect((await rejection(stripe.customers.del(customer.id))).statusCode).toBe(404);
  });

  it("fails every request about a customer while an outage is switched on for them, and only theirs", async () => {
    const down = await stripe.customers.create({ email: "down@state.edu" });
    const up = await stripe.customers.create({ email: "up@state.edu" });
    const price = await createPrice(stripe, "Plan", 1900);
    const subscription = await stripe.subscriptions.create({ customer: down.id, items: [{ price: price.id }], trial_period_days: 7 });
    const control = (method: string, path: string, body?: object) =>
      fetch(`${harness.double.url}/_double/faults/customers${path}`, { method, headers: { "content-type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) });
    expect((await control("PUT", "", { customer: down.id, status: 503 })).status).toBe(200);

    for (const request of [
      stripe.customers.retrieve(down.id),
      stripe.subscriptions.list({ customer: down.id }),
      stripe.subscriptions.cancel(subscription.id),
      stripe.customers.listPaymentMethods(down.id),
    ]) {
      expect((await rejection(request)).statusCode).toBe(503);
    }
    expect((await stripe.customers.retrieve(up.id)).id).toBe(up.id);

    expect(await (await control("DELETE", `/${down.id}`)).json()).toEqual({ deleted: true });
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe("canceled");
  });
});
