import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "@/components/status/PageSection";
import { ReportsPage } from "@/features/reports/components/ReportsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/dashboard/reports/")({
  head: () => pageHead({ title: "Reports", description: "Every daily report you received, and today's on demand." }),
  validateSearch: z.object({ before: z.iso.datetime({ offset: true }).optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => call("listReports", deps),
  component: ReportsRoute,
});

function ReportsRoute() {
  const data = Route.useLoaderData();
  return (
    <PageSection title="Reports" intro="Every report we sent you, as you received it. Need today's now? Send it.">
      <ReportsPage reports={data.reports} timeZone={data.timeZone} nextBefore={data.nextBefore} />
    </PageSection>
  );
}
