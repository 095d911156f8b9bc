import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { AthletePage } from "@/features/athletes/components/AthletePage";
import { AthleteLoadError } from "@/features/athletes/components/athlete/AthleteLoadError";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/athletes/$athleteId")({
  head: () => portalHead("Athlete"),
  loader: ({ params }) => call("getAthlete", { athleteId: params.athleteId }),
  component: AthleteRoute,
  errorComponent: AthleteLoadError,
});

function AthleteRoute() {
  return <AthletePage athlete={Route.useLoaderData()} />;
}
