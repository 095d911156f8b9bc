import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { noSuch } from "./errors.ts";
import type { AnyStored, ObjectType, StoredObjects } from "./wire.ts";

/** What the double remembers about a subscription that Stripe keeps to itself. */
export interface SubscriptionTimers {
  /** The trial end a `customer.subscription.trial_will_end` was sent for. */
  trialWillEndSentFor: number | null;
  /** Failed attempts on the current open invoice, for the retry schedule. */
  failedAttempts: number;
}

/** A proration waiting for the subscription's next invoice (Stripe keeps these as pending invoice items). */
export interface PendingProration {
  invoiceItemId: string;
  subscriptionItemId: string;
  priceId: string;
  amount: number;
  description: string;
  period: { start: number; end: number };
}

/** What a checkout session was created with that the session object does not show. */
export interface CheckoutSettings {
  subscriptionData: {
    trial_end?: number;
    trial_period_days?: number;
    trial_settings?: { end_behavior: { missing_payment_method: "cancel" | "create_invoice" | "pause" } };
    metadata?: Record<string, string> | "";
    description?: string;
    billing_cycle_anchor?: number;
    proration_behavior?: "create_prorations" | "none";
  };
  setupIntentData: { metadata?: Record<string, string> | ""; description?: string };
}

export interface IdempotentResult {
  method: string;
  path: string;
  params: string;
  status: number;
  body: unknown;
  createdAt: number;
}

export interface DeliveryAttempt {
  at: string;
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  attempts: DeliveryAttempt[];
  state: "pending" | "delivered" | "failed";
}

interface DoubleData {
  version: 1;
  /** Seconds the double's clock runs ahead of the real one (time travel). */
  clockOffset: number;
  objects: Record<string, AnyStored>;
  idempotency: Record<string, IdempotentResult>;
  deliveries: WebhookDelivery[];
  sequences: Record<string, number>;
  subscriptionTimers: Record<string, SubscriptionTimers>;
  pendingProrations: Record<string, PendingProration[]>;
  checkoutSettings: Record<string, CheckoutSettings>;
  /** Deleted objects' ids and types: Stripe still answers `{ id, object, deleted: true }` for them. */
  deleted: Record<string, ObjectType>;
}

function emptyData(): DoubleData {
  return { version: 1, clockOffset: 0, objects: {}, idempotency: {}, deliveries: [], sequences: {}, subscriptionTimers: {}, pendingProrations: {}, checkoutSettings: {}, deleted: {} };
}

/** Nouns in "No such …" errors. */
const NOUNS: Record<ObjectType, string> = {
  customer: "customer",
  product: "product",
  price: "price",
  coupon: "coupon",
  promotion_code: "promotion code",
  discount: "discount",
  subscription: "subscription",
  subscription_item: "subscription item",
  invoice: "invoice",
  line_item: "line item",
  payment_method: "PaymentMethod",
  setup_intent: "setupintent",
  "checkout.session": "checkout.session",
  "billing_portal.session": "billing portal session",
  customer_balance_transaction: "customer balance transaction",
  event: "event",
};

/**
 * The double's whole state, in memory and optionally mirrored to a JSON file (written shortly after
 * every change and on stop), so `npm start` keeps customers and subscriptions across restarts.
 */
export class Store {
  private data: DoubleData = emptyData();
  private saveTimer: NodeJS.Timeout | null = null;

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const loaded = JSON.parse(readFileSync(file, "utf8")) as Partial<DoubleData>;
      if (loaded.version === 1) this.data = { ...emptyData(), ...loaded };
    }
  }

  /** The double's clock, in Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.data.clockOffset;
  }

  get clockOffset(): number {
    return this.data.clockOffset;
  }

  moveClockTo(timestamp: number): void {
    this.data.clockOffset = timestamp - Math.floor(Date.now() / 1000);
    this.changed();
  }

  insert<T extends ObjectType>(object: StoredObjects[T] & { id: string }): StoredObjects[T] {
    this.data.objects[object.id] = object;
    this.changed();
    return object;
  }

  remove(id: string): void {
    const object = this.data.objects[id];
    if (object) this.data.deleted[id] = object.object;
    delete this.data.objects[id];
    this.changed();
  }

  /** What Stripe answers for an object that was deleted (`{ id, object, deleted: true }`); undefined for any other id. */
  deletedStub(id: string): { id: string; object: ObjectType; deleted: true } | undefined {
    const object = this.data.deleted[id];
    return object ? { id, object, deleted: true } : undefined;
  }

  get<T extends ObjectType>(type: T, id: string): StoredObjects[T] | undefined {
    const object = this.data.objects[id];
    return object && object.object === type ? (object as StoredObjects[T]) : undefined;
  }

  /** Any stored object by id, whatever its type (for expansion). */
  byId(id: string): AnyStored | undefined {
    return this.data.objects[id];
  }

  require<T extends ObjectType>(type: T, id: string, param = "id"): StoredObjects[T] {
    const object = this.get(type, id);
    if (!object) throw noSuch(NOUNS[type], id, param);
    return object;
  }

  /** Every object of a type, oldest first. */
  all<T extends ObjectType>(type: T): StoredObjects[T][] {
    return Object.values(this.data.objects).filter((object): object is StoredObjects[T] => object.object === type);
  }

  nextSequence(name: string): number {
    const next = (this.data.sequences[name] ?? 0) + 1;
    this.data.sequences[name] = next;
    return next;
  }

  subscriptionTimers(subscriptionId: string): SubscriptionTimers {
    this.data.subscriptionTimers[subscriptionId] ??= { trialWillEndSentFor: null, failedAttempts: 0 };
    return this.data.subscriptionTimers[subscriptionId];
  }

  pendingProrations(subscriptionId: string): PendingProration[] {
    this.data.pendingProrations[subscriptionId] ??= [];
    return this.data.pendingProrations[subscriptionId];
  }

  takePendingProrations(subscriptionId: string): PendingProration[] {
    const pending = this.data.pendingProrations[subscriptionId] ?? [];
    delete this.data.pendingProrations[subscriptionId];
    return pending;
  }

  checkoutSettings(sessionId: string): CheckoutSettings {
    this.data.checkoutSettings[sessionId] ??= { subscriptionData: {}, setupIntentData: {} };
    return this.data.checkoutSettings[sessionId];
  }

  idempotent(key: string): IdempotentResult | undefined {
    return this.data.idempotency[key];
  }

  rememberIdempotent(key: string, result: IdempotentResult): void {
    this.data.idempotency[key] = result;
    this.changed();
  }

  get deliveries(): WebhookDelivery[] {
    return this.data.deliveries;
  }

  reset(): void {
    this.data = emptyData();
    this.changed();
  }

  /** Marks the state dirty; the file is rewritten shortly after (one write for a burst of changes). */
  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), 200);
    this.saveTimer.unref();
  }

  save(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.data));
    renameSync(temporary, this.file);
  }
}
