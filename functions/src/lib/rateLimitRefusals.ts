import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { DAY_MS } from "@machines/shared/dates";
import { db } from "./admin";
import { rateLimitRefusals } from "./firestore";
import { keyOf } from "./keys";

const HOUR_MS = 60 * 60 * 1000;
/** How long support can see a refusal (forwarding health); TTL deletes it after. */
const KEPT_MS = 30 * DAY_MS;

/**
 * Counts a refused callable request per client, callable and hour, so support can see who hit a limit and
 * when. Never fails the refusal itself: a flood that contends on the count loses a few counts, not its answer.
 */
export async function recordRateLimitRefusal(uid: string, bucket: string, now = new Date()): Promise<void> {
  const at = Timestamp.fromDate(now);
  const ref = rateLimitRefusals.doc(keyOf(uid, bucket, String(Math.floor(now.getTime() / HOUR_MS))));
  await db
    .runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      transaction.set(ref, { uid, bucket, count: (current?.count ?? 0) + 1, firstAt: current?.firstAt ?? at, lastAt: at, expiresAt: Timestamp.fromMillis(now.getTime() + KEPT_MS) });
    })
    .catch((error: unknown) => logger.warn("Rate-limit refusal not counted", { bucket, error: String(error) }));
}
