import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/legal")({
  head: () =>
    pageHead({
      title: "Legal",
      description: `${BRAND.name} legal documents: Master Services Agreement, Terms of Service, Data Processing, Privacy Policy and Disclaimer.`,
    }),
  component: LegalPage,
});

function LegalPage() {
  return (
    <PageSection
      title="Legal"
      intro={`The agreements that govern your use of ${BRAND.name}: Master Services Agreement, Terms of Service, Data Processing, Privacy Policy, and Disclaimer and Consent.`}
    />
  );
}
