import { assign, emit, fromCallback, fromPromise, setup, type EventObject } from "xstate";
import { failureMessage } from "../callableErrors";
import { AUTH_TOASTS } from "./messages";
import { hasSession, isCoach, type SessionUser } from "./session";

export { hasSession, isCoach, type SessionUser };

/**
 * The browser's session (spec §3 'Auth session', §4 auth events): who is signed in and with which
 * role. The auth provider's listener (an injected actor) reports the spec's events; signing in with a
 * password and signing out are injected actors too; toasts leave the machine as emitted `notify` events.
 */

/** The provider's events (spec §4), as the listener reports them. */
export type ProviderEvent =
  | { type: "INITIAL_SESSION"; user: SessionUser | null }
  | { type: "SIGNED_IN"; user: SessionUser }
  | { type: "SIGNED_OUT" }
  | { type: "TOKEN_REFRESHED"; user: SessionUser }
  | { type: "USER_UPDATED"; user: SessionUser }
  /** Signed in by a password-reset link: the page asks for a new password. */
  | { type: "PASSWORD_RECOVERY"; user: SessionUser };

export type AuthEvent =
  | ProviderEvent
  | { type: "SIGN_IN_WITH_PASSWORD"; email: string; password: string }
  | { type: "SIGN_OUT" }
  /** The coach set a new password, or chose not to, after a recovery link. */
  | { type: "RECOVERY_DONE" };

export interface AuthContext {
  user: SessionUser | null;
  /** Signed in by a password-reset link and no new password set yet. */
  recovering: boolean;
}

export interface AuthNotice {
  type: "notify";
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

/** The message an auth error shows: the provider's, or the spec's fallback. */
export function authErrorMessage(error: unknown): string {
  return failureMessage(error, AUTH_TOASTS.authError.fallback);
}

const userOf = (event: AuthEvent) => ("user" in event ? event.user : null);

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthNotice,
  },
  actors: {
    /** Subscribes to the provider and reports its events; runs for the machine's whole life. */
    authListener: fromCallback<EventObject>(() => {
      throw new Error("authListener must be provided");
    }),
    signInWithPassword: fromPromise<void, { email: string; password: string }>(async () => {
      throw new Error("signInWithPassword must be provided");
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error("signOut must be provided");
    }),
  },
  guards: {
    eventHasSession: ({ event }) => hasSession(userOf(event)),
    eventIsCoach: ({ event }) => isCoach(userOf(event)),
    hasSession: ({ context }) => hasSession(context.user),
    signedInWithoutRole: ({ context }) => hasSession(context.user) && !isCoach(context.user),
  },
  actions: {
    setUser: assign({ user: ({ event }) => userOf(event) }),
    clearUser: assign({ user: null, recovering: false }),
    startRecovery: assign({ recovering: true }),
    endRecovery: assign({ recovering: false }),
    notifySignedIn: emit({ type: "notify", title: AUTH_TOASTS.signedIn.title, variant: "default" } as const),
    notifySignedOut: emit({ type: "notify", title: AUTH_TOASTS.signedOut.title, variant: "default" } as const),
    notifySignOutError: emit({ type: "notify", title: AUTH_TOASTS.signOutError.title, description: AUTH_TOASTS.signOutError.description, variant: "destructive" } as const),
    notifyAuthError: emit(({ event }) => ({
      type: "notify" as const,
      title: AUTH_TOASTS.authError.title,
      description: authErrorMessage((event as { error?: unknown }).error),
      variant: "destructive" as const,
    })),
  },
}).createMachine({
  id: "auth",
  context: { user: null, recovering: false },
  invoke: { id: "authListener", src: "authListener" },
  initial: "loading",
  states: {
    loading: {
      on: {
        INITIAL_SESSION: [
          { guard: "eventHasSession", target: "signedIn", actions: "setUser" },
          { target: "signedOut", actions: "setUser" },
        ],
      },
    },
    signedOut: {
      on: {
        SIGN_IN_WITH_PASSWORD: "signingIn",
        SIGNED_IN: [
          { guard: "eventIsCoach", target: "signedIn", actions: ["setUser", "notifySignedIn"] },
          // A guest's emailed link signs them in too: a session, but the spec's toast is for coaches.
          { guard: "eventHasSession", target: "signedIn", actions: "setUser" },
        ],
        PASSWORD_RECOVERY: { target: "signedIn", actions: ["setUser", "startRecovery", "notifySignedIn"] },
        // A visitor who became a coach without signing in (the trial just started) has a session from now on.
        TOKEN_REFRESHED: [{ guard: "eventHasSession", target: "signedIn", actions: "setUser" }, { actions: "setUser" }],
        USER_UPDATED: [{ guard: "eventHasSession", target: "signedIn", actions: "setUser" }, { actions: "setUser" }],
        SIGNED_OUT: { actions: "clearUser" },
      },
    },
    signingIn: {
      invoke: {
        id: "signInWithPassword",
        src: "signInWithPassword",
        input: ({ event }) => (event.type === "SIGN_IN_WITH_PASSWORD" ? { email: event.email, password: event.password } : { email: "", password: "" }),
        // Success is the provider's SIGNED_IN, which may come before or after the call resolves.
        onError: [
          { guard: "hasSession", target: "signedIn", actions: "notifyAuthError" },
          { target: "signedOut", actions: "notifyAuthError" },
        ],
      },
      on: {
        SIGNED_IN: [
          { guard: "eventIsCoach", target: "signedIn", actions: ["setUser", "notifySignedIn"] },
          { guard: "eventHasSession", target: "signedIn", actions: "setUser" },
        ],
      },
    },
    signedIn: {
      on: {
        // The provider swapped in a user that is no session (the account's role or sign-in went away): signed out.
        SIGNED_IN: [
          { guard: "eventIsCoach", actions: ["setUser", "notifySignedIn"] },
          { guard: "eventHasSession", actions: "setUser" },
          { target: "signedOut", actions: ["clearUser", "notifySignedOut"] },
        ],
        TOKEN_REFRESHED: [{ guard: "eventHasSession", actions: "setUser" }, { target: "signedOut", actions: ["clearUser", "notifySignedOut"] }],
        USER_UPDATED: [{ guard: "eventHasSession", actions: "setUser" }, { target: "signedOut", actions: ["clearUser", "notifySignedOut"] }],
        PASSWORD_RECOVERY: { actions: ["setUser", "startRecovery", "notifySignedIn"] },
        RECOVERY_DONE: { actions: "endRecovery" },
        // Signed in without the coach role (a guest's link): signing in to a coach account replaces it.
        SIGN_IN_WITH_PASSWORD: { guard: "signedInWithoutRole", target: "signingIn" },
        SIGN_OUT: "signingOut",
        SIGNED_OUT: { target: "signedOut", actions: ["clearUser", "notifySignedOut"] },
      },
    },
    signingOut: {
      invoke: {
        id: "signOut",
        src: "signOut",
        onError: { target: "signedIn", actions: "notifySignOutError" },
      },
      on: {
        SIGNED_OUT: { target: "signedOut", actions: ["clearUser", "notifySignedOut"] },
      },
    },
  },
});
