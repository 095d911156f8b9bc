import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { OnboardingStep } from "@/features/onboarding/components/OnboardingStep";
import { LegalReview } from "@/features/onboarding/components/legal/LegalReview";

export const Route = createFileRoute("/legal-documents")({
  head: () =>
    pageHead({
      title: "Review Legal Documents",
      description: `Review and sign the ${BRAND.name} agreements to continue your free trial sign-up.`,
    }),
  component: LegalDocumentsRoute,
});

function LegalDocumentsRoute() {
  return (
    <OnboardingStep
      step="legal"
      title="Review Legal Documents"
      intro={`Before you sign up, review and sign the five documents that cover your use of ${BRAND.name}: the Master Services Agreement, Terms of Service, Privacy Policy, Data Processing Agreement, and Disclaimer and Consent.`}
    >
      <LegalReview />
    </OnboardingStep>
  );
}
