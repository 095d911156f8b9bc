import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { defineSecret } from "firebase-functions/params";

/**
 * Signs unsubscribe links. Locally scripts/local/stack.ts writes a value to functions/.secret.local; in
 * production set it once: `firebase functions:secrets:set UNSUBSCRIBE_SIGNING_KEY` (any long random string).
 * Changing it makes every unsubscribe link already sent stop working, so keep it.
 */
export const UNSUBSCRIBE_SIGNING_KEY = defineSecret("UNSUBSCRIBE_SIGNING_KEY");

const VERSION = "v1";

/** Addresses compare without case or surrounding space. */
export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** The key unsubscribes are stored under: SHA-256 of the normalised address, hex. The address itself is never stored. */
export function addressHash(address: string): string {
  return createHash("sha256").update(normalizeAddress(address)).digest("hex");
}

const signature = (hash: string, key: string) => createHmac("sha256", key).update(`unsubscribe:${VERSION}:${hash}`).digest("base64url");

/**
 * The token in an unsubscribe link: `v1.<address hash>.<HMAC of it>`. It names the address only by its hash,
 * so the link reveals nothing, and it never expires (RFC 8058 links must keep working).
 */
export function unsubscribeToken(address: string, key: string): string {
  const hash = addressHash(address);
  return `${VERSION}.${hash}.${signature(hash, key)}`;
}

/** The address hash a token stands for, or undefined when it is malformed or not signed with `key`. */
export function verifyUnsubscribeToken(token: unknown, key: string): string | undefined {
  if (typeof token !== "string" || token.length > 200) return undefined;
  const [version, hash, given] = token.split(".");
  if (version !== VERSION || !hash || !/^[0-9a-f]{64}$/.test(hash) || !given) return undefined;
  const expected = Buffer.from(signature(hash, key));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? hash : undefined;
}

/** The link in List-Unsubscribe and the footer: same-origin /unsubscribe (a Hosting rewrite to the function). */
export function unsubscribeUrl(appOrigin: string, address: string, key: string): string {
  const url = new URL("/unsubscribe", appOrigin);
  url.searchParams.set("token", unsubscribeToken(address, key));
  return url.href;
}
