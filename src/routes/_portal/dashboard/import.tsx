import { createFileRoute } from "@tanstack/react-router";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { ImportPage } from "@/features/import/components/ImportPage";

export const Route = createFileRoute("/_portal/dashboard/import")({
  head: () => portalHead("Import"),
  component: ImportRoute,
});

function ImportRoute() {
  return (
    <PortalPage title="Import" intro="Bring in the recruiting emails you already have. They're read like forwarded mail; ones already here are skipped.">
      <ImportPage />
    </PortalPage>
  );
}
