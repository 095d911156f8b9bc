import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/subprocessors")({
  head: () =>
    pageHead({
      title: "Subprocessors",
      description: `The third-party subprocessors ${BRAND.name} uses and the purpose of each.`,
    }),
  component: SubprocessorsPage,
});

function SubprocessorsPage() {
  return (
    <PageSection
      title="Subprocessors"
      intro={`The third-party services ${BRAND.name} uses to process data on your behalf, and what each one does.`}
    />
  );
}
