import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { BillingPage } from "@/features/billing/components/BillingPage";

export const Route = createFileRoute("/billing/")({
  head: () =>
    pageHead({
      title: "Billing",
      description: `Manage your ${BRAND.name} subscription, billing details and payment history.`,
    }),
  component: BillingPage,
});
