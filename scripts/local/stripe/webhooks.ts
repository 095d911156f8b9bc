import Stripe from "stripe";
import type { Store, WebhookDelivery } from "./store.ts";

export interface WebhookConfig {
  /** Where events are POSTed; null records events without sending them. */
  url: string | null;
  /** The endpoint's signing secret (`whsec_…`): the receiver checks `Stripe-Signature` with it. */
  secret: string;
  /** Waits before each retry of a failed delivery (Stripe retries with growing backoff). */
  retryDelaysMs: readonly number[];
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000] as const;
/** The delivery log keeps this many of the latest deliveries. */
const KEPT_DELIVERIES = 1_000;

/**
 * Sends events to the configured endpoint the way Stripe does: JSON body signed with
 * `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`, one event per request, a 2xx within
 * 10 s counts as delivered, anything else is retried with backoff and recorded in the delivery log.
 * Retries go to the back of the queue, so events can arrive out of order, as they can from Stripe.
 */
export class WebhookSender {
  private readonly queue: WebhookDelivery[] = [];
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private sending = false;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly store: Store,
    public config: WebhookConfig,
  ) {
    for (const delivery of store.deliveries) if (delivery.state === "pending") this.queue.push(delivery);
    void this.pump();
  }

  /** Queues a new event (`pending_webhooks` says whether one was queued). */
  enqueue(eventId: string, type: string): void {
    if (!this.config.url) return;
    const delivery: WebhookDelivery = { eventId, type, url: this.config.url, attempts: [], state: "pending" };
    this.store.deliveries.push(delivery);
    const finished = this.store.deliveries.length - KEPT_DELIVERIES;
    if (finished > 0) this.store.deliveries.splice(0, finished);
    this.store.changed();
    this.queue.push(delivery);
    void this.pump();
  }

  get deliveries(): readonly WebhookDelivery[] {
    return this.store.deliveries;
  }

  /** Resolves once nothing is queued, being sent or waiting for a retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    this.queue.length = 0;
    this.notifyIdle();
  }

  /** Forgets queued work (with the store's reset). */
  clear(): void {
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
    this.queue.length = 0;
    this.notifyIdle();
  }

  private isIdle(): boolean {
    return this.queue.length === 0 && !this.sending && this.retryTimers.size === 0;
  }

  private notifyIdle(): void {
    if (!this.isIdle() && !this.stopped) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private async pump(): Promise<void> {
    if (this.sending) return;
    this.sending = true;
    try {
      for (let delivery = this.queue.shift(); delivery && !this.stopped; delivery = this.queue.shift()) {
        await this.attempt(delivery);
      }
    } finally {
      this.sending = false;
      this.notifyIdle();
    }
  }

  private async attempt(delivery: WebhookDelivery): Promise<void> {
    const event = this.store.get("event", delivery.eventId);
    if (!event) {
      delivery.state = "failed";
      return;
    }
    const payload = JSON.stringify(event, null, 2);
    // The signature's timestamp is real time, not the double's clock: receivers check it against theirs.
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.config.secret, timestamp: Math.floor(Date.now() / 1000) });
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(delivery.url, {
        method: "POST",
        headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature, "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    delivery.attempts.push({ at: new Date().toISOString(), status, error });
    const delivered = status !== null && status >= 200 && status < 300;
    const retryDelay = this.config.retryDelaysMs[delivery.attempts.length - 1];
    if (delivered) {
      delivery.state = "delivered";
      event.pending_webhooks = 0;
    } else if (retryDelay === undefined || this.stopped) {
      delivery.state = "failed";
    } else {
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.queue.push(delivery);
        void this.pump();
      }, retryDelay);
      this.retryTimers.add(timer);
    }
    this.store.changed();
  }
}
