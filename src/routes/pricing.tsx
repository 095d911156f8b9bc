import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { PricingPage } from "@/features/pricing/components/PricingPage";

export const Route = createFileRoute("/pricing")({
  head: () =>
    pageHead({
      path: "/pricing",
      title: "Pricing",
      description: `${BRAND.name} plans and prices for volleyball and softball coaches, with a 7-day free trial.`,
    }),
  component: PricingPage,
});
