import { getFunctions } from "firebase-admin/functions";

/** Enqueues a task whose id makes it run at most once per id; a repeat enqueue is ignored. */
export async function enqueueOnce(queue: string, taskId: string, payload: Record<string, unknown>): Promise<void> {
  try {
    await getFunctions().taskQueue(queue).enqueue(payload, { id: taskId });
  } catch (error) {
    if ((error as { code?: string }).code !== "functions/task-already-exists") throw error;
  }
}

/** Cloud Tasks ids allow letters, digits, hyphens and underscores only. */
export function taskIdFor(...parts: string[]): string {
  return parts.join("--").replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 500);
}
