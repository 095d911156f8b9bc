import { createFileRoute } from "@tanstack/react-router";
import { BillingSuccessPage, billingSuccessHead, validateBillingSuccessSearch } from "@/components/pages/BillingSuccessPage";

export const Route = createFileRoute("/billing/success")({
  head: billingSuccessHead,
  validateSearch: validateBillingSuccessSearch,
  component: BillingSuccessPage,
});
