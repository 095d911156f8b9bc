import type Stripe from "stripe";
import type { Store } from "./store.ts";
import type { AnyStored } from "./wire.ts";

/** The API request an event came from (`event.request`); both null for the double's own doings (clock, hosted pages). */
export interface RequestInfo {
  id: string | null;
  idempotency_key: string | null;
}

/** What every operation on the double's objects needs: the state, the clock, and a way to announce events. */
export interface Ctx {
  store: Store;
  /** The double's own origin, for hosted page URLs (checkout, portal, invoices). */
  baseUrl: string;
  request: RequestInfo;
  /** Records an event about `object` (a snapshot as it is now) and queues its webhook; `before` is a snapshot taken before the change. */
  emit(type: Stripe.Event.Type, object: AnyStored, before?: object): void;
}

export function now(ctx: Ctx): number {
  return ctx.store.now();
}
