import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { failureMessage } from "@machines/callableErrors";
import { toast } from "@/components/ui/toast";

/**
 * Runs one server action from a portal page (a button press): shows its outcome as a toast, reloads the
 * route's data so the page shows the new state, and tells which action is running so its button can wait.
 */
export function useServerAction() {
  const router = useRouter();
  const [running, setRunning] = useState<string | null>(null);

  async function run<T>(key: string, action: () => Promise<T>, success: (result: T) => { title: string; description?: string }): Promise<void> {
    setRunning(key);
    try {
      const result = await action();
      toast(success(result));
      await router.invalidate();
    } catch (error) {
      const description = failureMessage(error, "An unexpected error occurred.");
      toast({ title: "Something went wrong", description, variant: "destructive" });
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
