/** The auth toasts of spec §8, verbatim. */
export const AUTH_TOASTS = {
  signedIn: { title: "Signed in" },
  signedOut: { title: "Signed out" },
  authError: { title: "Authentication error", fallback: "An unexpected error occurred." },
  signOutError: { title: "Sign out error", description: "An error occurred while signing out." },
} as const;

/** The coach role (spec §6), granted when the trial starts. */
export const COACH_ROLE = "coach";

/** The support team's role (`npm run support:grant`); an account has one of the two, never both. */
export const SUPPORT_ROLE = "support";
