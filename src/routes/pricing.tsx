import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/pricing")({
  head: () =>
    pageHead({
      path: "/pricing",
      title: "Pricing",
      description: `${BRAND.name} plans and prices for volleyball and softball coaches, with a 7-day free trial.`,
    }),
  component: PricingPage,
});

function PricingPage() {
  return (
    <PageSection
      title="Pricing"
      intro="Plans from $9 to $49 a month, each starting with a 7-day free trial — no credit card needed."
    />
  );
}
