import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import Beasties from "beasties";
import { build, type Plugin, type ResolvedConfig } from "vite";
import type { RenderedPage } from "../../src/app/prerender.tsx";
import { APP_ROOT_ID, PRERENDERED_ATTRIBUTE, PUBLIC_PAGES, publicPageFile } from "../../src/app/publicPages.ts";

/** The page every other path gets (the portal, onboarding, unknown paths): the app renders it in the browser. */
export const CLIENT_SHELL = "app.html";
const SERVER_ENTRY = "src/app/prerender.tsx";
const ROOT_ELEMENT = `<div id="${APP_ROOT_ID}"></div>`;

type RenderPage = (path: string) => Promise<RenderedPage>;

/**
 * Build-only: after the browser bundle is written, builds the server entry (src/app/prerender.tsx) with the same
 * config and writes each public page (src/app/publicPages.ts) as static HTML with its head tags, so it paints before
 * any script runs; the browser then hydrates it (src/main.tsx). index.html becomes the home page and the empty
 * shell moves to app.html, which Hosting serves for every other path (firebase.json: cleanUrls and the `**` rewrite);
 * `vite preview` is taught the same.
 */
export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "inboxscout-prerender-public-pages",
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const url = new URL(request.url ?? "/", "http://preview");
        const isPage = request.method === "GET" && !/\.\w+$/.test(url.pathname) && request.headers.accept?.includes("text/html");
        if (isPage && url.pathname !== "/") {
          const page = `${url.pathname.replace(/\/+$/, "")}.html`;
          request.url = `${existsSync(join(outDir, page)) ? page : `/${CLIENT_SHELL}`}${url.search}`;
        }
        next();
      });
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        if (config.command !== "build" || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = mkdtempSync(join(tmpdir(), "inboxscout-prerender-"));
        try {
          await build({
            configFile: config.configFile,
            root: config.root,
            mode: config.mode,
            logLevel: "warn",
            // Bundled whole: the temporary folder has no node_modules to resolve packages from.
            ssr: { noExternal: true },
            build: { ssr: SERVER_ENTRY, outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false, copyPublicDir: false },
          });
          const { renderPage } = (await import(pathToFileURL(join(serverDir, "prerender.js")).href)) as { renderPage: RenderPage };
          const shell = readFileSync(join(outDir, "index.html"), "utf8");
          if (!shell.includes(ROOT_ELEMENT)) throw new Error(`prerender: index.html has no ${ROOT_ELEMENT}`);
          writeFileSync(join(outDir, CLIENT_SHELL), shell);
          const criticalCss = inlineCriticalCss(outDir);
          for (const path of PUBLIC_PAGES) {
            const file = join(outDir, publicPageFile(path));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, await criticalCss.process(pageHtml(shell, path, await renderPage(path))));
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/**
 * Each prerendered page carries the CSS rules its own HTML uses in a <style> and loads the whole stylesheet without
 * blocking the first paint (media="print" until it has loaded, a <noscript> link without JavaScript): a phone on a
 * slow network paints the page with the HTML alone instead of waiting a round trip for the stylesheet. The client
 * shell (app.html) keeps its ordinary stylesheet link: what it shows is rendered in the browser.
 */
function inlineCriticalCss(outDir: string): Beasties {
  return new TailwindAwareBeasties({ path: outDir, publicPath: "/", preload: "media", noscriptFallback: true, pruneSource: false, fonts: false, logLevel: "warn" });
}

/**
 * Beasties matches a rule's selector against the page after removing pseudo-classes, and removes `:where(…)` and
 * `:is(…)` with their whole argument, so it would drop Tailwind's space-y, divide-y and group-* rules and the page
 * would shift when the whole stylesheet arrives. Matching their argument instead keeps each such rule the page uses.
 */
class TailwindAwareBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return beastiesNormalize.call(this, withoutMatchesAny(selector));
  }
}
const beastiesNormalize = (Beasties.prototype as unknown as { normalizeCssSelector(selector: string): string }).normalizeCssSelector;

/** `:where(.a > b):hover` → `.a > b:hover`: each `:where(…)` / `:is(…)` replaced by its argument. */
export function withoutMatchesAny(selector: string): string {
  const opening = /:(?:where|is)\(/.exec(selector);
  if (!opening) return selector;
  let depth = 1;
  let end = opening.index + opening[0].length;
  for (; end < selector.length && depth > 0; end++) depth += selector[end] === "(" ? 1 : selector[end] === ")" ? -1 : 0;
  const argument = selector.slice(opening.index + opening[0].length, end - 1);
  return withoutMatchesAny(selector.slice(0, opening.index) + argument + selector.slice(end));
}

/**
 * The shell with the page's head tags in place of its default title, the page's HTML in the app's root and the
 * router's hydration scripts after it (they must run before the entry, which the shell's start script adds last:
 * scripts/build/appStart.ts).
 */
function pageHtml(shell: string, path: string, { head, body, scripts }: RenderedPage): string {
  return (
    shell
      .replace(/<title>[^<]*<\/title>/, () => head)
      // Inert until hydrated (src/main.tsx lifts it): a tap on a form before its code runs would post it natively.
      .replace(ROOT_ELEMENT, () => `<div id="${APP_ROOT_ID}" ${PRERENDERED_ATTRIBUTE}="${path}" inert>${body}</div>\n    ${scripts}`)
  );
}
