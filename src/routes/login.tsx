import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { LoginPage } from "@/features/auth/components/LoginPage";
import { validateLoginSearch } from "@/features/auth/loginSearch";

export const Route = createFileRoute("/login")({
  head: () =>
    pageHead({
      path: "/login",
      title: "Coach Login",
      description: `The ${BRAND.name} coach portal is coming soon. Join the beta to get athlete summaries by email today.`,
    }),
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
