import { BETA_SPORTS, WAITLIST_SPORTS } from "@machines/sports";

/** 'Volleyball – Women' belongs to the beta sport 'Volleyball'; 'Beach Volleyball' does not. */
const isBetaSport = (label: string) => BETA_SPORTS.some((sport) => label === sport || label.startsWith(`${sport} – `));

/**
 * The referee's sport: the waitlist's full list (a colleague may coach anything), with the sports
 * the beta is open to first, so the referrer sees which colleagues can start a trial today.
 */
export const REFEREE_SPORT_GROUPS = [
  { label: "Open in the beta now", sports: WAITLIST_SPORTS.filter(isBetaSport) },
  { label: "Other sports (waitlist for now)", sports: WAITLIST_SPORTS.filter((label) => !isBetaSport(label)) },
] as const;
