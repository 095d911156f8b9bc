import { EMAIL_LINK_TOKEN } from "@machines/identity/emailLinkToken";

/** /confirm-sender's search: `token` is the emailed link's token, dropped unless it has a token's shape. */
export function validateConfirmSenderSearch(search: Record<string, unknown>): { token?: string } {
  const token = typeof search.token === "string" ? search.token.trim() : "";
  return EMAIL_LINK_TOKEN.test(token) ? { token } : {};
}
