import type Stripe from "stripe";
import { stripeConnection } from "@machines/billing/stripeApiBase";
import { STRIPE_API_BASE, STRIPE_SECRET_KEY } from "../lib/config";

/** The secrets a function that talks to Stripe must bind (`secrets: STRIPE_SECRETS`). */
export const STRIPE_SECRETS = [STRIPE_SECRET_KEY];

/** The SDK, loaded by the first function that talks to Stripe: the others' cold starts skip it. */
let sdk: typeof Stripe | undefined;
let client: { key: string; base: string; stripe: Stripe } | undefined;

/**
 * The official SDK (it pins its API version), pointed at Stripe, or at the local test double when
 * STRIPE_API_BASE is set. One client per key and base, built on first use.
 */
export async function stripe(): Promise<Stripe> {
  sdk ??= (await import("stripe")).default;
  const key = STRIPE_SECRET_KEY.value();
  const base = STRIPE_API_BASE.value();
  if (!client || client.key !== key || client.base !== base) {
    client = { key, base, stripe: new sdk(key, { ...stripeConnection(base || undefined), maxNetworkRetries: 2, appInfo: { name: "InboxScout" } }) };
  }
  return client.stripe;
}

/** A Stripe API error's HTTP status, or undefined for anything else (a Stripe error comes only after the SDK loaded). */
export function stripeStatus(error: unknown): number | undefined {
  return sdk && error instanceof sdk.errors.StripeError ? error.statusCode : undefined;
}
