import { SUPPORT_PATH } from "@machines/support/paths";

/** /login's search params: `link` is an emailed sign-in link's token, `redirect` where to go once signed in. Kept apart from the screens, which load with the page. */
export interface LoginSearch {
  link?: string;
  redirect?: string;
}

/** Where a signed-in coach lands when /login was not asked to send them anywhere. */
export const DEFAULT_AFTER_SIGN_IN = "/dashboard";

/** Where an account goes once signed in: where ?redirect= says, else a coach's dashboard or support's console. */
export const homeAfterSignIn = (redirect: unknown, support: boolean) => sameOriginPath(redirect) ?? (support ? SUPPORT_PATH : DEFAULT_AFTER_SIGN_IN);

const PROBE_ORIGIN = "https://inboxscout.invalid";

/**
 * A redirect target only if it stays on this site: a path, never another origin (`//evil.example`,
 * `/\evil.example`, `https://…`, `javascript:`), so a crafted /login link cannot send a coach who
 * just signed in to someone else's page. Answers the path with its query and hash, or undefined.
 */
export function sameOriginPath(value: unknown): string | undefined {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.length > 2000) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise into a protocol-relative path ("/..//evil.example" → "//evil.example").
    if (url.origin !== PROBE_ORIGIN || path.startsWith("//") || path.startsWith("/\\")) return undefined;
    return path;
  } catch {
    return undefined;
  }
}

/**
 * Both keys are always in the answer, undefined when refused: the router merges a route's validated
 * search over the raw query string, so a key left out would let the raw (unchecked) value through.
 */
export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const token = typeof search.link === "string" ? search.link.trim().slice(0, 100) : "";
  return { link: token || undefined, redirect: sameOriginPath(search.redirect) };
}
