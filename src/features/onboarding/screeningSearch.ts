import { readStartOnboardingSearch, type StartOnboardingSearch } from "@machines/pricing/startOnboarding";

// The route's search contract lives apart from the screens: route options load with the app,
// while the screens (and the onboarding machine) load only when a step is opened.

/** /pricing's choice (tier, cycle, sport), the invitation code and the continue link's flag. */
export interface ScreeningSearch extends StartOnboardingSearch {
  /** A referral code from an invitation link; it beats the form's field. */
  ref?: string;
  /** The emailed confirmation link's token. */
  continue?: string;
}

/** Typed search params of /initial-screening: anything else is ignored. */
export function validateScreeningSearch(search: Record<string, unknown>): ScreeningSearch {
  const ref = typeof search.ref === "string" || typeof search.ref === "number" ? String(search.ref).trim() : "";
  // Kept as typed: the page checks the token with the server, which says when it is not one.
  const token = typeof search.continue === "string" ? search.continue.trim().slice(0, 100) : "";
  return { ...readStartOnboardingSearch(search), ...(ref ? { ref } : {}), ...(token ? { continue: token } : {}) };
}
