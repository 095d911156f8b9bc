import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFound } from "@/components/status/NotFound";
import { RouteError } from "@/components/status/RouteError";
import { routeTree } from "../routeTree.gen";

/** The app's router: the browser's history in the page, a memory history when the build prerenders a public page. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    // Scrolling is handled by the page's entry: every navigation starts at the top of the page (spec §2).
    scrollRestoration: false,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
