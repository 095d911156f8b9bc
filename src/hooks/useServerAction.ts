import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { failureMessage } from "@machines/callableErrors";
import { toast } from "@/components/ui/toast";

type Toast = { title: string; description?: string };

export interface ServerActionOptions {
  /** The failure toast's title and the message when the error has none. */
  failureTitle?: string;
  fallback?: string;
  /** Reload the route's data afterwards (default); off when the data is gone, e.g. a deleted athlete's page. */
  reload?: boolean;
}

/**
 * Runs one server action from a portal page (a button press): shows its outcome as a toast, reloads the
 * route's data so the page shows the new state, and tells which action is running so its button can wait.
 * Resolves true when the action succeeded.
 */
export function useServerAction() {
  const router = useRouter();
  const [running, setRunning] = useState<string | null>(null);

  async function run<T>(key: string, action: () => Promise<T>, success: (result: T) => Toast | null, options: ServerActionOptions = {}): Promise<boolean> {
    setRunning(key);
    try {
      const result = await action();
      const done = success(result);
      if (done) toast(done);
      if (options.reload ?? true) await router.invalidate();
      return true;
    } catch (error) {
      const description = failureMessage(error, options.fallback ?? "An unexpected error occurred.");
      toast({ title: options.failureTitle ?? "Something went wrong", description, variant: "destructive" });
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
