/**
 * The site's public routes and the files search engines read (sitemap.xml, robots.txt). One module for the
 * route heads, the build plugin in scripts/seo and the tests; relative imports only, because vite.config.ts
 * loads it before any alias exists.
 */
import { BRAND } from "../../../machines/brand.ts";

/** Every public page: listed in the sitemap, open to crawlers, each with its canonical URL and Open Graph tags. */
export const PUBLIC_PATHS = [
  "/",
  "/pricing",
  "/how-it-works",
  "/faq",
  "/contact",
  "/waitlist",
  "/coach-connect",
  "/referral",
  "/legal",
  "/privacy",
  "/subprocessors",
  "/login",
] as const;
export type PublicPath = (typeof PUBLIC_PATHS)[number];

/**
 * Onboarding, billing, confirmation, access-denied and coach portal routes: someone's own signup, payment
 * or account, kept out of the sitemap and disallowed in robots.txt. A Disallow line is a prefix, so "/billing" also
 * covers /billing/success and /billing/cancel.
 */
export const NOT_CRAWLED_PATHS = [
  "/initial-screening",
  "/legal-documents",
  "/signup",
  "/review-and-pay",
  "/confirmation",
  "/billing",
  "/billing-success",
  "/waitlist-confirmation",
  "/referral-confirmation",
  "/unauthorized",
  "/dashboard",
] as const;

export const DEFAULT_SITE_ORIGIN = `https://${BRAND.domain}`;

/** The origin canonical URLs use: the configured one (VITE_SITE_ORIGIN) without a trailing slash, else the brand's domain. */
export function siteOrigin(configured?: string | null): string {
  const origin = configured?.trim().replace(/\/+$/, "");
  return origin || DEFAULT_SITE_ORIGIN;
}

/** Absolute URL of a path on the site. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}

/** The share image every page offers (public/og-image.png, made by scripts/seo/og-image.ts). */
export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${BRAND.name}: ${BRAND.tagline} Clean athlete summaries from the recruiting emails college coaches forward.`,
} as const;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...NOT_CRAWLED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`, ""].join(
    "\n",
  );
}
