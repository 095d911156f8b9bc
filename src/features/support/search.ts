import { supportReasonSchema } from "@machines/support/contracts";

/** /support's search params: why support is looking (required for every view), what they searched for, and the account open. */
export interface SupportSearch {
  reason?: string;
  q?: string;
  uid?: string;
}

const text = (value: unknown, max: number) => (typeof value === "string" && value.trim() && value.length <= max ? value.trim() : undefined);

export function validateSupportSearch(search: Record<string, unknown>): SupportSearch {
  const reason = supportReasonSchema.safeParse(search.reason);
  return { reason: reason.success ? reason.data : undefined, q: text(search.q, 320), uid: text(search.uid, 128) };
}
