import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/how-it-works")({
  head: () =>
    pageHead({
      path: "/how-it-works",
      title: "How It Works",
      description: `See how ${BRAND.name} turns forwarded recruiting emails into clean athlete summaries.`,
    }),
  component: HowItWorksPage,
});

function HowItWorksPage() {
  return (
    <PageSection
      title="How It Works"
      intro={`Forward recruiting emails to ${BRAND.name}. We pull out each athlete's name, position, height and grad year and send you a clean summary.`}
    />
  );
}
