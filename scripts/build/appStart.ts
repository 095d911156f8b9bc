import { readFileSync } from "node:fs";
import type { Plugin, Rollup } from "vite";
import { APP_ROOT_ID, PRERENDERED_ATTRIBUTE } from "../../src/app/publicPages.ts";

/** A route component chunk made by TanStack Router's automatic code splitting. */
const ROUTE_COMPONENT_CHUNK = /[\\/]src[\\/]routes[\\/].+\.tsx\?tsr-split=component$/;
const ROUTE_PATH = /createFileRoute\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/** "/billing/" and "/billing" are the same page: paths are compared without a trailing slash. */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/**
 * Build-only: index.html starts the app with one small inline script at the end of its body (about 1 KB gzip,
 * `startApp` below) instead of Vite's entry tag.
 * - It modulepreloads the current path's route chunks from a table of route → chunk files, so they download
 *   alongside the entry: otherwise they are requested only once the entry has run and the router has matched the
 *   URL, a second round trip before the page can render.
 * - On a page the build prerendered (scripts/build/prerenderPublicPages.ts), it starts both once the first paint is
 *   done: the HTML and its inlined CSS paint alone, and a phone on a slow network does not share the bandwidth of the
 *   first paint with the app's code. In a hidden tab (no paint) and in the client shell it starts at once.
 */
export function appStart(): Plugin {
  let base = "/";
  return {
    name: "inboxscout-app-start",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return;
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error("appStart: index.html has no entry module script");
        const settings: StartSettings = { routeChunks: routeChunkTable(bundle, base), entry: entry[1]!, rootId: APP_ROOT_ID, prerenderedAttribute: PRERENDERED_ATTRIBUTE };
        const script = `<script>(${startApp.toString()})(${JSON.stringify(settings)})</script>`;
        return html.replace(entry[0], "").replace("</body>", () => `  ${script}\n  </body>`);
      },
    },
  };
}

interface StartSettings {
  routeChunks: Record<string, string[]>;
  entry: string;
  rootId: string;
  prerenderedAttribute: string;
}

/** Runs in the browser, serialised into the page: self-contained, no imports. */
function startApp({ routeChunks, entry, rootId, prerenderedAttribute }: StartSettings): void {
  const start = () => {
    for (const href of routeChunks[location.pathname.replace(/(.)\/+$/, "$1")] ?? []) {
      const link = document.createElement("link");
      Object.assign(link, { rel: "modulepreload", crossOrigin: "", href });
      document.head.append(link);
    }
    const script = document.createElement("script");
    Object.assign(script, { type: "module", crossOrigin: "", src: entry });
    document.body.append(script);
  };
  const paintsFirst = document.getElementById(rootId)?.hasAttribute(prerenderedAttribute) && document.visibilityState === "visible";
  if (!paintsFirst || !PerformanceObserver.supportedEntryTypes.includes("paint")) return start();
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) startOnce();
  });
  observer.observe({ type: "paint", buffered: true });
  // A page that never reports a paint (the tab hidden as it loads) still starts.
  setTimeout(startOnce, 3000);
}

/** For every static route path, its component chunk and the chunks it imports that the entry does not load already. */
function routeChunkTable(bundle: Rollup.OutputBundle, base: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === "chunk");
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticImports = (roots: string[]): Set<string> => {
    const found = new Set<string>();
    const visit = (fileName: string) => {
      if (found.has(fileName)) return;
      found.add(fileName);
      for (const imported of byFileName.get(fileName)?.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    return found;
  };
  const loadedByEntry = staticImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));

  const table: Record<string, string[]> = {};
  for (const chunk of chunks) {
    if (!chunk.facadeModuleId || !ROUTE_COMPONENT_CHUNK.test(chunk.facadeModuleId)) continue;
    const routeFile = chunk.facadeModuleId.replace(/\?.*$/, "");
    const path = ROUTE_PATH.exec(readFileSync(routeFile, "utf8"))?.[1];
    // Paths with parameters would need the router's matching; every page of this app has a fixed path.
    if (!path || path.includes("$")) continue;
    table[withoutTrailingSlash(path)] = [...staticImports([chunk.fileName])].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`);
  }
  return table;
}
