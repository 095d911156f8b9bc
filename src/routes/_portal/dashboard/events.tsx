import { createFileRoute } from "@tanstack/react-router";
import { PortalPage } from "@/features/portal/components/PortalPage";
import { portalHead } from "@/features/portal/portalHead";
import { EventsPage } from "@/features/events/components/EventsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/events")({
  head: () => portalHead("Events"),
  loader: () => call("listEvents", {}),
  component: EventsRoute,
});

function EventsRoute() {
  return (
    <PortalPage title="Events" intro="The tournaments and showcases your athletes say they'll play, with team, jersey, position and court when they told us.">
      <EventsPage events={Route.useLoaderData().events} />
    </PortalPage>
  );
}
