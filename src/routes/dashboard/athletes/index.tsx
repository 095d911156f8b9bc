import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { AthletesPage } from "@/features/athletes/components/AthletesPage";
import { validateAthletesSearch, type AthletesListSearch } from "@/features/athletes/listSearch";

export const Route = createFileRoute("/dashboard/athletes/")({
  head: () => pageHead({ title: "Athletes", description: "Your athletes: search, filter, sort, export and send to University Athlete." }),
  validateSearch: validateAthletesSearch,
  component: AthletesRoute,
});

function AthletesRoute() {
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback((search: AthletesListSearch, options?: { replace?: boolean }) => void navigate({ search, replace: options?.replace }), [navigate]);
  return <AthletesPage search={Route.useSearch()} onSearchChange={onSearchChange} />;
}
