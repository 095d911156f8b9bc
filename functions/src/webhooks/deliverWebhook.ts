import { createHmac } from "node:crypto";
import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { Timestamp } from "firebase-admin/firestore";
import { WEBHOOK_HEADERS } from "@machines/webhooks";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../lib/firestore";

const DELIVERY_TIMEOUT_MS = 10_000;

/** Stripe-style signature: HMAC-SHA256 over "<timestamp>.<body>" with the endpoint's secret. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/**
 * POSTs one event to one endpoint. A non-2xx answer or a network error throws, so Cloud Tasks
 * retries with backoff; a delivery already accepted is never sent again, whatever retries happen.
 */
export const deliverWebhook = onTaskDispatched<{ eventId: string; endpointId: string }>(
  {
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 1, maxBackoffSeconds: 3600, maxDoublings: 12 },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  async ({ data, retryCount }) => {
    const deliveryRef = webhookDeliveries.doc(`${data.eventId}__${data.endpointId}`);
    const [event, target, delivery] = await Promise.all([
      webhookEvents.doc(data.eventId).get().then((snapshot) => snapshot.data()),
      webhookEndpoints.doc(data.endpointId).get().then((snapshot) => snapshot.data()),
      deliveryRef.get().then((snapshot) => snapshot.data()),
    ]);
    if (delivery?.state === "delivered") return;
    if (!event || !target) {
      logger.warn("Webhook event or endpoint is gone; nothing to deliver", data);
      return;
    }
    if (!target.enabled) return;

    const { id, type, createdAt, data: payload } = event;
    const body = JSON.stringify({ id, type, createdAt, data: payload });
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      [WEBHOOK_HEADERS.idempotencyKey]: id,
      [WEBHOOK_HEADERS.eventType]: type,
    };
    if (target.secret) headers[WEBHOOK_HEADERS.signature] = signatureHeader(target.secret, body, Math.floor(Date.now() / 1000));

    const attempt = { eventId: data.eventId, endpointId: data.endpointId, url: target.url, attempts: retryCount + 1, lastAttemptAt: Timestamp.now() };
    let status: number;
    try {
      const response = await fetch(target.url, { method: "POST", headers, body, signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS) });
      status = response.status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deliveryRef.set({ ...attempt, state: "retrying", lastError: message }, { merge: true });
      throw new Error(`Webhook ${id} to ${target.url} failed: ${message}`);
    }
    if (status < 200 || status >= 300) {
      await deliveryRef.set({ ...attempt, state: "retrying", lastError: `HTTP ${status}` }, { merge: true });
      throw new Error(`Webhook ${id} to ${target.url} answered HTTP ${status}`);
    }
    await deliveryRef.set({ ...attempt, state: "delivered", lastError: null, deliveredAt: Timestamp.now() }, { merge: true });
  },
);
