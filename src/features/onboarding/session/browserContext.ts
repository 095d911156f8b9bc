/** What the onboarding flow keeps in this browser: the session id the screening webhook reports and the email for the continue link. */

const SESSION_ID_KEY = "onboarding.sessionId";
/** Firebase's recommended place for the address an email sign-in link was sent to. */
const EMAIL_FOR_SIGN_IN_KEY = "onboarding.emailForSignIn";
/** Spec §9: the mobile breakpoint. */
const MOBILE_QUERY = "(max-width: 767px)";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled (privacy mode): the flow works without it.
  }
}

function sessionId(): string | undefined {
  const store = storage();
  if (!store) return undefined;
  let id = store.getItem(SESSION_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    store.setItem(SESSION_ID_KEY, id);
  }
  return id;
}

/** The screening request's `client`: the server substitutes 'no session' when there is no id. */
export function clientContext() {
  return { sessionId: sessionId(), deviceType: window.matchMedia(MOBILE_QUERY).matches ? ("mobile" as const) : ("desktop" as const) };
}

export function rememberEmailForSignIn(email: string): void {
  storage()?.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

export function emailForSignIn(): string | undefined {
  return storage()?.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? undefined;
}
