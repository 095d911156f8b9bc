import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { CoachPortalComingSoonPage } from "@/components/pages/CoachPortalComingSoonPage";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/login")({
  head: () =>
    pageHead({
      path: "/login",
      title: "Coach Login",
      description: `The ${BRAND.name} coach portal is coming soon. Join the beta to get athlete summaries by email today.`,
    }),
  component: CoachPortalComingSoonPage,
});
