import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/faq")({
  head: () =>
    pageHead({
      title: "FAQ",
      description: `Answers to common questions about ${BRAND.name}, the beta, supported sports and data security.`,
    }),
  component: FaqPage,
});

function FaqPage() {
  return (
    <PageSection
      title="Frequently Asked Questions"
      intro={`Answers to common questions about ${BRAND.name}, the beta and how we handle your data.`}
    />
  );
}
