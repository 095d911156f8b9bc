import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { RouterClient } from "@tanstack/react-router/ssr/client";
import { createAppRouter } from "./app/router";
import { LiftInert } from "./app/LiftInert";
import { APP_ROOT_ID, PRERENDERED_ATTRIBUTE } from "./app/publicPages";
import "./styles.css";

const router = createAppRouter();
router.subscribe("onResolved", ({ pathChanged }) => {
  if (pathChanged) window.scrollTo({ top: 0, left: 0 });
});

const container = document.getElementById(APP_ROOT_ID)!;

if (container.getAttribute(PRERENDERED_ATTRIBUTE) === `${location.pathname}${location.search}`) {
  // A page the build prerendered for this very URL (scripts/build/prerenderPublicPages.ts): the router takes its state
  // from the page's hydration scripts and React hydrates the HTML.
  hydrateRoot(
    container,
    <StrictMode>
      <RouterClient router={router} />
      <LiftInert />
    </StrictMode>,
  );
} else {
  // Every other page (and a prerendered one opened with other search params, which may differ): the route (its code
  // and head) loads before the first render, so the page renders once and complete, as a transition, so React renders
  // it in short slices instead of one long task. A prerendered page stays inert (shown, but not yet taking taps or
  // keys) until then: what was typed into it would be lost when React replaces it.
  void router
    .load()
    .catch((error: unknown) => console.error(error))
    .finally(() =>
      startTransition(() =>
        createRoot(container).render(
          <StrictMode>
            <RouterProvider router={router} />
            <LiftInert />
          </StrictMode>,
        ),
      ),
    );
}
