import { readStartOnboardingSearch, type StartOnboardingSearch } from "@machines/pricing/startOnboarding";

// The route's search contract lives apart from the screens: route options load with the app,
// while the screens (and the onboarding machine) load only when a step is opened.

/** /pricing's choice (tier, cycle, sport), the invitation code and the continue link's flag. */
export interface ScreeningSearch extends StartOnboardingSearch {
  /** A referral code from an invitation link; it beats the form's field. */
  ref?: string;
  /** Set by the emailed continue link. */
  continue?: 1;
}

/** Typed search params of /initial-screening: anything else (e.g. Firebase's link parameters) is ignored. */
export function validateScreeningSearch(search: Record<string, unknown>): ScreeningSearch {
  const ref = typeof search.ref === "string" || typeof search.ref === "number" ? String(search.ref).trim() : "";
  const resume = search.continue === 1 || search.continue === "1" || search.continue === true;
  return { ...readStartOnboardingSearch(search), ...(ref ? { ref } : {}), ...(resume ? { continue: 1 as const } : {}) };
}
