import Stripe from "stripe";
import { stripeConnection } from "../machines/billing/stripeApiBase.ts";
import { setupStripePrices } from "./stripe/setupPrices.ts";

/*
 * `npm run stripe:setup`: creates InboxScout's products and prices (every tier, monthly and annual) in the
 * Stripe account of STRIPE_SECRET_KEY, idempotently by lookup key, and prints the resulting configuration.
 *   STRIPE_SECRET_KEY=sk_test_… npm run stripe:setup
 *   STRIPE_SECRET_KEY=sk_test_local STRIPE_API_BASE=http://127.0.0.1:12111 npm run stripe:setup   (the local test double)
 *   STRIPE_SECRET_KEY=sk_live_… npm run stripe:setup -- --live   (production, deliberately)
 */
const key = process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error("Set STRIPE_SECRET_KEY (a test key, sk_test_…). For the local test double also set STRIPE_API_BASE=http://127.0.0.1:12111.");
  process.exit(1);
}
if (key.startsWith("sk_live_") && !process.argv.includes("--live")) {
  console.error("STRIPE_SECRET_KEY is a live key. Rerun with --live if you mean to create the prices in the live account.");
  process.exit(1);
}

const stripe = new Stripe(key, { ...stripeConnection(process.env.STRIPE_API_BASE), maxNetworkRetries: 2 });
const outcome = await setupStripePrices(stripe);
const target = process.env.STRIPE_API_BASE ? `the Stripe test double at ${process.env.STRIPE_API_BASE}` : key.startsWith("sk_live_") ? "Stripe (LIVE)" : "Stripe (test mode)";
console.log(`Stripe products and prices in ${target}:`);
for (const product of outcome.products) console.log(`  product ${product.id.padEnd(30)} ${product.action}`);
for (const line of outcome.lines) {
  const amount = `$${(line.spec.unitAmount / 100).toFixed(2)}/${line.spec.interval}`;
  console.log(`  ${line.spec.lookupKey.padEnd(38)} ${amount.padEnd(14)} ${line.priceId}  ${line.action}`);
}
console.log(`
The functions find prices by these lookup keys (machines/pricing/stripePrices.ts), so no price ids need
configuring. For reference, the ids they resolve to now:
${JSON.stringify(outcome.prices, null, 2)}`);
