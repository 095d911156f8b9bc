import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/coach-connect")({
  head: () =>
    pageHead({
      path: "/coach-connect",
      title: "Coach Connect Bonus",
      description: `Refer a coach to ${BRAND.name}: you get 1 month free and they lock in beta pricing.`,
    }),
  component: CoachConnectPage,
});

function CoachConnectPage() {
  return (
    <PageSection
      title="Coach Connect Bonus"
      intro="Refer a fellow coach: you get 1 month free, and they lock in beta pricing if they join within 7 days."
    />
  );
}
