import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { PageSection } from "@/components/status/PageSection";
import { EventsPage } from "@/features/events/components/EventsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/dashboard/events")({
  head: () => pageHead({ title: "Events", description: "Upcoming tournaments and showcases your athletes will play, and whom to watch there." }),
  loader: () => call("listEvents", {}),
  component: EventsRoute,
});

function EventsRoute() {
  return (
    <PageSection title="Events" intro="The tournaments and showcases your athletes say they'll play, with team, jersey, position and court when they told us.">
      <EventsPage events={Route.useLoaderData().events} />
    </PageSection>
  );
}
