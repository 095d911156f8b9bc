import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { AthletePage } from "@/features/athletes/components/AthletePage";

export const Route = createFileRoute("/_portal/dashboard/athletes/$athleteId")({
  head: () => portalHead("Athlete"),
  component: AthleteRoute,
});

function AthleteRoute() {
  const { athleteId } = Route.useParams();
  return <AthletePage key={athleteId} athleteId={athleteId} />;
}
