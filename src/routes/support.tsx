import { createFileRoute } from "@tanstack/react-router";
import { pageHead } from "@/components/seo/page-head";
import { requireSupportSession } from "@/features/support/guard";
import { SupportPage } from "@/features/support/components/SupportPage";
import { loadSupportView } from "@/features/support/loadSupportView";
import { validateSupportSearch } from "@/features/support/search";

/** The support console: support accounts only (features/support). */
export const Route = createFileRoute("/support")({
  head: () => {
    const head = pageHead({ title: "Support console", description: "Find a coach's account and see what happened to their onboarding and mail." });
    return { ...head, meta: [...head.meta, { name: "robots", content: "noindex" }] };
  },
  validateSearch: validateSupportSearch,
  beforeLoad: ({ location }) => requireSupportSession(location.href),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadSupportView(deps),
  component: SupportRoute,
});

function SupportRoute() {
  return <SupportPage search={Route.useSearch()} view={Route.useLoaderData()} />;
}
