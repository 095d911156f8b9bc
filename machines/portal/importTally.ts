import type { ImportOutcome } from "./import";

/** What became of one file's messages, as the browser counts them while it sends them. */
export interface FileTally {
  sent: number;
  imported: number;
  duplicates: number;
  notEmails: number;
  tooLarge: number;
}

export const emptyTally = (): FileTally => ({ sent: 0, imported: 0, duplicates: 0, notEmails: 0, tooLarge: 0 });

const COUNTS: Record<ImportOutcome, keyof FileTally> = { imported: "imported", duplicate: "duplicates", "not-an-email": "notEmails" };

/** The tally after a batch the server answered: every message counted once as sent and once by its outcome. */
export function countOutcomes(tally: FileTally, outcomes: readonly ImportOutcome[]): FileTally {
  const next = { ...tally, sent: tally.sent + outcomes.length };
  for (const outcome of outcomes) next[COUNTS[outcome]]++;
  return next;
}
