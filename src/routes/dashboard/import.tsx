import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "@/components/status/PageSection";
import { ImportPage } from "@/features/import/components/ImportPage";

export const Route = createFileRoute("/dashboard/import")({
  head: () => pageHead({ title: "Import", description: "Import an exported recruiting folder (.mbox) or single emails (.eml)." }),
  component: ImportRoute,
});

function ImportRoute() {
  return (
    <PageSection title="Import" intro="Bring in the recruiting emails you already have. They're read like forwarded mail; ones already here are skipped.">
      <ImportPage />
    </PageSection>
  );
}
