import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRICING_TIERS, annualPrice } from "@machines/pricing/tiers";
import { stripeLookupKey, stripePriceSpecs } from "@machines/pricing/stripePrices";
import { startStripeDouble, type StripeDouble } from "../../../scripts/local/stripe/index.ts";
import { setupStripePrices } from "../../../scripts/stripe/setupPrices.ts";

let double: StripeDouble;
let stripe: Stripe;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new Stripe("sk_test_setup", { ...double.clientOptions, maxNetworkRetries: 0 });
});
afterAll(() => double.stop());

describe("npm run stripe:setup", () => {
  it("creates a product per tier and monthly and annual prices (annual at the 20 % discount) by lookup key, and a rerun creates nothing", async () => {
    const first = await setupStripePrices(stripe);
    expect(first.products.map((product) => product.action)).toEqual(PRICING_TIERS.map(() => "created"));
    expect(first.lines).toHaveLength(PRICING_TIERS.length * 2);
    expect(first.lines.every((line) => line.action === "created")).toBe(true);

    const annual = (await stripe.prices.list({ lookup_keys: [stripeLookupKey("first-movers", "annual")], expand: ["data.product"] })).data[0]!;
    expect(annual).toMatchObject({ unit_amount: annualPrice(19) * 100, currency: "usd", recurring: { interval: "year", interval_count: 1 }, metadata: { inboxscout_tier: "first-movers", inboxscout_cycle: "annual" } });
    expect((annual.product as Stripe.Product).name).toBe("First Movers");

    const creates = () => double.requests().filter((request) => request.method === "POST" && (request.path === "/v1/prices" || request.path === "/v1/products")).length;
    const before = creates();
    const second = await setupStripePrices(stripe);
    expect(second.prices).toEqual(first.prices);
    expect(second.lines.every((line) => line.action === "unchanged")).toBe(true);
    expect(second.products.every((product) => product.action === "unchanged")).toBe(true);
    expect(creates()).toBe(before);
    expect((await stripe.prices.list({ limit: 100 })).data).toHaveLength(PRICING_TIERS.length * 2);
  });

  it("replaces a price whose amount no longer matches, moving the lookup key and leaving the old price for its subscribers", async () => {
    const [spec] = stripePriceSpecs();
    const stale = await stripe.prices.create({ product: spec!.productId, currency: "usd", unit_amount: spec!.unitAmount + 100, recurring: { interval: spec!.interval }, lookup_key: spec!.lookupKey, transfer_lookup_key: true });
    const outcome = await setupStripePrices(stripe);
    const line = outcome.lines.find((candidate) => candidate.spec.lookupKey === spec!.lookupKey)!;
    expect(line.action).toBe("replaced");
    expect(line.priceId).not.toBe(stale.id);
    expect(await stripe.prices.retrieve(stale.id)).toMatchObject({ lookup_key: null, active: true });
    expect(outcome.lines.filter((candidate) => candidate.action !== "unchanged")).toHaveLength(1);
  });
});
