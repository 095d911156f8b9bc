import Stripe from "stripe";
import { db } from "../../functions/src/lib/admin";
import type { BillingDoc } from "@machines/billing/documents";
import { stripeConnection } from "../../machines/billing/stripeApiBase";
import { LOCAL_STRIPE, TEST_STACK, stripeWebhookUrl } from "../../scripts/local/stackConfig.ts";
import type { RecordedRequest } from "../../scripts/local/stripe/runtime.ts";
import { eventually } from "./eventually";
import { TEST_URLS } from "./testStack";

/** The official SDK pointed at the test stack's Stripe double, as the functions see it. */
export const doubleStripe = new Stripe(LOCAL_STRIPE.secretKey, { ...stripeConnection(TEST_URLS.stripe), maxNetworkRetries: 0 });

export const STRIPE_WEBHOOK_URL = stripeWebhookUrl(TEST_STACK);

const control = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(`${TEST_URLS.stripe}/_double${path}`, { ...init, headers: { "content-type": "application/json" } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** Requests the double recorded, e.g. every `POST /v1/customers`. */
export const recordedRequests = (method: string, path: string) => control<RecordedRequest[]>(`/requests?method=${method}&path=${encodeURIComponent(path)}`);

/** Ends one subscription's trial now, as its trial end arriving would. */
export const endTrialNow = (subscriptionId: string) => control(`/subscriptions/${subscriptionId}/end_trial`, { method: "POST" });

/** Switches on a fault for one customer's checkout sessions: answered without a URL, or failing with an HTTP status. */
export const failCheckoutSessions = (customer: string, fault: { omit_url: true } | { status: number }) =>
  control(`/faults/checkout_sessions`, { method: "PUT", body: JSON.stringify({ customer, ...fault }) });

export const clearCheckoutFault = (customer: string) => control(`/faults/checkout_sessions/${customer}`, { method: "DELETE" });

/** Stripe is down for one customer: every API request about them fails with `status` until cleared. */
export const failCustomer = (customer: string, status: number) => control(`/faults/customers`, { method: "PUT", body: JSON.stringify({ customer, status }) });

export const clearCustomerFault = (customer: string) => control(`/faults/customers/${customer}`, { method: "DELETE" });

/** Waits until the double delivered every webhook (to the functions emulator's stripeWebhook). */
export const webhooksDelivered = () => control("/webhooks/wait", { method: "POST", body: "{}" });

/** Presses a button on the double's hosted checkout page: `visa`, `none` (trial without a card), … Returns where it redirects. */
export async function payCheckout(url: string, card: string, email = "coach@test-university.edu"): Promise<string> {
  const response = await fetch(`${url}/pay`, { method: "POST", body: new URLSearchParams({ card, email }), redirect: "manual" });
  if (response.status !== 302 && response.status !== 303) throw new Error(`Checkout page answered ${response.status}: ${await response.text()}`);
  return response.headers.get("location")!;
}

export const billingOf = async (uid: string) => (await db.collection("users").doc(uid).get()).get("billing") as BillingDoc | undefined;

/** Waits until the coach's billing matches `check` (webhooks arrive asynchronously). */
export const billingWhen = (uid: string, check: (billing: BillingDoc) => boolean, what: string) =>
  eventually(async () => {
    const billing = await billingOf(uid);
    return billing && check(billing) ? billing : undefined;
  }, 20_000, what);

/** Posts an event to stripeWebhook signed with the local signing secret, as Stripe would. */
export async function postSignedEvent(event: Record<string, unknown>, secret: string = LOCAL_STRIPE.webhookSecret): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const header = doubleStripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(STRIPE_WEBHOOK_URL, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload });
  return { status: response.status, body: await response.json().catch(() => null) };
}

let events = 0;
/** A Stripe event around `object` (Stripe's envelope; the handlers re-read the object from Stripe). */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++events}`) {
  return { id, object: "event", api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object } };
}
