import { getFunctions } from "firebase-admin/functions";
import { keyOf } from "./keys";

/**
 * Enqueues a task whose id makes it run at most once per id; a repeat enqueue is ignored. A delay
 * holds it back that many seconds (the local task emulator ignores delays: workers that need one check the time themselves).
 */
export async function enqueueOnce(queue: string, taskId: string, payload: Record<string, unknown>, delaySeconds?: number): Promise<void> {
  try {
    await getFunctions().taskQueue(queue).enqueue(payload, { id: taskId, ...(delaySeconds ? { scheduleDelaySeconds: delaySeconds } : {}) });
  } catch (error) {
    if ((error as { code?: string }).code !== "functions/task-already-exists") throw error;
  }
}

/**
 * A Cloud Tasks id (letters, digits, hyphens, underscores) for the parts: a readable prefix for the
 * console plus a hash of the exact parts, so parts that read alike never share an id.
 */
export function taskIdFor(...parts: string[]): string {
  const readable = parts.join("--").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 120);
  return `${readable}--${keyOf(...parts)}`;
}
