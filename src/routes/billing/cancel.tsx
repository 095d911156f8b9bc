import { createFileRoute } from "@tanstack/react-router";
import { PaymentCancelledPage } from "@/features/billing/components/PaymentCancelledPage";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/billing/cancel")({
  head: () =>
    pageHead({
      title: "Payment Cancelled",
      description: "Your payment was not completed. See common issues and try again.",
    }),
  component: PaymentCancelledPage,
});
