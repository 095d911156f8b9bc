import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryHistory, HeadContent, RouterContextProvider } from "@tanstack/react-router";
import { RouterServer, attachRouterServerSsrUtils } from "@tanstack/react-router/ssr/server";
import { LiftInert } from "./LiftInert";
import { createAppRouter } from "./router";

/** A prerendered page's parts: head tags, the app's HTML and the router's hydration scripts (its dehydrated state). */
export interface RenderedPage {
  head: string;
  body: string;
  scripts: string;
}

/**
 * The build's server entry (scripts/build/prerenderPublicPages.ts): renders one public page with the same route tree
 * and components the browser hydrates (src/main.tsx, through TanStack Router's RouterClient), its head tags (title,
 * description, canonical, Open Graph, JSON-LD) apart for the document's <head>, and the router's dehydrated state.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  attachRouterServerSsrUtils({ router, manifest: undefined });
  const serverSsr = router.serverSsr!;
  try {
    await router.load();
    // A redirect (to another page, or to the URL with its search params spelled out) renders nothing.
    const rendered = router.state.resolvedLocation?.href;
    if (rendered !== path) throw new Error(`prerender ${path}: the router rendered ${rendered ?? "nothing"} (a redirect?)`);
    const failed = router.state.matches.find((match) => match.status !== "success");
    if (failed) throw new Error(`prerender ${path}: route ${failed.routeId} is ${failed.status}`, { cause: failed.error });
    await serverSsr.dehydrate();
    const [head, body] = await Promise.all([
      render(
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>,
      ),
      render(
        <StrictMode>
          <RouterServer router={router} />
          <LiftInert />
        </StrictMode>,
      ),
    ]);
    serverSsr.setRenderFinished();
    const tags = serverSsr.takeInitialHydrationScriptTags();
    const scripts = (tags ? [...tags.before, tags.boundary] : [])
      .map(({ attrs, children }) => `<script${Object.entries(attrs ?? {}).map(([name, value]) => (value === undefined ? "" : ` ${name}="${String(value)}"`)).join("")}>${children ?? ""}</script>`)
      .join("");
    // The layout's own <HeadContent /> is written first: the tags React hoists (title, meta, link) belong in the
    // document's head, where the browser's render finds and keeps them; its scripts (JSON-LD) stay where it renders them.
    const hoisted = head.split("<script")[0]!;
    if (!body.startsWith(hoisted)) throw new Error(`prerender ${path}: the page does not start with its head tags`);
    return { head: hoisted, body: body.slice(hoisted.length), scripts };
  } finally {
    serverSsr.cleanup();
  }
}

async function render(element: React.ReactNode): Promise<string> {
  // A page that throws while prerendering would be written as its error page: the build fails instead.
  let failure: unknown;
  // One progressive chunk: React would otherwise write a large page hidden, to be revealed by an inline script.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) });
  if (failure) throw failure;
  return new Response(prelude).text();
}
