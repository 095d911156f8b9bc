import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { CoachConnectPage } from "@/features/referrals/components/CoachConnectPage";
import { validateCoachConnectSearch } from "@/features/referrals/coachConnectSearch";

export const Route = createFileRoute("/coach-connect")({
  head: () =>
    pageHead({
      title: "Coach Connect Bonus",
      description: `Refer a coach to ${BRAND.name}: you get 1 month free and they lock in beta pricing.`,
      path: "/coach-connect",
    }),
  validateSearch: validateCoachConnectSearch,
  component: CoachConnectRoute,
});

function CoachConnectRoute() {
  return <CoachConnectPage email={Route.useSearch().email} />;
}
