import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { ReportsPage } from "@/features/reports/components/ReportsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/reports/")({
  head: () => portalHead("Reports"),
  validateSearch: z.object({ before: z.iso.datetime({ offset: true }).optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listReports", deps),
  component: ReportsRoute,
});

function ReportsRoute() {
  const data = Route.useLoaderData();
  return (
    <PortalPage title="Reports" intro="Every report we sent you, as you received it. Need today's now? Send it.">
      <ReportsPage reports={data.reports} timeZone={data.timeZone} nextBefore={data.nextBefore} />
    </PortalPage>
  );
}
