import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { AthletesPage } from "@/features/portal/components/AthletesPage";

/** The athletes list; the athletes feature replaces AthletesPage with the searchable list. */
export const Route = createFileRoute("/_portal/dashboard/athletes/")({
  head: () => portalHead("Athletes"),
  component: AthletesPage,
});
