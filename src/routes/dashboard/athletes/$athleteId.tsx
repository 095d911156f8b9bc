import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { AthletePage } from "@/features/athletes/components/AthletePage";

export const Route = createFileRoute("/dashboard/athletes/$athleteId")({
  head: () => pageHead({ title: "Athlete", description: "One athlete: every field with its source, the emails, your rating, tags and notes." }),
  component: AthleteRoute,
});

function AthleteRoute() {
  const { athleteId } = Route.useParams();
  return <AthletePage key={athleteId} athleteId={athleteId} />;
}
