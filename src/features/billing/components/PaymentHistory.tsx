import type { BillingOverview } from "@machines/billing/contracts";
import { formatDate } from "@machines/shared/dates";
import { textLink } from "@/components/ui/styles";
import { formatCents } from "../format";

const STATUS_TEXT: Record<string, string> = { paid: "Paid", open: "Due", void: "Void", uncollectible: "Uncollectible" };

/** 'Payment History': Stripe's invoices with amount, status and PDF. */
export function PaymentHistory({ overview }: { overview: BillingOverview }) {
  if (overview.invoices.length === 0) return <p className="text-slate-600">No invoices yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th className="py-2 pr-4 font-medium">Date</th>
            <th className="py-2 pr-4 font-medium">Invoice</th>
            <th className="py-2 pr-4 font-medium">Amount</th>
            <th className="py-2 pr-4 font-medium">Status</th>
            <th className="py-2 font-medium">PDF</th>
          </tr>
        </thead>
        <tbody>
          {overview.invoices.map((invoice) => (
            <tr key={invoice.id} className="border-b border-slate-100">
              <td className="py-2 pr-4">{formatDate(invoice.created, overview.timeZone)}</td>
              <td className="py-2 pr-4">{invoice.number ?? invoice.id}</td>
              <td className="py-2 pr-4">{formatCents(invoice.total)}</td>
              <td className="py-2 pr-4">{STATUS_TEXT[invoice.status] ?? invoice.status}</td>
              <td className="py-2">
                {invoice.pdfUrl ? (
                  <a href={invoice.pdfUrl} className={textLink} target="_blank" rel="noreferrer">
                    Download
                  </a>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
