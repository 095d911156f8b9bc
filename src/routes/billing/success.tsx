import { createFileRoute } from "@tanstack/react-router";
import { BillingSuccessPage } from "@/features/billing/components/BillingSuccessPage";
import { billingSuccessHead, validateBillingSuccessSearch } from "@/features/billing/billingSuccessRoute";

export const Route = createFileRoute("/billing/success")({
  head: billingSuccessHead,
  validateSearch: validateBillingSuccessSearch,
  component: BillingSuccessPage,
});
