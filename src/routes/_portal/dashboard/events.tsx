import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { EventsPage } from "@/features/portal/components/EventsPage";

export const Route = createFileRoute("/_portal/dashboard/events")({
  head: () => portalHead("Events"),
  component: EventsPage,
});
