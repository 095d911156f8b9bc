// Kept apart from the page: a route's validateSearch ships in the entry bundle, its component does not.
export interface CoachConnectSearch {
  /** Prefills the referrer's email (e.g. 'Refer a Colleague' after signup). */
  email?: string;
}

/** Typed search params of /coach-connect: a non-empty `email` string, anything else ignored. */
export function validateCoachConnectSearch(search: Record<string, unknown>): CoachConnectSearch {
  const email = typeof search.email === "string" ? search.email.trim().slice(0, 254) : "";
  return email ? { email } : {};
}
