import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "@/components/status/PageSection";
import { ReportView } from "@/features/reports/components/ReportView";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/dashboard/reports/$reportId")({
  head: () => pageHead({ title: "Report", description: "A daily report as you received it." }),
  loader: ({ params }) => call("getReport", { reportId: params.reportId }),
  component: ReportRoute,
});

function ReportRoute() {
  const view = Route.useLoaderData();
  return (
    <PageSection title={view.subject} intro="New and updated athletes, with what we filtered out.">
      <ReportView view={view} />
    </PageSection>
  );
}
