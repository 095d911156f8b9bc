import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { readBillingSearch } from "@machines/billing/billingSearch";
import { BillingPage } from "@/features/billing/components/BillingPage";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";

export const Route = createFileRoute("/_portal/billing/")({
  head: () => portalHead("Billing"),
  validateSearch: readBillingSearch,
  component: BillingRoute,
});

function BillingRoute() {
  return (
    <PortalPage title="Billing" intro={`Manage your ${BRAND.name} subscription and payments.`}>
      <BillingPage />
    </PortalPage>
  );
}
