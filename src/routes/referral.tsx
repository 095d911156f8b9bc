import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { PageSection } from "@/components/pages/PageSection";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/referral")({
  head: () =>
    pageHead({
      path: "/referral",
      title: "Refer Your Colleagues",
      description: `Invite colleagues to ${BRAND.name}: you get 1 month free and they lock in beta pricing.`,
    }),
  component: ReferralPage,
});

function ReferralPage() {
  return (
    <PageSection
      title="Refer Your Colleagues"
      intro={`Invite colleagues to ${BRAND.name}. When they sign up within 7 days using your code, you get 1 month free and they lock in beta pricing.`}
    />
  );
}
