import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { loadSignedLegalVersion } from "@machines/legal/signedVersions";
import { pageHead } from "@/components/seo/page-head";
import { LegalPage } from "@/features/legal/components/LegalPage";
import { DEFAULT_LEGAL_TAB, validateLegalSearch } from "@/features/legal/legalTabs";

export const Route = createFileRoute("/legal")({
  validateSearch: validateLegalSearch,
  // The default tab stays out of the URL, so /legal is its own canonical address (the prerendered page is made for it).
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_LEGAL_TAB })] },
  loaderDeps: ({ search }) => ({ version: search.version }),
  loader: ({ deps }) => (deps.version ? loadSignedLegalVersion(deps.version) : null),
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
  const signed = Route.useLoaderData();
  const navigate = Route.useNavigate();
  return <LegalPage tab={tab} signed={signed} onTabChange={(next) => void navigate({ search: (previous) => ({ ...previous, tab: next }), replace: true })} />;
}
