import express, { type Router } from "express";
import { describePrice, money } from "../billing/catalog.ts";
import { cardRequired, checkoutAmounts, completeCheckout, findPromotionCode, sessionDiscounts } from "../billing/checkout.ts";
import { couponOf } from "../billing/discounts.ts";
import { TEST_CARDS, type TestCardName } from "../billing/paymentMethods.ts";
import { formatDate } from "../billing/periods.ts";
import type { Ctx } from "../context.ts";
import { StripeError } from "../errors.ts";
import type { CheckoutSession, Discount, PromotionCode } from "../wire.ts";
import { document, html, type SafeHtml } from "./html.ts";

function discountLabel(ctx: Ctx, discount: Discount): string {
  const coupon = couponOf(ctx, discount);
  const code = discount.promotion_code ? ctx.store.get("promotion_code", String(discount.promotion_code))?.code : null;
  const off = coupon.percent_off !== null ? `${coupon.percent_off}% off` : money(coupon.amount_off ?? 0, coupon.currency ?? "usd") + " off";
  const duration = coupon.duration === "repeating" ? ` for ${coupon.duration_in_months} months` : coupon.duration === "forever" ? " forever" : " once";
  return `${code ?? coupon.name ?? coupon.id}: ${off}${duration}`;
}

function trialText(ctx: Ctx, session: CheckoutSession): string | null {
  const { subscriptionData } = ctx.store.checkoutSettings(session.id);
  const trialEnd = subscriptionData.trial_end ?? (subscriptionData.trial_period_days !== undefined ? ctx.store.now() + subscriptionData.trial_period_days * 86_400 : null);
  if (trialEnd === null) return null;
  const days = Math.round((trialEnd - ctx.store.now()) / 86_400);
  return `${days} days free, then billed from ${formatDate(trialEnd)}`;
}

function payButtons(ctx: Ctx, session: CheckoutSession, typedCode: PromotionCode | null): SafeHtml {
  if (!cardRequired(ctx, session, typedCode)) {
    return html`<button name="card" value="none">Start trial (no card needed)</button>
      <button class="secondary" name="card" value="visa">Add test card 4242 and start trial</button>`;
  }
  const action = session.mode === "setup" ? "Save" : "Pay";
  return html`<button name="card" value="visa">${action} (test card 4242)</button>
    <button class="secondary" name="card" value="chargeCustomerFail">${action} with test card 0341 (later charges fail)</button>
    <button class="danger" name="card" value="chargeDeclined">Decline (card_declined)</button>`;
}

function checkoutPage(ctx: Ctx, session: CheckoutSession, typedCodeText: string | null, error: string | null): string {
  if (session.status !== "open") {
    return document("Checkout", html`<h1>This checkout session is ${session.status}.</h1><p class="muted">${session.id}</p>`);
  }
  let typedCode: PromotionCode | null = null;
  let codeError = error;
  let discounts: Discount[] = [];
  try {
    typedCode = typedCodeText ? findPromotionCode(ctx, typedCodeText) : null;
    if (typedCodeText && !typedCode) codeError ??= "This code is invalid.";
    discounts = sessionDiscounts(ctx, session, typedCode);
  } catch (caught) {
    if (!(caught instanceof StripeError)) throw caught;
    codeError ??= caught.message;
    typedCode = null;
    discounts = sessionDiscounts(ctx, session, null);
  }
  const amounts = checkoutAmounts(ctx, session, discounts);
  const email = session.customer_details?.email ?? null;
  const trial = trialText(ctx, session);
  const lines = (session.line_items?.data ?? []).map((item) => html`<tr><td>${item.description}</td><td class="amount">${item.price ? describePrice(item.price) : ""}</td></tr>`);
  return document(
    "Checkout",
    html`<h1>${session.mode === "setup" ? "Save a card for future payments" : "Subscribe to InboxScout"}</h1>
      ${session.mode === "subscription" ? html`<table>${lines}</table>` : html`<p class="muted">Nothing is charged now; the card is saved to the customer.</p>`}
      ${trial ? html`<p><strong>${trial}</strong></p>` : ""}
      ${discounts.map((discount) => html`<p>Promotion applied: ${discountLabel(ctx, discount)}</p>`)}
      ${session.mode === "subscription" ? html`<p>Due today: <strong data-testid="due-today">${money(amounts.total, session.currency ?? "usd")}</strong>${amounts.discount > 0 ? html` <span class="muted">(${money(amounts.discount, session.currency ?? "usd")} off)</span>` : ""}</p>` : ""}
      ${codeError ? html`<p class="error" role="alert">${codeError}</p>` : ""}
      ${
        session.allow_promotion_codes
          ? html`<form method="get" action="/checkout/${session.id}"><label>Promotion code <input name="promotion_code" value="${typedCodeText ?? ""}" /></label> <button class="secondary">Apply</button></form>`
          : ""
      }
      <form method="post" action="/checkout/${session.id}/pay">
        <p><label>Email <input type="email" name="email" value="${email ?? ""}" ${email ? html`readonly` : html`required`} /></label></p>
        ${typedCode ? html`<input type="hidden" name="promotion_code" value="${typedCode.code}" />` : ""}
        ${payButtons(ctx, session, typedCode)}
      </form>
      <form method="post" action="/checkout/${session.id}/cancel"><button class="secondary">Cancel</button></form>
      <p class="muted">${session.id}</p>`,
  );
}

function testCardName(value: unknown): TestCardName | null {
  if (value === "none") return null;
  if (typeof value === "string" && value in TEST_CARDS) return value as TestCardName;
  return "visa";
}

/**
 * The hosted checkout page (`session.url`): Pay completes the session and redirects (303) to
 * `success_url` with `{CHECKOUT_SESSION_ID}` filled in; Decline shows Stripe's card error; Cancel goes to `cancel_url`.
 */
export function checkoutPages(ctxOf: () => Ctx): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));

  router.get("/:id", (request, response) => {
    const ctx = ctxOf();
    const session = ctx.store.require("checkout.session", request.params.id);
    const code = typeof request.query.promotion_code === "string" && request.query.promotion_code.trim() ? request.query.promotion_code.trim() : null;
    response.type("html").send(checkoutPage(ctx, session, code, null));
  });

  router.post("/:id/pay", (request, response) => {
    const ctx = ctxOf();
    const session = ctx.store.require("checkout.session", request.params.id);
    const body = request.body as Record<string, unknown>;
    const promotionCode = typeof body.promotion_code === "string" && body.promotion_code.trim() ? body.promotion_code.trim() : null;
    try {
      const next = completeCheckout(ctx, session, { card: testCardName(body.card), email: typeof body.email === "string" ? body.email.trim() : null, promotionCode });
      if (next) response.redirect(303, next);
      else response.type("html").send(document("Checkout complete", html`<h1>Thanks! This checkout session is complete.</h1><p class="muted">${session.id}</p>`));
    } catch (caught) {
      if (!(caught instanceof StripeError)) throw caught;
      response.status(caught.status).type("html").send(checkoutPage(ctx, session, promotionCode, caught.message));
    }
  });

  router.post("/:id/cancel", (request, response) => {
    const session = ctxOf().store.require("checkout.session", request.params.id);
    if (session.cancel_url) response.redirect(303, session.cancel_url);
    else response.type("html").send(document("Checkout", html`<h1>Checkout canceled.</h1>`));
  });

  return router;
}
