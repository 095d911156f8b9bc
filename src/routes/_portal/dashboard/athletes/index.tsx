import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { AthletesPage } from "@/features/athletes/components/AthletesPage";
import { validateAthletesSearch, type AthletesListSearch } from "@/features/athletes/listSearch";

export const Route = createFileRoute("/_portal/dashboard/athletes/")({
  head: () => portalHead("Athletes"),
  validateSearch: validateAthletesSearch,
  component: AthletesRoute,
});

function AthletesRoute() {
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((search: AthletesListSearch, options?: { replace?: boolean }) => void navigate({ search, replace: options?.replace }), [navigate]);
  return <AthletesPage search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
