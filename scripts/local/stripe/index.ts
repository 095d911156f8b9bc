import type { AddressInfo } from "node:net";
import { createServer } from "node:http";
import { createApp } from "./app.ts";
import { runDue } from "./billing/clock.ts";
import { advanceClock } from "./control.ts";
import { API_VERSION } from "./events.ts";
import { DoubleRuntime, type RecordedRequest } from "./runtime.ts";
import { Store, type WebhookDelivery } from "./store.ts";
import { DEFAULT_RETRY_DELAYS_MS, WebhookSender } from "./webhooks.ts";

export interface StripeDoubleOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Where events are POSTed, signed with `webhookSecret`; omit to only record them. */
  webhookUrl?: string | null;
  webhookSecret?: string;
  /** Keep the double's state in this JSON file across restarts. */
  dataFile?: string;
  /** Accept only this secret key (default: any `sk_test_…`). */
  apiKey?: string;
  /** Waits between webhook retries (Stripe-like backoff by default; tests pass short ones). */
  webhookRetryDelaysMs?: readonly number[];
  /** How often wall-clock time is checked for things coming due (trial ends, expiries) between requests. */
  tickMs?: number;
}

export interface StripeDouble {
  /** The double's origin, e.g. http://127.0.0.1:12111 (also `STRIPE_API_BASE`). */
  url: string;
  port: number;
  apiVersion: string;
  webhookSecret: string;
  /** Options for `new Stripe(key, { ...double.clientOptions })`. */
  clientOptions: { host: string; port: number; protocol: "http" };
  /** Moves the double's clock forward, running trial ends, renewals and retries that come due. */
  advance(seconds: number): { now: number; events: string[] };
  now(): number;
  reset(): void;
  requests(): readonly RecordedRequest[];
  deliveries(): readonly WebhookDelivery[];
  /** Resolves when every queued webhook has been delivered or given up on. */
  webhooksIdle(): Promise<void>;
  setWebhook(url: string | null, secret?: string): void;
  stop(): Promise<void>;
}

export const DEFAULT_WEBHOOK_SECRET = "whsec_test_inboxscout_local_double";
const HOST = "127.0.0.1";

/**
 * Starts the local Stripe test double: an HTTP server on 127.0.0.1 that the official `stripe` SDK talks
 * to through its `host` / `port` / `protocol` options, with hosted checkout, portal and invoice pages,
 * signed webhooks and a clock that tests can move. See scripts/local/stripe/README.md.
 */
export async function startStripeDouble(options: StripeDoubleOptions = {}): Promise<StripeDouble> {
  const store = new Store(options.dataFile);
  const webhookSecret = options.webhookSecret ?? DEFAULT_WEBHOOK_SECRET;
  const webhooks = new WebhookSender(store, { url: options.webhookUrl ?? null, secret: webhookSecret, retryDelaysMs: options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS });
  const runtime = new DoubleRuntime(store, webhooks, options.apiKey ?? null);
  const server = createServer(createApp(runtime));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  runtime.baseUrl = `http://${HOST}:${port}`;
  const tick = setInterval(() => runDue(runtime.ctx()), options.tickMs ?? 5_000);
  tick.unref();

  return {
    url: runtime.baseUrl,
    port,
    apiVersion: API_VERSION,
    webhookSecret,
    clientOptions: { host: HOST, port, protocol: "http" },
    advance: (seconds) => advanceClock(runtime, seconds),
    now: () => store.now(),
    reset: () => runtime.reset(),
    requests: () => runtime.requests,
    deliveries: () => webhooks.deliveries,
    webhooksIdle: () => webhooks.idle(),
    setWebhook: (url, secret) => {
      webhooks.config = { ...webhooks.config, url, ...(secret ? { secret } : {}) };
    },
    stop: async () => {
      clearInterval(tick);
      webhooks.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      store.save();
    },
  };
}
