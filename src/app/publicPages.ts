/**
 * The public pages the build prerenders to static HTML (scripts/build/prerenderPublicPages.ts), each hydrated on load:
 * every page a visitor reaches without signing in. The portal, onboarding steps and link pages that need their token
 * (confirm-sender) stay client-rendered.
 */
export const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/how-it-works",
  "/faq",
  "/contact",
  "/legal",
  "/privacy",
  "/subprocessors",
  "/coach-connect",
  "/referral",
  "/referral-confirmation",
  "/waitlist",
  "/waitlist-confirmation",
  "/login",
  "/confirmation",
  "/unauthorized",
  "/billing/success",
  "/billing-success",
  "/billing/cancel",
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The file a public page is written to under the build's folder (served for its path by `cleanUrls`). */
export function publicPageFile(path: PublicPage): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** The element the app renders into, and the attribute naming the page its prerendered HTML was made for. */
export const APP_ROOT_ID = "root";
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
