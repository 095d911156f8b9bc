import { FieldValue } from "firebase-admin/firestore";
import type { WebhookEnvelope, WebhookEventType } from "@machines/webhooks";
import { isAlreadyExists } from "../lib/admin";
import { webhookEndpoints, webhookEvents } from "../lib/firestore";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";

export const WEBHOOK_QUEUE = "deliverWebhook";

/**
 * Records an event in `webhookEvents/{eventId}` and queues one delivery task per enabled endpoint
 * subscribed to its type. The event id is chosen by the caller from what caused it, so a retried
 * trigger publishes the same event again and endpoints still see each event once.
 */
export async function publishEvent(eventId: string, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
  const envelope: WebhookEnvelope = { id: eventId, type, createdAt: new Date().toISOString(), data };
  const eventRef = webhookEvents.doc(eventId);
  try {
    await eventRef.create({ ...envelope, recordedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }

  const endpoints = await webhookEndpoints
    .where("enabled", "==", true)
    .where("events", "array-contains", type)
    .get();
  await Promise.all(
    endpoints.docs.map((endpoint) =>
      enqueueOnce(WEBHOOK_QUEUE, taskIdFor(eventId, endpoint.id), { eventId, endpointId: endpoint.id }),
    ),
  );
}
