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
      description: `Sign in to your ${BRAND.name} coach portal, or join the beta.`,
    }),
  validateSearch: validateLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  return <LoginPage search={Route.useSearch()} />;
}
