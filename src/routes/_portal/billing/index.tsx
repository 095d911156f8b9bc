import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { readBillingSearch } from "@machines/billing/billingSearch";
import { BillingPage } from "@/features/billing/components/BillingPage";
import { loadBilling } from "@/features/billing/billingLoader";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";

export const Route = createFileRoute("/_portal/billing/")({
  head: () => portalHead("Billing"),
  validateSearch: readBillingSearch,
  loader: loadBilling,
  component: BillingRoute,
});

function BillingRoute() {
  return (
    <PortalPage title="Billing" intro={`Manage your ${BRAND.name} subscription and payments.`}>
      <BillingPage billing={Route.useLoaderData().billing} />
    </PortalPage>
  );
}
