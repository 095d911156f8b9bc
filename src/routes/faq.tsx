import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/status/PageSection";
import { pageHead } from "@/components/seo/page-head";
import { FaqPage } from "@/features/faq/components/FaqPage";

export const Route = createFileRoute("/faq")({
  // Async so the questions (for the FAQPage structured data) load with the page, not with every page's bundle.
  head: async () =>
    pageHead({
      title: "FAQ",
      description: `Answers to common questions about ${BRAND.name}: how forwarding works, supported sports, the daily report, CSV export and data security.`,
      path: "/faq",
      structuredData: (await import("@/features/faq/faqItems")).faqStructuredData(),
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
