import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random base-62 characters, as in Stripe's ids. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = "";
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** The id prefix of every object the double creates, as Stripe names them in test mode. */
export const ID_PREFIX = {
  customer: "cus",
  product: "prod",
  price: "price",
  coupon: "coupon",
  promotion_code: "promo",
  discount: "di",
  subscription: "sub",
  subscription_item: "si",
  invoice: "in",
  line_item: "il",
  invoice_item: "ii",
  payment_method: "pm",
  setup_intent: "seti",
  "checkout.session": "cs_test",
  checkout_line_item: "li",
  "billing_portal.session": "bps",
  billing_portal_configuration: "bpc",
  customer_balance_transaction: "cbtxn",
  event: "evt",
  request: "req",
} as const;

export type IdKind = keyof typeof ID_PREFIX;

export function newId(kind: IdKind): string {
  const length = kind === "checkout.session" ? 58 : kind === "request" ? 14 : 24;
  return `${ID_PREFIX[kind]}_${kind === "checkout.session" ? "a1" : "1"}${randomToken(length - 1)}`;
}
