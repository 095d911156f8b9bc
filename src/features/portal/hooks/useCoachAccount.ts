import { useEffect, useState } from "react";
import type { CoachAccount } from "@machines/onboarding/contracts";
import { failureMessage } from "@machines/callableErrors";
import { call } from "@/lib/callables";

export type CoachAccountState = { kind: "loading" } | { kind: "ready"; account: CoachAccount } | { kind: "failed"; message: string };

/** The signed-in coach's account (forwarding address, plan), for pages that show it. */
export function useCoachAccount(): CoachAccountState {
  const [state, setState] = useState<CoachAccountState>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    call("getCoachAccount", {}).then(
      (account) => current && setState(account ? { kind: "ready", account } : { kind: "failed", message: "No coach account is signed in." }),
      (error: unknown) => current && setState({ kind: "failed", message: failureMessage(error, "Could not load your account. Please reload the page.") }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
