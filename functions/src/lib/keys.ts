import { createHash } from "node:crypto";

/**
 * A document or task id for values that come from outside (addresses, tokens, client keys): hex
 * SHA-256 of the parts. No two values share an id (`a.b@x.edu` and `a_b@x.edu` differ), and none
 * contains a path separator (`a/b@x.edu` would otherwise write into a subcollection).
 */
export function keyOf(...parts: string[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}
