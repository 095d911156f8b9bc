import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/legal-documents")({
  head: () =>
    pageHead({
      title: "Review Legal Documents",
      description: `Review and sign the ${BRAND.name} agreements to continue your free trial sign-up.`,
    }),
  component: LegalDocumentsPage,
});

function LegalDocumentsPage() {
  return (
    <PageSection
      title="Review Legal Documents"
      intro={`Before you sign up, review and sign the five documents that cover your use of ${BRAND.name}: the Master Services Agreement, Terms of Service, Privacy Policy, Data Processing Agreement, and Disclaimer and Consent.`}
    />
  );
}
