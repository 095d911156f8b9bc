import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/review-and-pay")({
  head: () =>
    pageHead({
      title: "Review & Start Your Trial",
      description: `Review your details and plan, then start your ${BRAND.name} free trial.`,
    }),
  component: ReviewAndPayPage,
});

function ReviewAndPayPage() {
  return (
    <PageSection
      title="Review & Start Your Trial"
      intro="Check your details and plan, then start your 7-day free trial. No credit card needed."
    />
  );
}
