import express, { type Router } from "express";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { money } from "../billing/catalog.ts";
import { attachPaymentMethod, createCardPaymentMethod } from "../billing/paymentMethods.ts";
import { formatDate } from "../billing/periods.ts";
import type { Ctx } from "../context.ts";
import { StripeError } from "../errors.ts";
import { payInvoice } from "../routes/invoices.ts";
import type { Invoice, InvoiceLineItem } from "../wire.ts";
import { document, html } from "./html.ts";

function linesOf(ctx: Ctx, invoice: Invoice): InvoiceLineItem[] {
  return ctx.store.all("line_item").filter((line) => line.invoice === invoice.id);
}

function invoicePage(ctx: Ctx, invoice: Invoice, error: string | null): string {
  const discount = (invoice.total_discount_amounts ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  return document(
    `Invoice ${invoice.number ?? invoice.id}`,
    html`<h1>Invoice ${invoice.number ?? invoice.id}</h1>
      <p>${invoice.account_name} · ${formatDate(invoice.created)} · <strong>${invoice.status}</strong></p>
      <p class="muted">Billed to ${invoice.customer_email ?? invoice.customer_name ?? String(invoice.customer)}</p>
      ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
      <table>
        ${linesOf(ctx, invoice).map((line) => html`<tr><td>${line.description}<br /><span class="muted">${formatDate(line.period.start)} – ${formatDate(line.period.end)}</span></td><td class="amount">${money(line.amount, line.currency)}</td></tr>`)}
        <tr><td>Subtotal</td><td class="amount">${money(invoice.subtotal, invoice.currency)}</td></tr>
        ${discount > 0 ? html`<tr><td>Discount</td><td class="amount">-${money(discount, invoice.currency)}</td></tr>` : ""}
        <tr><td>Total</td><td class="amount">${money(invoice.total, invoice.currency)}</td></tr>
        <tr><td>Amount due</td><td class="amount">${money(invoice.amount_due, invoice.currency)}</td></tr>
        <tr><td>Amount paid</td><td class="amount">${money(invoice.amount_paid, invoice.currency)}</td></tr>
      </table>
      ${invoice.status === "open" ? html`<form method="post" action="/invoice/${invoice.id}/pay"><button>Pay ${money(invoice.amount_remaining, invoice.currency)} (test card 4242)</button></form>` : ""}
      <p><a href="/invoice/${invoice.id}/pdf">Download PDF</a></p>`,
  );
}

/** Standard PDF fonts only know Latin-1; anything else (a name in another script) prints as "?". */
function pdfText(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff•–]/g, "?");
}

/** A small real PDF of the invoice, as `invoice_pdf` links to. */
export async function invoicePdf(ctx: Ctx, invoice: Invoice): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.number ?? invoice.id}`);
  pdf.setProducer("InboxScout Stripe test double");
  const pageSize: [number, number] = [612, 792];
  const pdfPage = pdf.addPage(pageSize);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 740;
  const write = (text: string, options: { size?: number; strong?: boolean; x?: number } = {}) => {
    pdfPage.drawText(pdfText(text), { x: options.x ?? 56, y, size: options.size ?? 11, font: options.strong ? bold : font });
  };
  const line = (text: string, amount?: string, options: { strong?: boolean } = {}) => {
    write(text, options);
    if (amount !== undefined) write(amount, { ...options, x: 470 });
    y -= 18;
  };
  write(`Invoice ${invoice.number ?? invoice.id}`, { size: 20, strong: true });
  y -= 30;
  line(invoice.account_name ?? "InboxScout");
  line(`Date: ${formatDate(invoice.created)}    Status: ${invoice.status}`);
  line(`Billed to: ${invoice.customer_email ?? String(invoice.customer)}`);
  y -= 12;
  for (const item of linesOf(ctx, invoice)) line(`${item.description ?? ""} (${formatDate(item.period.start)} – ${formatDate(item.period.end)})`.slice(0, 90), money(item.amount, item.currency));
  y -= 6;
  line("Subtotal", money(invoice.subtotal, invoice.currency));
  line("Total", money(invoice.total, invoice.currency), { strong: true });
  line("Amount paid", money(invoice.amount_paid, invoice.currency));
  line("Amount due", money(invoice.amount_remaining, invoice.currency), { strong: true });
  return pdf.save();
}

/** The hosted invoice page (`hosted_invoice_url`, payable while open) and its PDF (`invoice_pdf`). */
export function invoicePages(ctxOf: () => Ctx): Router {
  const router = express.Router();

  router.get("/:id", (request, response) => {
    const ctx = ctxOf();
    response.type("html").send(invoicePage(ctx, ctx.store.require("invoice", request.params.id), null));
  });

  router.get("/:id/pdf", async (request, response) => {
    const ctx = ctxOf();
    const invoice = ctx.store.require("invoice", request.params.id);
    const bytes = await invoicePdf(ctx, invoice);
    response
      .type("application/pdf")
      .set("Content-Disposition", `inline; filename="Invoice-${invoice.number ?? invoice.id}.pdf"`)
      .send(Buffer.from(bytes));
  });

  router.post("/:id/pay", (request, response) => {
    const ctx = ctxOf();
    const invoice = ctx.store.require("invoice", request.params.id);
    try {
      const card = attachPaymentMethod(ctx, createCardPaymentMethod(ctx, "visa", { email: invoice.customer_email }), String(invoice.customer));
      payInvoice(ctx, invoice, { paymentMethod: card.id });
      response.redirect(303, `/invoice/${invoice.id}`);
    } catch (caught) {
      if (!(caught instanceof StripeError)) throw caught;
      response.status(caught.status).type("html").send(invoicePage(ctx, invoice, caught.message));
    }
  });
  return router;
}
