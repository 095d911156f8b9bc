import { useCallback, useEffect, useState } from "react";
import type { BillingOverview } from "@machines/billing/contracts";
import { call } from "@/lib/callables";

export type BillingState = { status: "loading" } | { status: "ready"; overview: BillingOverview } | { status: "failed"; message: string };

/** The coach's billing as the server has it (getBilling); `reload` after a change. */
export function useBilling(): { state: BillingState; reload: () => void } {
  const [state, setState] = useState<BillingState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    call("getBilling", {}).then(
      (overview) => current && setState({ status: "ready", overview }),
      (error: unknown) => current && setState({ status: "failed", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
