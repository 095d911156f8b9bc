import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db, isAlreadyExists } from "./admin";

export interface RateLimitRule {
  /** Names the limit, so different callables keep separate allowances. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window limiter built on `create()` preconditions: each allowed request claims one
 * numbered slot document, so concurrent requests can never share a slot. (A counter in a
 * transaction would do too on Firestore, but slots need no contention retries.)
 * Slot documents carry `expiresAt`, which the TTL policy in firestore.indexes.json sweeps.
 */
export async function tryConsume(rule: RateLimitRule, clientKey: string, now = new Date()): Promise<boolean> {
  const windowStart = Math.floor(now.getTime() / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const hashedKey = createHash("sha256").update(clientKey).digest("hex").slice(0, 32);
  const expiresAt = Timestamp.fromMillis((windowStart + 2 * rule.windowSeconds) * 1000);
  for (let slot = 0; slot < rule.limit; slot++) {
    const ref = db.collection("rateLimits").doc(`${rule.bucket}_${hashedKey}_${windowStart}_${slot}`);
    try {
      await ref.create({ bucket: rule.bucket, windowStart, expiresAt });
      return true;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  return false;
}
