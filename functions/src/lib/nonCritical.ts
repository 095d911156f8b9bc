import * as logger from "firebase-functions/logger";

/**
 * Waits for follow-up work the spec calls non-critical (webhooks, preference upserts, emails queued
 * after the main write): a failure is logged with `context` and never fails the call.
 */
export async function settleNonCritical(what: string, context: Record<string, unknown>, work: Array<Promise<unknown>>): Promise<void> {
  const outcomes = await Promise.allSettled(work);
  for (const outcome of outcomes) {
    if (outcome.status === "rejected") logger.warn(`${what} failed`, { ...context, error: String(outcome.reason) });
  }
}
