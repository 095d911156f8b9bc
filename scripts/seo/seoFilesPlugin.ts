import type { Plugin } from "vite";
import { robotsTxt, siteOrigin, sitemapXml } from "../../src/components/seo/site.ts";

/**
 * Writes sitemap.xml and robots.txt into dist for the public routes of src/components/seo/site.ts, with
 * absolute URLs on VITE_SITE_ORIGIN (default https://<brand domain>). The dev server answers both paths too.
 */
export function seoFiles(): Plugin {
  let origin = siteOrigin();
  const files = () => ({ "sitemap.xml": sitemapXml(origin), "robots.txt": robotsTxt(origin) });
  return {
    name: "inboxscout-seo-files",
    configResolved(config) {
      origin = siteOrigin(config.env.VITE_SITE_ORIGIN);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split("?")[0]?.slice(1);
        const content = name ? files()[name as keyof ReturnType<typeof files>] : undefined;
        if (!content) return next();
        response.setHeader("Content-Type", name!.endsWith(".xml") ? "application/xml; charset=utf-8" : "text/plain; charset=utf-8");
        response.end(content);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
