import { redirect } from "@tanstack/react-router";
import { hasSession, isCoach } from "@machines/auth/session";
import { loadSession } from "@/components/auth/sessionView";

/**
 * The portal's guard (`_portal` layout route's beforeLoad): a visitor who is not signed in goes to
 * /login?redirect=<where they were headed> and comes back after signing in; a signed-in account
 * without the coach role goes to /unauthorized. Tiny on purpose: route guards ship with the entry,
 * the session (and Firebase Auth) loads on demand.
 */
export async function requireCoachSession(href: string): Promise<void> {
  const session = await loadSession();
  const snapshot = await session.sessionWithFreshToken();
  const user = snapshot.context.user;
  const signedIn = (snapshot.matches("signedIn") || snapshot.matches("signingOut")) && hasSession(user);
  if (!signedIn) throw redirect({ to: "/login", search: { redirect: href } });
  if (!isCoach(user)) throw redirect({ to: "/unauthorized" });
}
