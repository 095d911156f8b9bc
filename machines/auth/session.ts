import { COACH_ROLE, SUPPORT_ROLE } from "./messages";

/** Who is signed in, without the machine (xstate): route guards and the shell read it from here. */

/** What the provider says about the current user. Every visitor has an anonymous user; only a coach's or a signed-in account counts as a session. */
export interface SessionUser {
  uid: string;
  email: string | null;
  isAnonymous: boolean;
  role: typeof COACH_ROLE | typeof SUPPORT_ROLE | null;
}

/** A user that is a session: a signed-in account (not a bare anonymous visitor) or a coach. */
export function hasSession(user: SessionUser | null | undefined): user is SessionUser {
  return !!user && (!user.isAnonymous || user.role === COACH_ROLE);
}

export const isCoach = (user: SessionUser | null | undefined) => hasSession(user) && user.role === COACH_ROLE;

/** A signed-in account of the support team (never a coach: the two roles don't mix). */
export const isSupport = (user: SessionUser | null | undefined) => hasSession(user) && user.role === SUPPORT_ROLE;


/**
 * Remembered in the browser's local storage while a coach is signed in, so public pages load the
 * session (and the Auth SDK) only for a visitor who was signed in as a coach.
 */
export const COACH_SESSION_HINT_KEY = "inboxscout:coach-session";
