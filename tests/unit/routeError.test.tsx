import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RouteError } from "@/components/status/RouteError";

/** Renders a one-route app whose loader throws `failure`, with the app's error component. */
async function renderFailingRoute(failure: unknown): Promise<string> {
  const root = createRootRoute({ component: Outlet });
  const failing = createRoute({
    getParentRoute: () => root,
    path: "/",
    loader: () => {
      throw failure;
    },
    component: () => <p>never shown</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([failing]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
    defaultErrorComponent: RouteError,
  });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

describe("unhandled routing errors", () => {
  it("show 'Unexpected Application Error!' with the error's message", async () => {
    const html = await renderFailingRoute(new Error("Loader exploded"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Loader exploded");
    expect(html).not.toContain("never shown");
  });

  it("show the status and status text of a thrown response", async () => {
    const html = await renderFailingRoute({ status: 503, statusText: "Service Unavailable" });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
  });
});
