import type { Ctx, RequestInfo } from "./context.ts";
import { createEvent } from "./events.ts";
import { Faults } from "./faults.ts";
import type { Store } from "./store.ts";
import type { WebhookSender } from "./webhooks.ts";

/** One API request as the double saw it, for tests (`GET /_double/requests`). */
export interface RecordedRequest {
  id: string;
  method: string;
  path: string;
  /** The decoded form body (POST) or query (GET, DELETE). */
  params: unknown;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  status: number;
  response: unknown;
  /** Answered from the idempotency store rather than executed again. */
  replayed: boolean;
  /** The double's clock when it arrived. */
  at: number;
}

const MAX_RECORDED_REQUESTS = 2_000;

/** Everything a running double shares between its API, hosted pages and control routes. */
export class DoubleRuntime {
  readonly requests: RecordedRequest[] = [];
  /** Errors switched on through the control API (`/_double/faults`). */
  readonly faults = new Faults();
  baseUrl = "";

  constructor(
    readonly store: Store,
    readonly webhooks: WebhookSender,
    /** When set, the only API key accepted (else any `sk_test_…`). */
    readonly apiKey: string | null,
  ) {}

  /** A context for an operation: API requests pass their id and idempotency key; the clock and hosted pages pass none. */
  ctx(request: RequestInfo = { id: null, idempotency_key: null }): Ctx {
    return {
      store: this.store,
      baseUrl: this.baseUrl,
      request,
      emit: (type, object, before) => {
        const event = createEvent(this.store, request, type, object, before, this.webhooks.config.url ? 1 : 0);
        this.webhooks.enqueue(event.id, type);
      },
    };
  }

  record(request: RecordedRequest): void {
    this.requests.push(request);
    if (this.requests.length > MAX_RECORDED_REQUESTS) this.requests.splice(0, this.requests.length - MAX_RECORDED_REQUESTS);
  }

  reset(): void {
    this.store.reset();
    this.webhooks.clear();
    this.requests.length = 0;
    this.faults.clear();
  }
}
