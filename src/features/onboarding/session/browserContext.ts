import { readText, writeText } from "@/lib/webStorage";

/** What the onboarding flow keeps in this browser: the session id the screening webhook reports and the email for the continue link. */

const SESSION_ID_KEY = "onboarding.sessionId";
/** Firebase's recommended place for the address an email sign-in link was sent to. */
const EMAIL_FOR_SIGN_IN_KEY = "onboarding.emailForSignIn";
/** Spec §9: the mobile breakpoint. */
const MOBILE_QUERY = "(max-width: 767px)";

/** The id this browser keeps; undefined where storage is disabled. */
function sessionId(): string | undefined {
  const stored = readText("localStorage", SESSION_ID_KEY);
  if (stored) return stored;
  writeText("localStorage", SESSION_ID_KEY, crypto.randomUUID());
  return readText("localStorage", SESSION_ID_KEY);
}

/** The screening request's `client`: the server substitutes 'no session' when there is no id. */
export function clientContext() {
  return { sessionId: sessionId(), deviceType: window.matchMedia(MOBILE_QUERY).matches ? ("mobile" as const) : ("desktop" as const) };
}

export function rememberEmailForSignIn(email: string): void {
  writeText("localStorage", EMAIL_FOR_SIGN_IN_KEY, email);
}

export function emailForSignIn(): string | undefined {
  return readText("localStorage", EMAIL_FOR_SIGN_IN_KEY);
}
