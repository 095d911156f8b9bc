import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/status/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/confirmation")({
  head: () =>
    pageHead({
      title: "Confirmation",
      description: `Your ${BRAND.name} details have been received.`,
    }),
  component: ConfirmationPage,
});

function ConfirmationPage() {
  return (
    <PageSection
      title="Confirmation"
      intro={`Thanks — we've received your details. Watch your inbox for next steps from ${BRAND.name}.`}
    />
  );
}
