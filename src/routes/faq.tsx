import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";
import { FaqPage } from "@/features/faq/components/FaqPage";
import { faqStructuredData } from "@/features/faq/faqItems";

export const Route = createFileRoute("/faq")({
  head: () =>
    pageHead({
      title: "FAQ",
      description: `Answers to common questions about ${BRAND.name}: how forwarding works, supported sports, the daily report, CSV export and data security.`,
      path: "/faq",
      structuredData: faqStructuredData(),
    }),
  component: FaqRoute,
});

function FaqRoute() {
  return (
    <PageSection
      title="Frequently Asked Questions"
      intro={`Answers to common questions about ${BRAND.name}, the beta and how we handle your data.`}
    >
      <FaqPage />
    </PageSection>
  );
}
