import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/status/PageSection";
import { pageHead } from "@/components/seo/page-head";

/** The three areas of the billing page (spec §2), each a tab once built. */
const BILLING_AREAS = [
  { label: "Subscription Plans", summary: "Your plan, with a monthly or annual billing switch." },
  { label: "Billing Details", summary: "Your payment method and next billing date." },
  { label: "Payment History", summary: "Your past payments." },
] as const;

export const Route = createFileRoute("/_portal/billing/")({
  head: () =>
    pageHead({
      title: "Billing",
      description: `Manage your ${BRAND.name} subscription, billing details and payment history.`,
    }),
  component: BillingPage,
});

function BillingPage() {
  return (
    <PageSection title="Billing" intro={`Manage your ${BRAND.name} subscription and payments.`}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BILLING_AREAS.map((area) => (
          <li key={area.label} className="rounded-xl border border-slate-200 p-5">
            <h2 className="font-semibold text-brand-text">{area.label}</h2>
            <p className="mt-2 text-sm text-slate-600">{area.summary}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
