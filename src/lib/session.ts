import { useSyncExternalStore } from "react";
import { createActor, fromCallback, fromPromise, waitFor, type Actor, type EventObject } from "xstate";
import { authMachine, hasSession, isCoach, type AuthNotice, type ProviderEvent, type SessionUser } from "@machines/auth/authMachine";
import { COACH_SESSION_HINT_KEY, isSupport } from "@machines/auth/session";
import { COACH_ROLE, SUPPORT_ROLE } from "@machines/auth/messages";
import { call } from "./callables";
import { readText, removeItem, writeText } from "./webStorage";
import { inspect } from "./xstateInspect";

/**
 * The browser's one auth session: the auth machine (machines/auth) with the Firebase Auth SDK as its
 * injected actors. The SDK loads with the first page that needs the session (the portal, /login) or,
 * on public pages where a coach was signed in, once the page is idle (the header then shows them).
 */

type FirebaseUser = import("firebase/auth").User;

async function toSessionUser(user: FirebaseUser): Promise<SessionUser> {
  const { claims } = await user.getIdTokenResult();
  const role = claims.role === COACH_ROLE ? COACH_ROLE : claims.role === SUPPORT_ROLE ? SUPPORT_ROLE : null;
  return { uid: user.uid, email: user.email, isAnonymous: user.isAnonymous, role };
}

/** Set just before a password-reset link signs in: the provider's next sign-in is a password recovery. */
let recoveryExpected = false;

/** Firebase's token listener, reported as the spec's events: the first answer is the initial session. */
const firebaseListener = fromCallback<EventObject>(({ sendBack }) => {
  let stopped = false;
  let unsubscribe = () => {};
  let lastUid: string | null | undefined;
  // Each report waits for the one before, so a slow token read never reorders them.
  let reports = Promise.resolve();
  void Promise.all([import("./firebase"), import("firebase/auth")]).then(async ([{ auth }, { onIdTokenChanged }]) => {
    await auth.authStateReady();
    if (stopped) return;
    unsubscribe = onIdTokenChanged(auth, (user) => {
      reports = reports.then(async () => {
        const session = user ? await toSessionUser(user) : null;
        let event: ProviderEvent;
        if (lastUid === undefined) event = { type: "INITIAL_SESSION", user: session };
        else if (!session) event = { type: "SIGNED_OUT" };
        else if (session.uid === lastUid) event = { type: "TOKEN_REFRESHED", user: session };
        else if (recoveryExpected) event = { type: "PASSWORD_RECOVERY", user: session };
        else event = { type: "SIGNED_IN", user: session };
        recoveryExpected = false;
        lastUid = session?.uid ?? null;
        sendBack(event);
      });
      // A failed token read (offline) must not stop the reports after it.
      reports = reports.catch((error: unknown) => console.warn("Could not read the session's token", error));
    });
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
});

/** Firebase's own messages read like "Firebase: Error (auth/invalid-credential)."; these are the coach's. */
const AUTH_ERROR_TEXTS: Record<string, string> = {
  "auth/invalid-credential": "The email or password is incorrect.",
  "auth/wrong-password": "The email or password is incorrect.",
  "auth/user-not-found": "The email or password is incorrect.",
  "auth/invalid-email": "Please enter a valid email address.",
  "auth/missing-password": "Please enter your password.",
  "auth/missing-email": "Please enter your email address.",
  "auth/user-disabled": "This account is disabled. Please contact support.",
  "auth/too-many-requests": "Too many attempts. Please wait a few minutes, or use an emailed sign-in link.",
  "auth/network-request-failed": "We couldn't reach the server. Please check your connection and try again.",
};

function readableAuthError(error: unknown): Error | unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && AUTH_ERROR_TEXTS[code] ? new Error(AUTH_ERROR_TEXTS[code]) : error;
}

const firebaseMachine = authMachine.provide({
  actors: {
    authListener: firebaseListener,
    signInWithPassword: fromPromise<void, { email: string; password: string }>(async ({ input }) => {
      const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([import("./firebase"), import("firebase/auth")]);
      await signInWithEmailAndPassword(auth, input.email.trim(), input.password).catch((error: unknown) => {
        throw readableAuthError(error);
      });
    }),
    signOut: fromPromise(async () => {
      const [{ auth }, { signOut }] = await Promise.all([import("./firebase"), import("firebase/auth")]);
      await signOut(auth);
    }),
  },
});

export type SessionActor = Actor<typeof firebaseMachine>;
export type SessionSnapshot = ReturnType<SessionActor["getSnapshot"]>;
let actor: SessionActor | undefined;
const noticeListeners = new Set<(notice: AuthNotice) => void>();
const snapshotListeners = new Set<() => void>();

/** The session actor, started on first use. */
export function sessionActor(): SessionActor {
  if (!actor) {
    actor = createActor(firebaseMachine, { inspect });
    actor.on("notify", (notice) => noticeListeners.forEach((listener) => listener(notice)));
    actor.subscribe(() => snapshotListeners.forEach((listener) => listener()));
    actor.start();
    snapshotListeners.forEach((listener) => listener());
  }
  return actor;
}

/** Where the session's toasts go (the app shell shows them). */
export function onSessionNotice(listener: (notice: AuthNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/** The session once the provider has answered: for route guards. */
export function settledSession(): Promise<SessionSnapshot> {
  return waitFor(sessionActor(), (snapshot) => !snapshot.matches("loading"), { timeout: 30_000 });
}

/**
 * The settled session with a fresh token where it matters: the coach role is a token claim set when
 * the trial starts, and the browser that started it still holds the token from before: its anonymous
 * guest's, or the one the confirmation link signed in with when it was opened before the trial began.
 * A route guard calls this before turning a signed-in visitor who is not a coach away.
 */
export async function sessionWithFreshToken(): Promise<SessionSnapshot> {
  const settled = await settledSession();
  const user = settled.context.user;
  if (!user || user.role === COACH_ROLE) return settled;
  const { auth } = await import("./firebase");
  const fresh = await auth.currentUser?.getIdTokenResult(true);
  if (fresh?.claims.role !== COACH_ROLE) return settled;
  // The provider reports the new token (TOKEN_REFRESHED); wait until the machine holds it.
  return waitFor(sessionActor(), (snapshot) => snapshot.context.user?.role === COACH_ROLE, { timeout: 10_000 });
}

const subscribe = (listener: () => void) => {
  snapshotListeners.add(listener);
  return () => void snapshotListeners.delete(listener);
};

/** The session's current state for a component; undefined until the session starts. */
export function useSession(): SessionSnapshot | undefined {
  // No session in a prerendered page, so none while hydrating it either.
  return useSyncExternalStore(subscribe, () => actor?.getSnapshot(), () => undefined);
}

export const signInWithPassword = (email: string, password: string) => sessionActor().send({ type: "SIGN_IN_WITH_PASSWORD", email, password });
export const signOutOfSession = () => sessionActor().send({ type: "SIGN_OUT" });
/** After deleting the account: signs this browser out and resolves once the session has ended. */
export async function signOutAfterDeletion(): Promise<void> {
  signOutOfSession();
  await waitFor(sessionActor(), (snapshot) => snapshot.matches("signedOut"), { timeout: 10_000 }).catch(() => undefined);
}
export const endPasswordRecovery = () => sessionActor().send({ type: "RECOVERY_DONE" });

/** The next sign-in (a password-reset link's) is a password recovery. */
export function expectPasswordRecovery(): void {
  recoveryExpected = true;
}

/**
 * After setPassword: the server changed the account (which ends its older sessions), so this browser
 * signs in again with the new password, and the session reports the updated user.
 */
export async function signInAgainWithNewPassword(email: string, password: string): Promise<void> {
  const [{ auth }, { signInWithEmailAndPassword }] = await Promise.all([import("./firebase"), import("firebase/auth")]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  sessionActor().send({ type: "USER_UPDATED", user: await toSessionUser(user) });
}

/**
 * What the shell shows about the session: nothing known yet, signed out, a coach (with their name), a support person
 * or an account with neither role.
 */
export interface SessionView {
  status: "unknown" | "signed-out" | "coach" | "support" | "no-role";
  name: string | null;
}

const coachNames = new Map<string, string>();

function viewOf(snapshot: SessionSnapshot): SessionView {
  if (snapshot.matches("loading")) return { status: "unknown", name: null };
  const user = snapshot.context.user;
  if (!hasSession(user) || snapshot.matches("signedOut") || snapshot.matches("signingIn")) return { status: "signed-out", name: null };
  if (isSupport(user)) return { status: "support", name: null };
  if (!isCoach(user)) return { status: "no-role", name: null };
  return { status: "coach", name: coachNames.get(user.uid) ?? null };
}

/** Anonymous guests whose token is being checked for the coach role, and those already checked. */
const tokenChecks = { pending: new Set<string>(), done: new Set<string>() };

/**
 * Calls `listener` with the session's view now and on every change; loads the coach's name once per account.
 * A browser that started a trial as its anonymous guest holds a token from before the coach role was
 * set: where this browser had a coach's session, such a guest's token is refreshed once (the view stays
 * unknown meanwhile) before the header calls it signed out.
 */
export function subscribeView(listener: (view: SessionView) => void): () => void {
  const update = () => {
    const snapshot = sessionActor().getSnapshot();
    const user = snapshot.context.user;
    if (user?.isAnonymous && user.role !== COACH_ROLE && !tokenChecks.done.has(user.uid) && readText("localStorage", COACH_SESSION_HINT_KEY)) {
      if (!tokenChecks.pending.has(user.uid)) {
        tokenChecks.pending.add(user.uid);
        void sessionWithFreshToken()
          .catch((error: unknown) => console.warn("Could not refresh the session's token", error))
          .finally(() => {
            tokenChecks.pending.delete(user.uid);
            tokenChecks.done.add(user.uid);
            snapshotListeners.forEach((notify) => notify());
          });
      }
      listener({ status: "unknown", name: null });
      return;
    }
    const view = viewOf(snapshot);
    if (view.status === "coach") writeText("localStorage", COACH_SESSION_HINT_KEY, "1");
    else if (view.status !== "unknown") removeItem("localStorage", COACH_SESSION_HINT_KEY);
    listener(view);
    const uid = snapshot.context.user?.uid;
    if (view.status === "coach" && !view.name && uid) {
      void call("getCoachAccount", {}).then(
        (account) => {
          if (!account || coachNames.has(uid)) return;
          coachNames.set(uid, `${account.firstName} ${account.lastName}`);
          snapshotListeners.forEach((notify) => notify());
        },
        (error: unknown) => console.warn("Could not load the coach's name", error),
      );
    }
  };
  const unsubscribe = subscribe(update);
  update();
  return unsubscribe;
}
