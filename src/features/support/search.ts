/** /support's search params: why support is looking (required for every view), what they searched for, and the account open. */
export interface SupportSearch {
  reason?: string;
  q?: string;
  uid?: string;
}

const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() && value.length <= max ? value.trim() : undefined);

/**
 * Plain code, not the reason's zod schema: this runs in the route tree every page loads, and zod stays out of the public
 * pages' first JavaScript (npm run size). The loader checks the reason against its schema before any call.
 */
export function validateSupportSearch(search: Record<string, unknown>): SupportSearch {
  return { reason: text(search.reason, 1_000), q: text(search.q, 320), uid: text(search.uid, 128) };
}
