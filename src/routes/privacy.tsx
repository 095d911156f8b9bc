import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/privacy")({
  head: () =>
    pageHead({
      title: "Privacy Policy",
      description: `How ${BRAND.name} collects, uses and protects your information.`,
    }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <PageSection
      title="Privacy Policy"
      intro={`How ${BRAND.name} collects, uses and protects your information and the athlete data in the emails you forward.`}
    />
  );
}
