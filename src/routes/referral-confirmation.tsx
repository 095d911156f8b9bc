import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { ReferralConfirmationPage } from "@/features/referrals/components/ReferralConfirmationPage";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/referral-confirmation")({
  head: () =>
    pageHead({
      title: "Referral Sent",
      description: `Your ${BRAND.name} referral was sent.`,
    }),
  component: ReferralConfirmationPage,
});
