import Stripe from "stripe";
import type { Ctx, RequestInfo } from "./context.ts";
import { newId } from "./ids.ts";
import { hydrate } from "./render.ts";
import type { Store } from "./store.ts";
import type { AnyStored, StripeEvent } from "./wire.ts";

/** The API version the double speaks and stamps on events: the one the installed SDK pins. */
export const API_VERSION: string = Stripe.API_VERSION;

/** A snapshot of an object as an event carries it (no expansions). */
export function snapshot(store: Store, object: AnyStored): object {
  return hydrate(store, object);
}

/** Stripe's `previous_attributes`: the old values of the top-level fields that changed. */
export function previousAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const old = before as Record<string, unknown>;
  const current = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(old), ...Object.keys(current)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(current[key])) previous[key] = old[key] ?? null;
  }
  return previous;
}

export function createEvent(store: Store, request: RequestInfo, type: Stripe.Event.Type, object: AnyStored, before: object | undefined, pendingWebhooks: number): StripeEvent {
  const after = snapshot(store, object);
  const event: StripeEvent = {
    id: newId("event"),
    object: "event",
    api_version: API_VERSION,
    created: store.now(),
    data: { object: after, ...(before ? { previous_attributes: previousAttributes(before, after) } : {}) },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request: { id: request.id, idempotency_key: request.idempotency_key },
    type,
  };
  store.insert<"event">(event);
  return event;
}

/** Convenience for operations: snapshot before a change, then `ctx.emit(type, object, before)`. */
export function before(ctx: Ctx, object: AnyStored): object {
  return snapshot(ctx.store, object);
}
