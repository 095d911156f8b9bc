import { createFileRoute } from "@tanstack/react-router";
import { UnauthorizedPage } from "@/features/auth/components/UnauthorizedPage";
import { pageHead } from "@/components/seo/page-head";

export const Route = createFileRoute("/unauthorized")({
  head: () =>
    pageHead({
      title: "Access Denied",
      description: "This area needs different permissions or a higher account level.",
    }),
  component: UnauthorizedPage,
});
