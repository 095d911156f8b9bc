import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { ScreeningStep } from "@/features/onboarding/components/screening/ScreeningStep";
import { validateScreeningSearch } from "@/features/onboarding/screeningSearch";

export const Route = createFileRoute("/initial-screening")({
  head: () =>
    pageHead({
      title: "Start Your Free Trial",
      description: `Start your 7-day ${BRAND.name} free trial. No credit card needed; .edu sign-up only.`,
    }),
  validateSearch: validateScreeningSearch,
  component: InitialScreeningRoute,
});

function InitialScreeningRoute() {
  return <ScreeningStep search={Route.useSearch()} />;
}
