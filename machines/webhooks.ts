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
