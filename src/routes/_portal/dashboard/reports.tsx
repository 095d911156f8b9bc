import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { ReportsPage } from "@/features/portal/components/ReportsPage";

export const Route = createFileRoute("/_portal/dashboard/reports")({
  head: () => portalHead("Reports"),
  component: ReportsPage,
});
