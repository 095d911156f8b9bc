import type { OnboardingPosition } from "./steps";

/** The short step history kept next to the persisted state (readable by support in the console). */

export interface OnboardingHistoryEntry {
  step: OnboardingPosition;
  eventType: string;
  /** ISO 8601 timestamp. */
  at: string;
}

/** How many entries `appendHistory` keeps. */
export const ONBOARDING_HISTORY_LIMIT = 20;

/** One line of the short step history kept next to the persisted state. */
export function historyEntry(step: OnboardingPosition, eventType: string, at: Date | string = new Date()): OnboardingHistoryEntry {
  return { step, eventType, at: typeof at === "string" ? at : at.toISOString() };
}

/** Appends an entry, keeping the most recent `limit` ones. */
export function appendHistory(
  history: readonly OnboardingHistoryEntry[],
  entry: OnboardingHistoryEntry,
  limit: number = ONBOARDING_HISTORY_LIMIT,
): OnboardingHistoryEntry[] {
  return limit > 0 ? [...history, entry].slice(-limit) : [];
}
