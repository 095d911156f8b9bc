import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { LegalPage } from "@/features/legal/components/LegalPage";
import { validateLegalSearch } from "@/features/legal/legalTabs";

export const Route = createFileRoute("/legal")({
  validateSearch: validateLegalSearch,
  head: () =>
    pageHead({
      path: "/legal",
      title: "Legal",
      description: `${BRAND.name} legal documents: Master Services Agreement, Terms of Service, Data Processing, Privacy Policy and Disclaimer.`,
    }),
  component: LegalRoute,
});

function LegalRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LegalPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />;
}
