import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/initial-screening")({
  head: () =>
    pageHead({
      title: "Start Your Free Trial",
      description: `Start your 7-day ${BRAND.name} free trial. No credit card needed; .edu sign-up only.`,
    }),
  component: InitialScreeningPage,
});

function InitialScreeningPage() {
  return (
    <PageSection
      title="Start Your Free Trial"
      intro="Tell us who you are to start your 7-day free trial — no credit card needed. .edu sign-up only."
    />
  );
}
