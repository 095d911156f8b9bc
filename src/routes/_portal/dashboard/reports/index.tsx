import { createFileRoute } from "@tanstack/react-router";
import { listReportsRequestSchema } from "@machines/portal/reports";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { ReportsPage } from "@/features/reports/components/ReportsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/reports/")({
  head: () => portalHead("Reports"),
  // Plain code (validateSearch ships with the entry chunk); the loader, in its own chunk, drops a `before` its schema refuses.
  validateSearch: (search: Record<string, unknown>): { before?: string } => ({ before: typeof search.before === "string" ? search.before : undefined }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listReports", listReportsRequestSchema.safeParse(deps).data ?? {}),
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
