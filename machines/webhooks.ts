import type { Timestamp } from "./shared/storedTimestamp";

/**
 * Events InboxScout sends to operators' automation endpoints (`webhookEndpoints/{id}` documents
 * with `url`, `events`, `enabled` and an optional signing `secret`).
 */
export const WEBHOOK_EVENT_TYPES = ["waitlist.joined", "onboarding.screening", "onboarding.signup", "trial.started", "referral.created", "sample-report.requested"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What an endpoint receives as the JSON body; `id` is also sent as the Idempotency-Key header. */
export interface WebhookEnvelope<T = Record<string, unknown>> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  data: T;
}

export const WEBHOOK_HEADERS = {
  idempotencyKey: "Idempotency-Key",
  eventType: "X-InboxScout-Event",
  signature: "X-InboxScout-Signature",
} as const;

/** `webhookEvents/{id}`: an event as published, before its fan-out to the endpoints. */
export type WebhookEventDoc = WebhookEnvelope & { recordedAt: Timestamp };

/** `webhookEndpoints/{id}`: an operator's automation endpoint. */
export interface WebhookEndpointDoc {
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secret?: string;
}

/** `webhookDeliveries/{id}`: one event's delivery to one endpoint. */
export interface WebhookDeliveryDoc {
  eventId: string;
  endpointId: string;
  url: string;
  attempts: number;
  lastAttemptAt: Timestamp;
  state: "retrying" | "delivered";
  lastError: string | null;
  deliveredAt?: Timestamp;
}
