import { useServerAction } from "@/hooks/useServerAction";

/**
 * A support action from the console: one request id per press (a retried network call answers what the first
 * did), its toast, and the page's data reloaded (itself a new, audited view).
 */
export function useSupportAction(reason: string) {
  const { run, running } = useServerAction();
  const act = <T,>(key: string, action: (audited: { reason: string; requestId: string }) => Promise<T>, done: (result: T) => string) =>
    run(key, () => action({ reason, requestId: crypto.randomUUID() }), (result) => ({ title: done(result) }), { failureTitle: "Not done" });
  return { act, running };
}
