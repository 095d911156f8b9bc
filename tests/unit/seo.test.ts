import { createMemoryHistory, createRouter, type AnyRoute } from "@tanstack/react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { HOME_DOCUMENT_TITLE, SITE_ORIGIN, pageHead } from "@/components/seo/page-head";
import { DEFAULT_SITE_ORIGIN, NOT_CRAWLED_PATHS, OG_IMAGE, PUBLIC_PATHS, absoluteUrl, robotsTxt, siteOrigin, sitemapXml } from "@/components/seo/site";
import { ALL_ROUTES } from "../browser/support/routes";

const ORIGIN = "https://example.test";

/** Would a crawler obeying robots.txt fetch this path? (Disallow lines are prefixes; Allow: / is the default.) */
const crawlable = (robots: string, path: string) =>
  !robots
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .some((line) => path.startsWith(line.slice("Disallow: ".length)));

describe("public routes", () => {
  it("are the spec's public pages, and every route of the spec is either public or kept from crawlers", () => {
    expect(PUBLIC_PATHS).toEqual(["/", "/pricing", "/how-it-works", "/faq", "/contact", "/waitlist", "/coach-connect", "/referral", "/legal", "/privacy", "/subprocessors", "/login"]);
    const robots = robotsTxt(ORIGIN);
    for (const path of ALL_ROUTES) {
      const isPublic = (PUBLIC_PATHS as readonly string[]).includes(path);
      expect(crawlable(robots, path), path).toBe(isPublic);
    }
  });
});

describe("sitemap.xml", () => {
  const xml = sitemapXml(ORIGIN);

  it("is a sitemap of every public page with absolute URLs on the origin", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locations).toEqual(PUBLIC_PATHS.map((path) => (path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`)));
  });

  it("leaves out onboarding, billing and confirmation routes", () => {
    for (const path of [...NOT_CRAWLED_PATHS, "/billing/success", "/billing/cancel"]) expect(xml).not.toContain(`<loc>${ORIGIN}${path}</loc>`);
  });
});

describe("robots.txt", () => {
  const robots = robotsTxt(ORIGIN);

  it("allows everything but the onboarding and billing routes and names the sitemap", () => {
    expect(robots.split("\n").slice(0, 2)).toEqual(["User-agent: *", "Allow: /"]);
    for (const path of ["/initial-screening", "/legal-documents", "/signup", "/review-and-pay", "/billing", "/billing-success"]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(crawlable(robots, "/billing/cancel")).toBe(false);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it("never blocks a public page by prefix (e.g. /legal-documents must not catch /legal)", () => {
    for (const path of PUBLIC_PATHS) expect(crawlable(robots, path), path).toBe(true);
  });
});

describe("site origin", () => {
  it("comes from VITE_SITE_ORIGIN without a trailing slash, else the brand's domain", () => {
    expect(DEFAULT_SITE_ORIGIN).toBe(`https://${BRAND.domain}`);
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin("  ")).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin("https://staging.example.test/")).toBe("https://staging.example.test");
    expect(absoluteUrl("https://staging.example.test", "/faq")).toBe("https://staging.example.test/faq");
    expect(absoluteUrl("https://staging.example.test", "/")).toBe("https://staging.example.test/");
  });
});

describe("pageHead", () => {
  type Head = ReturnType<typeof pageHead>;
  const metaContent = (head: Head, key: string) =>
    head.meta.find((meta) => "name" in meta ? meta.name === key : "property" in meta && meta.property === key) as { content: string } | undefined;

  it("gives a public page its title, description, canonical URL and Open Graph tags", () => {
    const head = pageHead({ title: "FAQ", description: "Answers to common questions.", path: "/faq" });
    const url = `${SITE_ORIGIN}/faq`;
    expect(head.meta[0]).toEqual({ title: `FAQ | ${BRAND.name}` });
    expect(metaContent(head, "description")?.content).toBe("Answers to common questions.");
    expect(head.links).toEqual([{ rel: "canonical", href: url }]);
    expect(metaContent(head, "og:title")?.content).toBe(`FAQ | ${BRAND.name}`);
    expect(metaContent(head, "og:description")?.content).toBe("Answers to common questions.");
    expect(metaContent(head, "og:url")?.content).toBe(url);
    expect(metaContent(head, "og:type")?.content).toBe("website");
    expect(metaContent(head, "og:site_name")?.content).toBe(BRAND.name);
    expect(metaContent(head, "og:image")?.content).toBe(`${SITE_ORIGIN}${OG_IMAGE.path}`);
    expect(metaContent(head, "og:image:width")?.content).toBe("1200");
    expect(metaContent(head, "og:image:height")?.content).toBe("630");
    expect(metaContent(head, "twitter:card")?.content).toBe("summary_large_image");
  });

  it("gives home the brand title and the bare origin as canonical", () => {
    const head = pageHead({ description: "Home.", path: "/" });
    expect(head.meta[0]).toEqual({ title: HOME_DOCUMENT_TITLE });
    expect(head.links).toEqual([{ rel: "canonical", href: `${SITE_ORIGIN}/` }]);
  });

  it("has no canonical or og:url for pages kept out of search (no path)", () => {
    const head = pageHead({ title: "Signup", description: "Signup step." });
    expect(head.links).toEqual([]);
    expect(metaContent(head, "og:url")).toBeUndefined();
    expect(metaContent(head, "og:title")?.content).toBe(`Signup | ${BRAND.name}`);
  });

  it("adds structured data as JSON-LD only when given", () => {
    const data = { "@context": "https://schema.org", "@type": "WebPage" };
    expect(pageHead({ description: "x", structuredData: data }).meta).toContainEqual({ "script:ld+json": data });
    expect(pageHead({ description: "x" }).meta.some((meta) => "script:ld+json" in meta)).toBe(false);
  });
});

describe("route heads", () => {
  let routesByPath: Record<string, AnyRoute | undefined> = {};
  // The whole app's route tree: importing it takes a few seconds on a busy machine.
  beforeAll(async () => {
    const { routeTree } = await import("@/routeTree.gen");
    routesByPath = createRouter({ routeTree, history: createMemoryHistory() }).routesByPath as unknown as typeof routesByPath;
  }, 60_000);

  it.each(PUBLIC_PATHS)("%s has its own title, description and canonical URL", async (path) => {
    const route = routesByPath[path];
    expect(route, path).toBeDefined();
    const head = (await route!.options.head!({} as never)) as ReturnType<typeof pageHead>;
    expect(head.links).toEqual([{ rel: "canonical", href: absoluteUrl(SITE_ORIGIN, path) }]);
    expect(head.meta).toContainEqual({ property: "og:url", content: absoluteUrl(SITE_ORIGIN, path) });
    expect((head.meta.find((meta) => "name" in meta && meta.name === "description") as { content: string }).content.length).toBeGreaterThan(50);
  });
});
