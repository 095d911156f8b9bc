import { createFileRoute } from "@tanstack/react-router";
import { PortalLayout } from "@/features/portal/components/PortalLayout";
import { requireCoachSession } from "@/features/portal/guard";

/** The coach portal: every /dashboard/* page and /billing, signed-in coaches only (see features/portal). */
export const Route = createFileRoute("/_portal")({
  beforeLoad: ({ location }) => requireCoachSession(location.href),
  component: PortalLayout,
});
