import { createRootRoute } from "@tanstack/react-router";
import { AppLayout } from "@/components/layout/AppLayout";
import { NotFound } from "@/components/status/NotFound";
import { RouteError } from "@/components/status/RouteError";
import { pageHead } from "@/components/seo/page-head";

export const Route = createRootRoute({
  // Fallback head; every page route sets its own title and description.
  head: () =>
    pageHead({
      description: "Turn the recruiting emails college coaches forward into clean athlete summaries in their inbox.",
    }),
  component: AppLayout,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});
