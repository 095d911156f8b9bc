import type { Ctx } from "../context.ts";
import { cardDeclined, invalidParam, invalidRequest, unsupported } from "../errors.ts";
import { before } from "../events.ts";
import { newId, randomToken } from "../ids.ts";
import { mergeMetadata } from "../params.ts";
import type { CheckoutSettings } from "../store.ts";
import type { CheckoutLineItem, CheckoutSession, Discount, PromotionCode, SetupIntent } from "../wire.ts";
import { productName, requireRecurringPrice } from "./catalog.ts";
import { createCustomer } from "./customers.ts";
import { assertRedeemable, checkDiscountParams, createDiscounts, discountAmounts, provisionalDiscount, provisionalFromParam, type DiscountParam } from "./discounts.ts";
import { attachPaymentMethod, createCardPaymentMethod, type TestCardName } from "./paymentMethods.ts";
import { createSubscription } from "./subscriptions.ts";

export interface CheckoutCreateInput {
  mode: "subscription" | "setup" | "payment";
  line_items?: Array<{ price: string; quantity?: number }>;
  customer?: string;
  customer_email?: string;
  client_reference_id?: string;
  metadata?: Record<string, string> | "";
  subscription_data?: CheckoutSettings["subscriptionData"];
  setup_intent_data?: CheckoutSettings["setupIntentData"];
  discounts?: DiscountParam[];
  allow_promotion_codes?: boolean;
  success_url?: string;
  cancel_url?: string;
  payment_method_collection?: "always" | "if_required";
  allowed_payment_method_types?: string[];
  currency?: string;
  expires_at?: number;
}

const DAY = 86_400;

function lineItems(ctx: Ctx, items: NonNullable<CheckoutCreateInput["line_items"]>, sessionId: string): NonNullable<CheckoutSession["line_items"]> {
  const data = items.map<CheckoutLineItem>((item, index) => {
    const price = requireRecurringPrice(ctx, item.price, `line_items[${index}][price]`);
    const quantity = item.quantity ?? 1;
    const amount = (price.unit_amount ?? 0) * quantity;
    return {
      id: newId("checkout_line_item"),
      object: "item",
      adjustable_quantity: null,
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: productName(ctx, price),
      metadata: {},
      price: structuredClone(price),
      quantity,
    };
  });
  return { object: "list", data, has_more: false, url: `/v1/checkout/sessions/${sessionId}/line_items` };
}

function checkTrial(ctx: Ctx, data: CheckoutCreateInput["subscription_data"]): void {
  if (!data) return;
  if (data.trial_end !== undefined && data.trial_period_days !== undefined) throw invalidRequest("You may only specify one of these parameters: subscription_data[trial_end], subscription_data[trial_period_days].");
  if (data.trial_end !== undefined && data.trial_end < ctx.store.now() + 2 * DAY) {
    throw invalidParam("subscription_data[trial_end]", "subscription_data[trial_end] has to be at least 48 hours in the future.");
  }
  if (data.trial_period_days !== undefined && data.trial_period_days < 1) throw invalidParam("subscription_data[trial_period_days]", "subscription_data[trial_period_days] has to be at least 1.");
}

export function hasTrial(ctx: Ctx, session: CheckoutSession): boolean {
  const { subscriptionData } = ctx.store.checkoutSettings(session.id);
  return subscriptionData.trial_end !== undefined || subscriptionData.trial_period_days !== undefined;
}

/** The discounts the session would apply: its own `discounts`, or the code the customer typed on the page. */
export function sessionDiscounts(ctx: Ctx, session: CheckoutSession, typedCode: PromotionCode | null): Discount[] {
  const customerId = session.customer ? String(session.customer) : null;
  if (typedCode) return [provisionalDiscount(ctx, assertRedeemable(ctx, typedCode, customerId, null, "promotion_code"), typedCode, customerId)];
  return (session.discounts ?? []).map((entry, index) =>
    provisionalFromParam(ctx, { ...(entry.coupon ? { coupon: String(entry.coupon) } : {}), ...(entry.promotion_code ? { promotion_code: String(entry.promotion_code) } : {}) }, customerId, `discounts[${index}]`, index),
  );
}

/** What completing the session charges today (nothing during a trial), before and after discounts. */
export function checkoutAmounts(ctx: Ctx, session: CheckoutSession, discounts: readonly Discount[]): { subtotal: number; discount: number; total: number } {
  const trial = hasTrial(ctx, session);
  const amounts = (session.line_items?.data ?? []).map((item) => (trial ? 0 : (item.price?.unit_amount ?? 0) * (item.quantity ?? 1)));
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const discount = discountAmounts(ctx, discounts, amounts)
    .flat()
    .reduce((sum, entry) => sum + entry.amount, 0);
  return { subtotal, discount, total: subtotal - discount };
}

function setAmounts(ctx: Ctx, session: CheckoutSession, discounts: readonly Discount[]): void {
  if (session.mode !== "subscription") return;
  const amounts = checkoutAmounts(ctx, session, discounts);
  session.amount_subtotal = amounts.subtotal;
  session.amount_total = amounts.total;
  session.total_details = { amount_discount: amounts.discount, amount_shipping: 0, amount_tax: 0 };
}

function createSetupIntent(ctx: Ctx, session: CheckoutSession, data: CheckoutSettings["setupIntentData"]): SetupIntent {
  const id = newId("setup_intent");
  const intent: SetupIntent = {
    id,
    object: "setup_intent",
    allowed_payment_method_types: null,
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(24)}`,
    created: ctx.store.now(),
    customer: session.customer ? String(session.customer) : null,
    customer_account: null,
    description: data.description ?? null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: mergeMetadata(null, data.metadata),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: session.payment_method_types,
    single_use_mandate: null,
    status: "requires_payment_method",
    usage: "off_session",
  };
  ctx.store.insert<"setup_intent">(intent);
  ctx.emit("setup_intent.created", intent);
  return intent;
}

/**
 * `POST /v1/checkout/sessions` in subscription or setup mode: an open session whose `url` is the
 * double's hosted checkout page. Discounts are checked now and redeemed when the customer completes it.
 */
export function createCheckoutSession(ctx: Ctx, input: CheckoutCreateInput): CheckoutSession {
  if (input.mode === "payment") throw unsupported("Checkout in payment mode");
  const now = ctx.store.now();
  if (input.customer !== undefined && input.customer_email !== undefined) throw invalidRequest("You may only specify one of these parameters: customer, customer_email.");
  if (input.discounts !== undefined && input.allow_promotion_codes !== undefined) throw invalidRequest("You may only specify one of these parameters: allow_promotion_codes, discounts.");
  if (input.discounts && input.discounts.length > 1) throw invalidParam("discounts", "Currently, only one discount may be specified per Checkout Session.");
  if (input.mode === "subscription" && (!input.line_items || input.line_items.length === 0)) throw invalidParam("line_items", "Missing required param: line_items.");
  if (input.mode === "setup") {
    if (input.line_items) throw invalidParam("line_items", "You can not pass `line_items` in `setup` mode.");
    if (!input.currency && !input.allowed_payment_method_types) throw invalidParam("currency", "currency is required in setup mode when allowed_payment_method_types is not set.");
    if (input.payment_method_collection) throw invalidParam("payment_method_collection", "payment_method_collection can only be set in subscription mode.");
  }
  if (input.mode !== "subscription" && input.subscription_data) throw invalidParam("subscription_data", "subscription_data can only be used in subscription mode.");
  if (input.mode !== "setup" && input.setup_intent_data) throw invalidParam("setup_intent_data", "setup_intent_data can only be used in setup mode.");
  checkTrial(ctx, input.subscription_data);
  const customer = input.customer !== undefined ? ctx.store.require("customer", input.customer, "customer") : null;
  if (input.discounts) checkDiscountParams(ctx, input.discounts, { customer: customer?.id ?? null });
  const expiresAt = input.expires_at ?? now + DAY;
  if (expiresAt < now + 30 * 60 || expiresAt > now + DAY) throw invalidParam("expires_at", "The `expires_at` timestamp must be between 30 minutes and 24 hours from now.");

  const id = newId("checkout.session");
  const items = input.line_items ? lineItems(ctx, input.line_items, id) : undefined;
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: input.allow_promotion_codes ?? null,
    allowed_payment_method_types: input.allowed_payment_method_types ?? null,
    amount_subtotal: null,
    amount_total: null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancel_url ?? null,
    client_reference_id: input.client_reference_id ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: items?.data[0]?.currency ?? input.currency ?? null,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: customer?.id ?? null,
    customer_account: null,
    customer_creation: customer || input.mode !== "subscription" ? null : "always",
    customer_details: customer || input.customer_email ? { address: null, business_name: null, email: customer?.email ?? input.customer_email ?? null, individual_name: null, name: customer?.name ?? null, phone: null, tax_exempt: "none", tax_ids: null } : null,
    customer_email: input.customer_email ?? null,
    discounts: (input.discounts ?? []).map((entry) => ({ coupon: entry.coupon ?? null, promotion_code: entry.promotion_code ?? null })),
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    line_items: items,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: mergeMetadata(null, input.metadata),
    mode: input.mode,
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === "subscription" ? (input.payment_method_collection ?? "always") : null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.allowed_payment_method_types ?? ["card"],
    payment_status: input.mode === "setup" ? "no_payment_required" : "unpaid",
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.success_url ?? null,
    total_details: null,
    ui_mode: "hosted_page",
    url: `${ctx.baseUrl}/checkout/${id}`,
    wallet_options: null,
  };
  ctx.store.insert<"checkout.session">(session);
  Object.assign(ctx.store.checkoutSettings(id), { subscriptionData: input.subscription_data ?? {}, setupIntentData: input.setup_intent_data ?? {} });
  if (input.mode === "setup") session.setup_intent = createSetupIntent(ctx, session, input.setup_intent_data ?? {}).id;
  setAmounts(ctx, session, sessionDiscounts(ctx, session, null));
  return session;
}

/** Whether the page must collect a card: setup mode, `payment_method_collection: always`, or something due today. */
export function cardRequired(ctx: Ctx, session: CheckoutSession, typedCode: PromotionCode | null): boolean {
  if (session.mode === "setup" || session.payment_method_collection === "always") return true;
  return checkoutAmounts(ctx, session, sessionDiscounts(ctx, session, typedCode)).total > 0;
}

export function findPromotionCode(ctx: Ctx, code: string): PromotionCode | null {
  const wanted = code.trim().toLowerCase();
  return ctx.store.all("promotion_code").find((candidate) => candidate.code.toLowerCase() === wanted) ?? null;
}

export interface CheckoutCompletion {
  /** The test card entered, or null for a trial that needs none. */
  card: TestCardName | null;
  email: string | null;
  /** A promotion code the customer typed (sessions with `allow_promotion_codes`). */
  promotionCode: string | null;
}

function assertOpen(session: CheckoutSession): void {
  if (session.status !== "open") throw invalidRequest(`This Checkout Session is ${session.status}; only open sessions can be completed.`, undefined, "checkout_session_not_open");
}

/**
 * What pressing Pay (or Start trial) on the hosted page does: collects the card, creates the customer
 * when the session has none, creates the subscription (charging its first invoice unless it starts with a
 * trial) or completes the SetupIntent, and announces `checkout.session.completed`. A declined card
 * changes nothing. Returns where the browser goes next.
 */
export function completeCheckout(ctx: Ctx, session: CheckoutSession, completion: CheckoutCompletion): string | null {
  assertOpen(session);
  const typedCode = completion.promotionCode ? findPromotionCode(ctx, completion.promotionCode) : null;
  if (completion.promotionCode && !typedCode) throw invalidParam("promotion_code", "This code is invalid.");
  if (typedCode && !session.allow_promotion_codes) throw invalidParam("promotion_code", "This Checkout Session does not accept promotion codes.");
  const discounts = sessionDiscounts(ctx, session, typedCode);
  const dueToday = checkoutAmounts(ctx, session, discounts).total;
  if (completion.card === null && cardRequired(ctx, session, typedCode)) throw invalidParam("card", "A card is required to complete this Checkout Session.");
  if (completion.card === "chargeDeclined" || (completion.card === "chargeCustomerFail" && dueToday > 0)) throw cardDeclined();
  const email = session.customer_details?.email ?? completion.email;
  if (!email) throw invalidParam("email", "Enter an email address.");

  const previous = before(ctx, session);
  const customer = session.customer ? ctx.store.require("customer", String(session.customer)) : createCustomer(ctx, { email });
  const paymentMethod = completion.card ? attachPaymentMethod(ctx, createCardPaymentMethod(ctx, completion.card, { email }), customer.id) : null;
  const settings = ctx.store.checkoutSettings(session.id);
  if (session.mode === "subscription") {
    const discountParams = typedCode ? [{ promotion_code: typedCode.id }] : (session.discounts ?? []).map((entry) => (entry.promotion_code ? { promotion_code: String(entry.promotion_code) } : { coupon: String(entry.coupon) }));
    const redeemed = createDiscounts(ctx, discountParams, { customer: customer.id, checkoutSession: session.id });
    const data = settings.subscriptionData;
    const subscription = createSubscription(ctx, {
      customer: customer.id,
      items: (session.line_items?.data ?? []).map((item) => ({ price: item.price!.id, quantity: item.quantity ?? 1 })),
      ...(data.trial_end !== undefined ? { trial_end: data.trial_end } : {}),
      ...(data.trial_period_days !== undefined ? { trial_period_days: data.trial_period_days } : {}),
      ...(data.trial_settings ? { trial_settings: data.trial_settings } : {}),
      ...(data.billing_cycle_anchor !== undefined ? { billing_cycle_anchor: data.billing_cycle_anchor } : {}),
      ...(data.proration_behavior ? { proration_behavior: data.proration_behavior } : {}),
      ...(data.description ? { description: data.description } : {}),
      metadata: data.metadata ?? {},
      ...(paymentMethod ? { default_payment_method: paymentMethod.id } : {}),
      redeemedDiscountIds: redeemed,
      checkoutSession: session.id,
    });
    session.subscription = subscription.id;
    session.invoice = subscription.latest_invoice as string | null;
    session.discounts = redeemed.map((id) => {
      const discount = ctx.store.require("discount", id);
      return { coupon: String(discount.source.coupon), promotion_code: discount.promotion_code as string | null };
    });
    setAmounts(ctx, session, redeemed.map((id) => ctx.store.require("discount", id)));
    session.payment_status = dueToday > 0 ? "paid" : "no_payment_required";
  } else if (session.setup_intent && paymentMethod) {
    const intent = ctx.store.require("setup_intent", String(session.setup_intent));
    const previousIntent = before(ctx, intent);
    intent.payment_method = paymentMethod.id;
    intent.customer = customer.id;
    intent.status = "succeeded";
    ctx.emit("setup_intent.succeeded", intent, previousIntent);
  }
  session.customer = customer.id;
  session.customer_details = { address: null, business_name: null, email, individual_name: null, name: customer.name ?? null, phone: null, tax_exempt: "none", tax_ids: [] };
  session.status = "complete";
  session.url = null;
  ctx.emit("checkout.session.completed", session, previous);
  return session.success_url ? session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id) : null;
}

/** `POST /v1/checkout/sessions/:id/expire`, and what the clock does at `expires_at`. */
export function expireCheckoutSession(ctx: Ctx, session: CheckoutSession): CheckoutSession {
  if (session.status !== "open") throw invalidRequest(`Only Checkout Sessions with a status of \`open\` can be expired. This session has status \`${session.status}\`.`, undefined, "checkout_session_not_open");
  const previous = before(ctx, session);
  session.status = "expired";
  session.url = null;
  if (session.setup_intent) {
    const intent = ctx.store.require("setup_intent", String(session.setup_intent));
    intent.status = "canceled";
    intent.cancellation_reason = "abandoned";
  }
  ctx.emit("checkout.session.expired", session, previous);
  return session;
}
