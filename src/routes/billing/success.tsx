import { createFileRoute } from "@tanstack/react-router";
import { BillingSuccessPage } from "@/components/pages/BillingSuccessPage";
import { billingSuccessHead, validateBillingSuccessSearch } from "@/components/pages/billingSuccessRoute";

export const Route = createFileRoute("/billing/success")({
  head: billingSuccessHead,
  validateSearch: validateBillingSuccessSearch,
  component: BillingSuccessPage,
});
