import { DAY_MS } from "../shared/dates";
import type { Subprocessor } from "./documents";

/**
 * Changes to the subprocessors list (SUBPROCESSORS in ./documents.ts): an entry's `since` or `until` date is
 * a change on that date. The DPA promises an email to every coach SUBPROCESSOR_NOTICE_DAYS before a change
 * takes effect; functions/src/legal/subprocessorNotices.ts sends it, once per change date and coach.
 */
export const SUBPROCESSOR_NOTICE_DAYS = 10;

export interface SubprocessorChange {
  /** ISO date (YYYY-MM-DD) the change takes effect. */
  date: string;
  added: Subprocessor[];
  removed: Subprocessor[];
}

/** Every change the list describes, oldest first. */
export function subprocessorChanges(list: readonly Subprocessor[]): SubprocessorChange[] {
  const dates = [...new Set(list.flatMap((entry) => [entry.since, entry.until].filter((date): date is string => date !== undefined)))].sort();
  return dates.map((date) => ({ date, added: list.filter((entry) => entry.since === date), removed: list.filter((entry) => entry.until === date) }));
}

const startOfDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The changes whose notice is due at `now`: from SUBPROCESSOR_NOTICE_DAYS before they take effect until they do. */
export const subprocessorNoticesDue = (list: readonly Subprocessor[], now: Date) =>
  subprocessorChanges(list).filter(({ date }) => now.getTime() >= startOfDay(date) - SUBPROCESSOR_NOTICE_DAYS * DAY_MS && now.getTime() < startOfDay(date));

const described = (entry: Subprocessor) => `${entry.name} (${entry.location}): ${entry.purpose}`;

/** The notice's words (the functions lay them out as an email). */
export function subprocessorNoticeText(change: SubprocessorChange, effective: string, supportEmail: string) {
  return {
    subject: `Our subprocessors change on ${effective}`,
    paragraphs: [
      `On ${effective} the list of subprocessors that process your data for us changes, as our Data Processing Agreement says we will tell you ${SUBPROCESSOR_NOTICE_DAYS} days ahead.`,
      ...change.added.map((entry) => `Added: ${described(entry)}`),
      ...change.removed.map((entry) => `No longer used: ${described(entry)}`),
      `You may object on reasonable data-protection grounds within ${SUBPROCESSOR_NOTICE_DAYS} days by writing to ${supportEmail}.`,
    ],
  };
}
