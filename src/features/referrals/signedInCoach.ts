import { useEffect, useState } from "react";
import type { CoachAccount } from "@machines/onboarding/contracts";
import { call } from "@/lib/callables";

let cached: { uid: string; account: Promise<CoachAccount | null> } | undefined;

/**
 * The coach signed in in this browser, as the server has them (getCoachAccount), or null. A visitor
 * nobody signed in yet is not signed in anonymously just to look: there is no account to find.
 * One request per signed-in user, shared by every form and page that asks.
 */
export async function signedInCoach(): Promise<CoachAccount | null> {
  const { auth } = await import("@/lib/firebase");
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  if (cached?.uid !== user.uid) {
    const account = call("getCoachAccount", {});
    cached = { uid: user.uid, account };
    // A failure is not remembered: the next page that asks tries again.
    account.catch(() => {
      if (cached?.account === account) cached = undefined;
    });
  }
  return cached.account;
}

export type SignedInCoachState = { status: "loading" } | { status: "ready"; account: CoachAccount | null };

/** The signed-in coach's account for a component; null when nobody is signed in or on failure (logged). */
export function useSignedInCoach(): SignedInCoachState {
  const [state, setState] = useState<SignedInCoachState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    signedInCoach().then(
      (account) => current && setState({ status: "ready", account }),
      (error: unknown) => {
        console.error("Could not load the signed-in coach", error);
        if (current) setState({ status: "ready", account: null });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
