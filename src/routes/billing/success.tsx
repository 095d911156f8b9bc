import { createFileRoute } from "@tanstack/react-router";
import { BillingSuccessPage, billingSuccessHead } from "@/components/pages/BillingSuccessPage";

export const Route = createFileRoute("/billing/success")({
  head: billingSuccessHead,
  component: BillingSuccessPage,
});
