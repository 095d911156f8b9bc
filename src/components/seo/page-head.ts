import { BRAND } from "@machines/brand";
import { OG_IMAGE, absoluteUrl, siteOrigin, type PublicPath } from "./site";

/** The home page's document title; also the app-wide fallback. */
export const HOME_DOCUMENT_TITLE = `${BRAND.name} — ${BRAND.tagline}`;

/** Origin of canonical and Open Graph URLs: VITE_SITE_ORIGIN at build time, else https://<brand domain>. */
export const SITE_ORIGIN = siteOrigin(import.meta.env.VITE_SITE_ORIGIN);

/** "<Page> | <product name>", the title style of every page but home. */
export function documentTitle(page: string): string {
  return `${page} | ${BRAND.name}`;
}

interface PageHeadOptions {
  /** The page's own name; omit for the home title. */
  title?: string;
  description: string;
  /** A public page's path: gives its canonical URL and og:url. Onboarding and billing pages leave it out. */
  path?: PublicPath;
  /** schema.org structured data, rendered as a JSON-LD script. */
  structuredData?: Record<string, unknown>;
}

/**
 * Value for a route's `head` option: document title, meta description and Open Graph tags, plus the canonical
 * link for public pages. A child route's tags replace the root's tags of the same name.
 */
export function pageHead({ title, description, path, structuredData }: PageHeadOptions) {
  const fullTitle = title ? documentTitle(title) : HOME_DOCUMENT_TITLE;
  const url = path ? absoluteUrl(SITE_ORIGIN, path) : undefined;
  return {
    meta: [
      { title: fullTitle },
      { name: "description", content: description },
      { property: "og:title", content: fullTitle },
      { property: "og:description", content: description },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: BRAND.name },
      { property: "og:image", content: absoluteUrl(SITE_ORIGIN, OG_IMAGE.path) },
      { property: "og:image:width", content: String(OG_IMAGE.width) },
      { property: "og:image:height", content: String(OG_IMAGE.height) },
      { property: "og:image:alt", content: OG_IMAGE.alt },
      ...(url ? [{ property: "og:url", content: url }] : []),
      { name: "twitter:card", content: "summary_large_image" },
      ...(structuredData ? [{ "script:ld+json": structuredData }] : []),
    ],
    links: url ? [{ rel: "canonical", href: url }] : [],
  };
}
