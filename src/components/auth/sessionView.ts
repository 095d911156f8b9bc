import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { whenIdleAfterLoad } from "@/lib/afterPageLoad";
import type { SessionView } from "@/lib/session";

type SessionModule = typeof import("@/lib/session");
let loading: Promise<SessionModule> | undefined;

/**
 * The session module (and the Firebase Auth SDK with it), loaded once; its toasts (spec §8 'Signed in',
 * 'Signed out', 'Authentication error', 'Sign out error') go to the app's toaster. Public pages load it
 * once idle, the portal and /login at once.
 */
export function loadSession(): Promise<SessionModule> {
  loading ??= import("@/lib/session").then((session) => {
    session.onSessionNotice((notice) => toast({ title: notice.title, description: notice.description, variant: notice.variant }));
    return session;
  });
  return loading;
}

const UNKNOWN: SessionView = { status: "unknown", name: null };

/** The session as the header shows it: unknown until the page is idle and the provider has answered. */
export function useSessionView(): SessionView {
  const [view, setView] = useState<SessionView>(UNKNOWN);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const cancel = whenIdleAfterLoad(
      () =>
        void loadSession().then(
          (session) => {
            if (active) unsubscribe = session.subscribeView(setView);
          },
          (error: unknown) => console.warn("Could not load the session", error),
        ),
    );
    return () => {
      active = false;
      cancel();
      unsubscribe?.();
    };
  }, []);
  return view;
}

/** 'Sign Out': the session machine signs out and toasts the outcome. */
export async function signOut(): Promise<void> {
  (await loadSession()).signOutOfSession();
}
