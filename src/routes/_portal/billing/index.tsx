import { createFileRoute } from "@tanstack/react-router";
import { BillingPage } from "@/features/billing/components/BillingPage";
import { portalHead } from "@/features/portal/portalHead";

export const Route = createFileRoute("/_portal/billing/")({
  head: () => portalHead("Billing"),
  component: BillingPage,
});
