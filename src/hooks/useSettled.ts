import { useEffect, useState } from "react";
import { failureMessage } from "@machines/callableErrors";

export interface Settled<T> {
  /** The latest answer; kept while a newer one is on its way, so the page does not flash empty. */
  value: T | null;
  loading: boolean;
  error: string | null;
}

/**
 * Follows a request's promise (a route loader's deferred answer, a dialog's search) and keeps only the
 * newest answer: a slow answer to an older request never overwrites a newer one.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [state, setState] = useState<{ promise: Promise<T> | null; value: T | null; error: string | null }>({ promise: null, value: null, error: null });
  useEffect(() => {
    let current = true;
    promise.then(
      (value) => current && setState({ promise, value, error: null }),
      (error: unknown) => current && setState((previous) => ({ promise, value: previous.value, error: failureMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return { value: state.value, loading: state.promise !== promise, error: state.promise === promise ? state.error : null };
}
