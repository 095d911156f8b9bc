import { redirect } from "@tanstack/react-router";
import { hasSession, type SessionUser } from "@machines/auth/session";
import { loadSession } from "./sessionView";

/**
 * A guarded route's beforeLoad: a visitor who is not signed in goes to /login?redirect=<where they were headed> and
 * comes back after signing in; a signed-in account without the role (`hasRole`) goes to /unauthorized. Tiny on
 * purpose: route guards ship with the entry, the session (and Firebase Auth) loads on demand.
 */
export async function requireSessionWith(href: string, hasRole: (user: SessionUser) => boolean): Promise<void> {
  const session = await loadSession();
  const snapshot = await session.sessionWithFreshToken();
  const user = snapshot.context.user;
  const signedIn = (snapshot.matches("signedIn") || snapshot.matches("signingOut")) && hasSession(user);
  if (!signedIn) throw redirect({ to: "/login", search: { redirect: href } });
  if (!hasRole(user)) throw redirect({ to: "/unauthorized" });
}
