// The brackets only escape the name: this is the plain path /billing-success. Unescaped, the route
// generator derives the same variable name as billing/success.tsx and emits a duplicate declaration.
import { createFileRoute } from "@tanstack/react-router";
import { BillingSuccessPage } from "@/features/billing/components/BillingSuccessPage";
import { billingSuccessHead, validateBillingSuccessSearch } from "@/features/billing/billingSuccessRoute";

export const Route = createFileRoute("/billing-success")({
  head: billingSuccessHead,
  validateSearch: validateBillingSuccessSearch,
  component: BillingSuccessPage,
});
