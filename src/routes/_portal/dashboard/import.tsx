import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { ImportPage } from "@/features/portal/components/ImportPage";

export const Route = createFileRoute("/_portal/dashboard/import")({
  head: () => portalHead("Import"),
  component: ImportPage,
});
