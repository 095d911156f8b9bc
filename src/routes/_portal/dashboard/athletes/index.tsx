import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { AthletesPage } from "@/features/athletes/components/AthletesPage";
import { loadAthletesList } from "@/features/athletes/athletesLoaders";
import { listRequestOf, validateAthletesSearch } from "@/features/athletes/listSearch";
import type { SearchChange } from "@/features/athletes/components/list/searchChange";

export const Route = createFileRoute("/_portal/dashboard/athletes/")({
  head: () => portalHead("Athletes"),
  validateSearch: validateAthletesSearch,
  loaderDeps: ({ search }) => listRequestOf(search),
  loader: ({ deps }) => loadAthletesList(deps),
  component: AthletesRoute,
});

function AthletesRoute() {
  const navigate = Route.useNavigate();
  const onSearchChange: SearchChange = useCallback((search, options) => void navigate({ search, replace: options?.replace }), [navigate]);
  return <AthletesPage search={Route.useSearch()} data={Route.useLoaderData()} onSearchChange={onSearchChange} />;
}
