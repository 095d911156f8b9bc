import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { startStripeDouble, type StripeDouble, type StripeDoubleOptions } from "../../scripts/local/stripe/index.ts";

/** A webhook as the receiver got it: the raw body and the signature header, to verify as a real endpoint would. */
export interface ReceivedWebhook {
  payload: string;
  signature: string;
}

export interface DoubleHarness {
  double: StripeDouble;
  /** The official SDK, pointed at the double. */
  stripe: Stripe;
  received: ReceivedWebhook[];
  /** Status codes the receiver answers with, one per delivery, then 200. */
  failNext(...statuses: number[]): void;
  /** Every received webhook, verified with `stripe.webhooks.constructEvent`. */
  events(): Stripe.Event[];
  stop(): Promise<void>;
}

/** Starts the double with a local webhook receiver, as the product's webhook function would receive them. */
export async function startDoubleHarness(options: StripeDoubleOptions = {}): Promise<DoubleHarness> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = statuses.shift() ?? 200;
      if (status === 200) received.push({ payload: Buffer.concat(chunks).toString("utf8"), signature: String(request.headers["stripe-signature"]) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/stripe-webhook`;
  const double = await startStripeDouble({ webhookUrl: receiverUrl, webhookRetryDelaysMs: [30, 30, 30], ...options });
  const stripe = new Stripe("sk_test_double_harness", { ...double.clientOptions, maxNetworkRetries: 0 });
  return {
    double,
    stripe,
    received,
    failNext: (...codes) => statuses.push(...codes),
    events: () => received.map((webhook) => stripe.webhooks.constructEvent(webhook.payload, webhook.signature, double.webhookSecret)),
    stop: async () => {
      await double.stop();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    },
  };
}

/** Submits a form on one of the double's hosted pages without following the redirect. */
export function submitForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

/** A recurring USD price on a new product. */
export async function createPrice(stripe: Stripe, name: string, unitAmount: number, interval: "month" | "year" = "month"): Promise<Stripe.Price> {
  return stripe.prices.create({ currency: "usd", unit_amount: unitAmount, recurring: { interval }, product_data: { name } });
}

export const DAY = 86_400;
