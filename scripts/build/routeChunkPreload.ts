import { readFileSync } from "node:fs";
import type { Plugin, Rollup } from "vite";

/** A route component chunk made by TanStack Router's automatic code splitting. */
const ROUTE_COMPONENT_CHUNK = /[\\/]src[\\/]routes[\\/].+\.tsx\?tsr-split=component$/;
const ROUTE_PATH = /createFileRoute\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/** "/billing/" and "/billing" are the same page: paths are compared without a trailing slash. */
const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, "$1");

/**
 * Route component chunks are only requested once the entry has run and the router has matched the URL,
 * which puts a second round trip before the page's content can render. This build-only plugin adds a small
 * inline script to index.html (about 1 KB gzip) that looks up the current path in a table of route → chunk
 * files and modulepreloads them at once, so they download alongside the entry.
 */
export function routeChunkPreload(): Plugin {
  let base = "/";
  return {
    name: "inboxscout-route-chunk-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return;
        const table = JSON.stringify(routeChunkTable(bundle, base));
        const script = `<script>{const files=${table}[location.pathname.replace(/(.)\\/+$/,"$1")]||[];for(const href of files){const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;document.head.append(link)}}</script>`;
        // Before the entry and the stylesheet: an inline script after a stylesheet would wait for it to load.
        const entry = html.indexOf('<script type="module"');
        if (entry < 0) throw new Error("routeChunkPreload: index.html has no module script");
        return `${html.slice(0, entry)}${script}\n    ${html.slice(entry)}`;
      },
    },
  };
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
