import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { HowItWorksPage } from "@/features/howItWorks/components/HowItWorksPage";

export const Route = createFileRoute("/how-it-works")({
  head: () =>
    pageHead({
      path: "/how-it-works",
      title: "How It Works",
      description: `See how ${BRAND.name} turns forwarded recruiting emails into clean athlete summaries.`,
    }),
  component: HowItWorksPage,
});
