import type { Ctx } from "../context.ts";
import { cardDeclined, invalidRequest } from "../errors.ts";
import { before } from "../events.ts";
import { newId, randomToken } from "../ids.ts";
import type { PaymentMethod } from "../wire.ts";

/** What a Stripe test card does: succeed, fail every charge after attaching (0341), or fail at once (0002). */
type CardBehaviour = "succeeds" | "charges_fail" | "declined";

interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  label: string;
}

/** Stripe's test cards the double knows, by the names Stripe's test tokens and PaymentMethods use. */
export const TEST_CARDS = {
  visa: { number: "4242424242424242", brand: "visa", behaviour: "succeeds", label: "Visa 4242 (succeeds)" },
  mastercard: { number: "5555555555554444", brand: "mastercard", behaviour: "succeeds", label: "Mastercard 4444 (succeeds)" },
  chargeCustomerFail: { number: "4000000000000341", brand: "visa", behaviour: "charges_fail", label: "Visa 0341 (attaches; later charges fail)" },
  chargeDeclined: { number: "4000000000000002", brand: "visa", behaviour: "declined", label: "Visa 0002 (declined)" },
} as const satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;

/** `pm_card_visa`, `tok_chargeCustomerFail`, … → the test card, as Stripe's test mode resolves them. */
export function testCardFromAlias(alias: string): TestCardName | undefined {
  const name = alias.replace(/^(pm_card_|tok_)/, "");
  if (name === alias) return undefined;
  return name in TEST_CARDS ? (name as TestCardName) : undefined;
}

function cardBehaviour(paymentMethod: PaymentMethod): CardBehaviour {
  const card = Object.values(TEST_CARDS).find((candidate) => candidate.number.endsWith(paymentMethod.card?.last4 ?? "") && candidate.brand === paymentMethod.card?.brand);
  return card?.behaviour ?? "succeeds";
}

/** Collecting a card (hosted page, token): a declined test card fails here, as it does in Stripe. */
export function createCardPaymentMethod(ctx: Ctx, cardName: TestCardName, billing: { email?: string | null; name?: string | null } = {}, metadata: Record<string, string> = {}): PaymentMethod {
  const card = TEST_CARDS[cardName];
  if (card.behaviour === "declined") throw cardDeclined();
  const paymentMethod: PaymentMethod = {
    id: newId("payment_method"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: { address: null, email: billing.email ?? null, name: billing.name ?? null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: card.brand,
      exp_month: 12,
      exp_year: new Date(ctx.store.now() * 1000).getUTCFullYear() + 3,
      fingerprint: randomToken(16),
      funding: "credit",
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.store.now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata,
    type: "card",
  };
  return ctx.store.insert<"payment_method">(paymentMethod);
}

export function attachPaymentMethod(ctx: Ctx, paymentMethod: PaymentMethod, customerId: string): PaymentMethod {
  ctx.store.require("customer", customerId, "customer");
  if (paymentMethod.customer === customerId) return paymentMethod;
  if (paymentMethod.customer) {
    throw invalidRequest("The payment method you provided has already been attached to a customer.", "payment_method", "payment_method_unexpected_state");
  }
  paymentMethod.customer = customerId;
  ctx.emit("payment_method.attached", paymentMethod);
  return paymentMethod;
}

export function detachPaymentMethod(ctx: Ctx, paymentMethod: PaymentMethod): PaymentMethod {
  if (!paymentMethod.customer) throw invalidRequest("The payment method you provided is not attached to a customer so detachment is impossible.", undefined, "payment_method_unexpected_state");
  const previous = before(ctx, paymentMethod);
  paymentMethod.customer = null;
  ctx.emit("payment_method.detached", paymentMethod, previous);
  return paymentMethod;
}

/**
 * A PaymentMethod id from a request: a stored one, or one of Stripe's test aliases (`pm_card_visa`),
 * which creates a fresh PaymentMethod as Stripe's test mode does.
 */
export function resolvePaymentMethod(ctx: Ctx, id: string, param: string): PaymentMethod {
  const alias = testCardFromAlias(id);
  if (alias) return createCardPaymentMethod(ctx, alias);
  return ctx.store.require("payment_method", id, param);
}

/** Whether charging this payment method succeeds (the 0341 test card attaches fine but fails every charge). */
export function chargeSucceeds(paymentMethod: PaymentMethod): boolean {
  return cardBehaviour(paymentMethod) === "succeeds";
}

/** The card a charge uses: the invoice's, the subscription's, then the customer's default (Stripe's order). */
export function paymentMethodFor(ctx: Ctx, ids: Array<string | null | undefined>): PaymentMethod | null {
  for (const id of ids) {
    if (!id) continue;
    const paymentMethod = ctx.store.get("payment_method", id);
    if (paymentMethod) return paymentMethod;
  }
  return null;
}
