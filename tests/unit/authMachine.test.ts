import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, type EventObject } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { authMachine, hasSession, isCoach, type AuthEvent, type AuthNotice, type SessionUser } from "@machines/auth/authMachine";
import { AUTH_TOASTS } from "@machines/auth/messages";

const coach: SessionUser = { uid: "coach-1", email: "jordan@state.edu", isAnonymous: false, role: "coach" };
const anonymousCoach: SessionUser = { uid: "coach-2", email: null, isAnonymous: true, role: "coach" };
const visitor: SessionUser = { uid: "visitor", email: null, isAnonymous: true, role: null };
const withoutRole: SessionUser = { uid: "guest-1", email: "guest@state.edu", isAnonymous: false, role: null };

type GraphEvent = AuthEvent | { type: "xstate.error.actor.signInWithPassword"; error: unknown } | { type: "xstate.error.actor.signOut"; error: unknown };

/** Every event the graph may take: the provider's (with each kind of user), the page's, and the injected actors failing. */
const EVENTS: GraphEvent[] = [
  ...[coach, anonymousCoach, visitor, withoutRole, null].map((user) => ({ type: "INITIAL_SESSION" as const, user })),
  ...[coach, visitor, withoutRole].map((user) => ({ type: "SIGNED_IN" as const, user })),
  { type: "TOKEN_REFRESHED", user: anonymousCoach },
  { type: "USER_UPDATED", user: coach },
  { type: "PASSWORD_RECOVERY", user: coach },
  { type: "SIGNED_OUT" },
  { type: "SIGN_IN_WITH_PASSWORD", email: coach.email!, password: "correct horse" },
  { type: "SIGN_OUT" },
  { type: "RECOVERY_DONE" },
  { type: "xstate.error.actor.signInWithPassword", error: new Error("The email or password is incorrect.") },
  { type: "xstate.error.actor.signOut", error: new Error("offline") },
];

/**
 * A real actor whose injected actors the test drives: the listener's events are sent as the provider
 * would send them, and a failing sign-in or sign-out rejects the pending call.
 */
function harness() {
  const pending: Record<string, { reject: (error: unknown) => void; input?: unknown }> = {};
  const calls: string[] = [];
  const deferred = <I,>(name: string) =>
    fromPromise<void, I>(({ input }) => {
      calls.push(name);
      return new Promise<void>((_resolve, reject) => (pending[name] = { reject, input }));
    });
  let providerSend: ((event: EventObject) => void) | undefined;
  const actor = createActor(
    authMachine.provide({
      actors: {
        authListener: fromCallback<EventObject>(({ sendBack }) => {
          providerSend = sendBack;
        }),
        signInWithPassword: deferred<{ email: string; password: string }>("signInWithPassword"),
        signOut: deferred<import("xstate").NonReducibleUnknown>("signOut"),
      },
    }),
  );
  const notices: AuthNotice[] = [];
  actor.on("notify", (notice) => notices.push(notice));
  actor.start();
  return {
    actor,
    notices,
    calls,
    pending,
    async send(event: GraphEvent) {
      if (event.type.startsWith("xstate.error.actor.")) {
        const name = event.type.slice("xstate.error.actor.".length);
        pending[name]!.reject((event as { error: unknown }).error);
        await new Promise((resolve) => setTimeout(resolve, 0));
      } else if (event.type === "SIGN_IN_WITH_PASSWORD" || event.type === "SIGN_OUT" || event.type === "RECOVERY_DONE") actor.send(event as AuthEvent);
      else providerSend!(event);
    },
  };
}

const replayable = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.filter((step) => step.event.type !== "xstate.init").map((step) => step.event as GraphEvent);

describe("auth machine (spec §4 auth events)", () => {
  it("has a session only for a signed-in account or a coach, never for a bare anonymous visitor", () => {
    expect([coach, anonymousCoach, withoutRole, visitor, null].map((user) => hasSession(user))).toEqual([true, true, true, false, false]);
    expect([coach, anonymousCoach, withoutRole, visitor].map((user) => isCoach(user))).toEqual([true, true, false, false]);
  });

  it("reaches every state by a shortest path, replayed on a real actor with the same end state and context", async () => {
    const paths = getShortestPaths(authMachine, { events: EVENTS as AuthEvent[] });
    expect(new Set(paths.map((path) => JSON.stringify(path.state.value)))).toEqual(new Set(['"loading"', '"signedIn"', '"signedOut"', '"signingIn"', '"signingOut"']));
    for (const path of paths) {
      const run = harness();
      for (const event of replayable(path)) await run.send(event);
      expect(run.actor.getSnapshot().value).toEqual(path.state.value);
      expect(run.actor.getSnapshot().context).toEqual(path.state.context);
      run.actor.stop();
    }
  });

  it("in every state with every kind of user: signed in means a session, signed out means none, and every toast is one of the spec's", async () => {
    // One node per state, user and recovery flag: a shortest path to each.
    const paths = getShortestPaths(authMachine, {
      events: EVENTS as AuthEvent[],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.user?.uid ?? null, snapshot.context.recovering]),
    });
    const signedInAs = new Set(paths.filter((path) => path.state.matches("signedIn")).map((path) => path.state.context.user?.uid));
    expect(signedInAs).toEqual(new Set([coach.uid, anonymousCoach.uid, withoutRole.uid]));
    const titles = new Set<string>(Object.values(AUTH_TOASTS).map((toast) => toast.title));
    for (const path of paths) {
      const run = harness();
      for (const event of replayable(path)) await run.send(event);
      const snapshot = run.actor.getSnapshot();
      if (snapshot.matches("signedIn") || snapshot.matches("signingOut")) expect(hasSession(snapshot.context.user)).toBe(true);
      if (snapshot.matches("signedOut")) expect(hasSession(snapshot.context.user)).toBe(false);
      for (const notice of run.notices) expect(titles.has(notice.title)).toBe(true);
      run.actor.stop();
    }
  });

  it("initial session: a coach is signed in without a toast; a visitor is signed out", async () => {
    const signedIn = harness();
    await signedIn.send({ type: "INITIAL_SESSION", user: coach });
    expect(signedIn.actor.getSnapshot().value).toBe("signedIn");
    expect(signedIn.notices).toEqual([]);
    const visiting = harness();
    await visiting.send({ type: "INITIAL_SESSION", user: visitor });
    expect(visiting.actor.getSnapshot().value).toBe("signedOut");
  });

  it("password sign-in: calls the injected actor with the credentials, and 'Signed in' once the provider reports it", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: null });
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "jordan@state.edu", password: "correct horse" });
    expect(run.pending.signInWithPassword!.input).toEqual({ email: "jordan@state.edu", password: "correct horse" });
    await run.send({ type: "SIGNED_IN", user: coach });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    expect(run.notices).toEqual([{ type: "notify", title: "Signed in", variant: "default" }]);
  });

  it("a refused sign-in shows 'Authentication error' with the provider's message, or the spec's fallback", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: null });
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "jordan@state.edu", password: "wrong" });
    await run.send({ type: "xstate.error.actor.signInWithPassword", error: new Error("The email or password is incorrect.") });
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "jordan@state.edu", password: "wrong" });
    await run.send({ type: "xstate.error.actor.signInWithPassword", error: "not an Error" });
    expect(run.actor.getSnapshot().value).toBe("signedOut");
    expect(run.notices).toEqual([
      { type: "notify", title: "Authentication error", description: "The email or password is incorrect.", variant: "destructive" },
      { type: "notify", title: "Authentication error", description: "An unexpected error occurred.", variant: "destructive" },
    ]);
  });

  it("sign out: 'Signed out' and no user; a failed sign-out stays signed in with 'Sign out error'", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: coach });
    await run.send({ type: "SIGN_OUT" });
    await run.send({ type: "xstate.error.actor.signOut", error: new Error("offline") });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    await run.send({ type: "SIGN_OUT" });
    await run.send({ type: "SIGNED_OUT" });
    expect(run.actor.getSnapshot().value).toBe("signedOut");
    expect(run.actor.getSnapshot().context.user).toBeNull();
    expect(run.notices.map((notice) => [notice.title, notice.description])).toEqual([
      ["Sign out error", "An error occurred while signing out."],
      ["Signed out", undefined],
    ]);
  });

  it("a guest's emailed link signs in an account without the coach role: a session, without the coach's 'Signed in' toast", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: visitor });
    await run.send({ type: "SIGNED_IN", user: withoutRole });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    expect(isCoach(run.actor.getSnapshot().context.user)).toBe(false);
    expect(run.notices).toEqual([]);
  });

  it("signed in without the coach role, a password sign-in to a coach account replaces it; a refused one keeps the session", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: withoutRole });
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "jordan@state.edu", password: "wrong" });
    await run.send({ type: "xstate.error.actor.signInWithPassword", error: new Error("The email or password is incorrect.") });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "jordan@state.edu", password: "right" });
    await run.send({ type: "SIGNED_IN", user: coach });
    expect(run.actor.getSnapshot().context.user).toEqual(coach);
    expect(run.notices.map((notice) => notice.title)).toEqual(["Authentication error", "Signed in"]);
  });

  it("a coach already signed in ignores another password sign-in", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: coach });
    await run.send({ type: "SIGN_IN_WITH_PASSWORD", email: "x@state.edu", password: "whatever" });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    expect(run.calls).toEqual([]);
  });

  it("an anonymous visitor signing in (every visitor gets one) is no session and no toast", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: null });
    await run.send({ type: "SIGNED_IN", user: visitor });
    expect(run.actor.getSnapshot().value).toBe("signedOut");
    expect(run.notices).toEqual([]);
  });

  it("a visitor whose refreshed token makes them a coach (trial started) is signed in from then on", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: visitor });
    await run.send({ type: "TOKEN_REFRESHED", user: anonymousCoach });
    expect(run.actor.getSnapshot().value).toBe("signedIn");
    expect(isCoach(run.actor.getSnapshot().context.user)).toBe(true);
  });

  it("password recovery signs in and asks for a new password until the coach is done", async () => {
    const run = harness();
    await run.send({ type: "INITIAL_SESSION", user: null });
    await run.send({ type: "PASSWORD_RECOVERY", user: coach });
    expect(run.actor.getSnapshot().context.recovering).toBe(true);
    await run.send({ type: "USER_UPDATED", user: coach });
    await run.send({ type: "RECOVERY_DONE" });
    expect(run.actor.getSnapshot().context).toEqual({ user: coach, recovering: false });
  });
});
