import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { PrivacyPolicyPage } from "@/features/legal/components/PrivacyPolicyPage";

export const Route = createFileRoute("/privacy")({
  head: () =>
    pageHead({
      path: "/privacy",
      title: "Privacy Policy",
      description: `How ${BRAND.name} collects, uses and protects your information.`,
    }),
  component: PrivacyPolicyPage,
});
