import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { ReferralProgramPage } from "@/features/referrals/components/ReferralProgramPage";

export const Route = createFileRoute("/referral")({
  head: () =>
    pageHead({
      title: "Refer Your Colleagues",
      description: `Invite colleagues to ${BRAND.name}: you get 1 month free and they lock in beta pricing.`,
      path: "/referral",
    }),
  component: ReferralProgramPage,
});
