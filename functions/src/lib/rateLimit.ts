import { Timestamp, type Transaction } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { db } from "./admin";
import { rateLimits } from "./firestore";
import { keyOf } from "./keys";

export interface RateLimitRule {
  /** Names the limit, so different callables keep separate allowances. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** gRPC status of a transaction that lost to concurrent writers more times than it retries. */
const ABORTED = 10;

/**
 * Fixed-window limiter: one document per client, bucket and window holds the count, raised in a
 * transaction, so an allowed request costs one read and one write and a refused one a read only.
 * Documents carry `expiresAt`, which the TTL policy in firestore.indexes.json sweeps.
 */
export async function tryConsume(rule: RateLimitRule, clientKey: string, now = new Date()): Promise<boolean> {
  const windowStart = Math.floor(now.getTime() / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const ref = rateLimits.doc(keyOf(rule.bucket, clientKey, String(windowStart)));
  const expiresAt = Timestamp.fromMillis((windowStart + 2 * rule.windowSeconds) * 1000);
  return refusedWhenContended(rule.bucket, async (transaction) => {
    const count = (await transaction.get(ref)).data()?.count ?? 0;
    if (count >= rule.limit) return false;
    transaction.set(ref, { bucket: rule.bucket, windowStart, count: count + 1, expiresAt });
    return true;
  });
}

/**
 * A cooldown: one request per client and bucket within `seconds` of the last one allowed, whenever it came. A fixed
 * window lets two requests a second apart through when a window's edge falls between them (a double click at
 * 10:00:59.8 and 10:01:00.1); this does not. The document's `windowStart` is when the last allowed request came.
 */
export async function tryCooldown(bucket: string, clientKey: string, seconds: number, now = new Date()): Promise<boolean> {
  const ref = rateLimits.doc(keyOf(bucket, clientKey, "cooldown"));
  const nowSeconds = now.getTime() / 1000;
  return refusedWhenContended(bucket, async (transaction) => {
    const last = (await transaction.get(ref)).data();
    if (last && nowSeconds - last.windowStart < seconds) return false;
    transaction.set(ref, { bucket, windowStart: nowSeconds, count: 1, expiresAt: Timestamp.fromMillis((nowSeconds + 2 * seconds) * 1000) });
    return true;
  });
}

/** One allowance's transaction; a client so busy that its own requests keep aborting each other's is refused. */
async function refusedWhenContended(bucket: string, claim: (transaction: Transaction) => Promise<boolean>): Promise<boolean> {
  try {
    return await db.runTransaction(claim);
  } catch (error) {
    if ((error as { code?: unknown }).code !== ABORTED) throw error;
    logger.warn("Rate limit contended; request refused", { bucket });
    return false;
  }
}
