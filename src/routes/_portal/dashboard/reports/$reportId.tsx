import { createFileRoute } from "@tanstack/react-router";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { ReportView } from "@/features/reports/components/ReportView";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/reports/$reportId")({
  head: () => portalHead("Report"),
  loader: ({ params }) => call("getReport", { reportId: params.reportId }),
  component: ReportRoute,
});

function ReportRoute() {
  const view = Route.useLoaderData();
  return (
    <PortalPage title={view.subject} intro="New and updated athletes, with what we filtered out.">
      <ReportView view={view} />
    </PortalPage>
  );
}
