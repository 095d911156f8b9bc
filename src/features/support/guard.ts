import { redirect } from "@tanstack/react-router";
import { hasSession, isSupport } from "@machines/auth/session";
import { loadSession } from "@/components/auth/sessionView";

/**
 * The support console's guard (its route's beforeLoad): a visitor who is not signed in goes to
 * /login?redirect=<where they were headed>; a signed-in account without the support role goes to /unauthorized.
 */
export async function requireSupportSession(href: string): Promise<void> {
  const session = await loadSession();
  const snapshot = await session.sessionWithFreshToken();
  const user = snapshot.context.user;
  const signedIn = (snapshot.matches("signedIn") || snapshot.matches("signingOut")) && hasSession(user);
  if (!signedIn) throw redirect({ to: "/login", search: { redirect: href } });
  if (!isSupport(user)) throw redirect({ to: "/unauthorized" });
}
