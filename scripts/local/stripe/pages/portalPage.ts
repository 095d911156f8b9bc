import express, { type Router } from "express";
import { describePrice, money } from "../billing/catalog.ts";
import { currentPeriod, itemsOf, subscriptionPaymentMethod } from "../billing/lifecycle.ts";
import { TEST_CARDS, type TestCardName } from "../billing/paymentMethods.ts";
import { formatDate } from "../billing/periods.ts";
import { cancelAtPeriodEnd, portalSubscriptions, renewPlan, replaceCard } from "../billing/portal.ts";
import type { Ctx } from "../context.ts";
import { invalidParam, StripeError } from "../errors.ts";
import type { PaymentMethod, PortalSession, Subscription } from "../wire.ts";
import { document, html, type SafeHtml } from "./html.ts";

function cardLabel(paymentMethod: PaymentMethod | null): string {
  if (!paymentMethod?.card) return "No card on file";
  return `${paymentMethod.card.brand[0]!.toUpperCase()}${paymentMethod.card.brand.slice(1)} •••• ${paymentMethod.card.last4}`;
}

function statusLine(ctx: Ctx, subscription: Subscription): string {
  const period = currentPeriod(ctx, subscription);
  if (subscription.status === "paused") return "Paused: the trial ended without a card";
  if (subscription.cancel_at !== null) return `Cancels ${formatDate(subscription.cancel_at)}`;
  if (subscription.status === "trialing") return `Trial ends ${formatDate(subscription.trial_end ?? period.end)}`;
  if (subscription.status === "past_due") return `Past due: the last payment failed`;
  return `Renews ${formatDate(period.end)}`;
}

function subscriptionCard(ctx: Ctx, session: PortalSession, subscription: Subscription): SafeHtml {
  const prices = itemsOf(ctx, subscription).map((item) => {
    const price = ctx.store.require("price", item.price.id);
    return `${ctx.store.get("product", String(price.product))?.name ?? price.product} · ${describePrice(price)}`;
  });
  const action = subscription.cancel_at_period_end
    ? html`<form class="inline" method="post" action="/portal/${session.id}/renew"><input type="hidden" name="subscription" value="${subscription.id}" /><button>Renew plan</button></form>`
    : html`<form class="inline" method="post" action="/portal/${session.id}/cancel"><input type="hidden" name="subscription" value="${subscription.id}" /><button class="danger">Cancel plan</button></form>`;
  return html`<section data-subscription="${subscription.id}">
    <h2>${prices.join(", ")}</h2>
    <p>${statusLine(ctx, subscription)} <span class="muted">(${subscription.status})</span></p>
    <p class="muted">Payment method: ${cardLabel(subscriptionPaymentMethod(ctx, subscription))}</p>
    ${action}
  </section>`;
}

function portalPage(ctx: Ctx, session: PortalSession, error: string | null): string {
  const customer = ctx.store.require("customer", session.customer);
  const subscriptions = portalSubscriptions(ctx, customer.id);
  const defaultCard = customer.invoice_settings.default_payment_method ? (ctx.store.get("payment_method", String(customer.invoice_settings.default_payment_method)) ?? null) : null;
  const invoices = ctx.store
    .all("invoice")
    .filter((invoice) => invoice.customer === customer.id && invoice.status !== "draft")
    .reverse();
  return document(
    "Billing portal",
    html`<h1>InboxScout billing</h1>
      <p class="muted">${customer.email ?? customer.id}</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      ${subscriptions.length === 0 ? html`<p>No current subscriptions.</p>` : subscriptions.map((subscription) => subscriptionCard(ctx, session, subscription))}
      <h2>Payment method</h2>
      <p>${cardLabel(defaultCard)}</p>
      <form method="post" action="/portal/${session.id}/payment_method">
        <button class="secondary" name="card" value="visa">Use test card 4242</button>
        <button class="secondary" name="card" value="chargeCustomerFail">Use test card 0341 (charges fail)</button>
      </form>
      <h2>Invoice history</h2>
      <table>
        ${invoices.map(
          (invoice) =>
            html`<tr><td>${formatDate(invoice.created)}</td><td>${invoice.number}</td><td class="amount">${money(invoice.total, invoice.currency)}</td><td>${invoice.status}</td><td><a href="${invoice.hosted_invoice_url ?? ""}">View</a> · <a href="${invoice.invoice_pdf ?? ""}">PDF</a></td></tr>`,
        )}
      </table>
      ${session.return_url ? html`<p><a href="${session.return_url}">← Return to InboxScout</a></p>` : ""}`,
  );
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown>)[name];
  if (typeof value !== "string" || value === "") throw invalidParam(name, `Missing ${name}.`);
  return value;
}

/** The customer portal (`session.url`): cancel at period end, renew, change card; each change fires the events Stripe's portal would. */
export function portalPages(ctxOf: () => Ctx): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: "16kb" }));

  router.get("/:id", (request, response) => {
    const ctx = ctxOf();
    response.type("html").send(portalPage(ctx, ctx.store.require("billing_portal.session", request.params.id), null));
  });

  const action = (path: string, run: (ctx: Ctx, session: PortalSession, body: unknown) => void) =>
    router.post(`/:id/${path}`, (request, response) => {
      const ctx = ctxOf();
      const session = ctx.store.require("billing_portal.session", request.params.id);
      try {
        run(ctx, session, request.body);
        response.redirect(303, `/portal/${session.id}`);
      } catch (caught) {
        if (!(caught instanceof StripeError)) throw caught;
        response.status(caught.status).type("html").send(portalPage(ctx, session, caught.message));
      }
    });
  action("cancel", (ctx, session, body) => cancelAtPeriodEnd(ctx, session, field(body, "subscription")));
  action("renew", (ctx, session, body) => renewPlan(ctx, session, field(body, "subscription")));
  action("payment_method", (ctx, session, body) => {
    const card = field(body, "card");
    if (!(card in TEST_CARDS)) throw invalidParam("card", "Unknown test card.");
    replaceCard(ctx, session, card as TestCardName);
  });
  return router;
}
