import { createFileRoute, redirect } from "@tanstack/react-router";

/** /dashboard opens the athletes list. */
export const Route = createFileRoute("/_portal/dashboard/")({
  beforeLoad: () => {
    throw redirect({ to: "/dashboard/athletes", replace: true });
  },
});
