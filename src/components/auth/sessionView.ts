import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { whenIdleAfterLoad } from "@/lib/afterPageLoad";
import { readText } from "@/lib/webStorage";
import type { SessionView } from "@/lib/session";
import { COACH_SESSION_HINT_KEY } from "@machines/auth/session";

type SessionModule = typeof import("@/lib/session");
let loading: Promise<SessionModule> | undefined;
/** Headers waiting for the session to be loaded by someone else. */
const sessionLoadedListeners = new Set<() => void>();

/**
 * The session module (and the Firebase Auth SDK with it), loaded once; its toasts (spec §8 'Signed in',
 * 'Signed out', 'Authentication error', 'Sign out error') go to the app's toaster. Public pages load it
 * once idle, the portal and /login at once.
 */
export function loadSession(): Promise<SessionModule> {
  if (!loading) {
    loading = import("@/lib/session").then((session) => {
      session.onSessionNotice((notice) => toast({ title: notice.title, description: notice.description, variant: notice.variant }));
      return session;
    });
    for (const listener of sessionLoadedListeners) listener();
    sessionLoadedListeners.clear();
  }
  return loading;
}

const UNKNOWN: SessionView = { status: "unknown", name: null };

/**
 * The session as the header shows it: unknown until the page is idle and the provider has answered.
 * Public pages load the session only where a coach was signed in (or the session is already up: the
 * portal, /login), so anonymous visitors never download the Auth SDK for the header.
 */
export function useSessionView(): SessionView {
  const [view, setView] = useState<SessionView>(UNKNOWN);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    if (!loading && !readText("localStorage", COACH_SESSION_HINT_KEY)) {
      // Not loaded yet and no coach here before: subscribe once something else (the portal, /login) loads it.
      const waiting = () => {
        if (active) void loadSession().then((session) => active && (unsubscribe = session.subscribeView(setView)));
      };
      sessionLoadedListeners.add(waiting);
      return () => {
        active = false;
        sessionLoadedListeners.delete(waiting);
        unsubscribe?.();
      };
    }
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
