import { FALLBACK_TIME_ZONE, runtimeTimeZone } from "@machines/shared/dates";
import { readText, writeText } from "@/lib/webStorage";

/** What the onboarding flow keeps in this browser: the session id the screening webhook reports. */

const SESSION_ID_KEY = "onboarding.sessionId";
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
  return {
    sessionId: sessionId(),
    deviceType: window.matchMedia(MOBILE_QUERY).matches ? ("mobile" as const) : ("desktop" as const),
    timeZone: runtimeTimeZone() ?? FALLBACK_TIME_ZONE,
  };
}
