import { useEffect, useState } from "react";
import type { CallableName, CallableRequest, CallableResponse } from "@machines/callables";
import { call } from "@/lib/callables";

export interface CallableResult<N extends CallableName> {
  /** The latest answer; kept while a newer request is on its way, so the page does not flash empty. */
  data: CallableResponse<N> | null;
  loading: boolean;
  error: string | null;
  /** Replaces the data, e.g. with what an update answered. */
  replace(data: CallableResponse<N>): void;
  /** Asks again (the data changed on the server, e.g. after a deletion). */
  reload(): void;
}

/**
 * Calls a callable whenever its request changes and keeps only the newest answer (a slow answer to
 * an older search never overwrites a newer one).
 */
export function useCallableResult<N extends CallableName>(name: N, request: CallableRequest<N>): CallableResult<N> {
  const key = JSON.stringify(request);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string | null; data: CallableResponse<N> | null; error: string | null }>({ key: null, data: null, error: null });
  useEffect(() => {
    let current = true;
    call(name, JSON.parse(key) as CallableRequest<N>).then(
      (data) => current && setState({ key, data, error: null }),
      (error: Error) => current && setState((previous) => ({ key, data: previous.data, error: error.message })),
    );
    return () => {
      current = false;
    };
  }, [name, key, version]);
  return {
    data: state.data,
    loading: state.key !== key,
    error: state.key === key ? state.error : null,
    replace: (data) => setState({ key, data, error: null }),
    reload: () => setVersion((current) => current + 1),
  };
}
