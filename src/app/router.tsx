import { createRouter } from "@tanstack/react-router";
import { NotFound } from "@/components/status/NotFound";
import { RouteError } from "@/components/status/RouteError";
import { routeTree } from "../routeTree.gen";

export const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  // Scrolling is handled below: every navigation starts at the top of the page (spec §2).
  scrollRestoration: false,
  defaultNotFoundComponent: NotFound,
  defaultErrorComponent: RouteError,
});

router.subscribe("onResolved", ({ pathChanged }) => {
  if (pathChanged) window.scrollTo({ top: 0, left: 0 });
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
