import { z } from "zod";
import { athleteIdSchema } from "./athletes";

/**
 * Deleting athletes from the coach's list (one from her page, several from the list's selection), with
 * undo: a deleted athlete is kept aside, with everything keyed by her, for UNDO_DELETE_HOURS, and
 * restoring her puts back exactly what was there.
 */

/** Athletes one deletion takes at most (a page of the list's selection). */
export const MAX_ATHLETES_PER_DELETION = 50;
/** How long a deleted athlete can be brought back; after that she is gone for good. */
export const UNDO_DELETE_HOURS = 24;

const athleteIds = z.array(athleteIdSchema).min(1).max(MAX_ATHLETES_PER_DELETION);

export const deleteAthletesRequestSchema = z.object({ athleteIds }).strict();
export const deleteAthletesResponseSchema = z.object({
  deleted: z.array(athleteIdSchema),
});
export const restoreAthletesRequestSchema = z.object({ athleteIds }).strict();
export const restoreAthletesResponseSchema = z.object({
  restored: z.array(athleteIdSchema),
});

export const ATHLETE_DELETION_MESSAGES = {
  deleteOne: (name: string) => `Delete ${name}?`,
  deleteMany: (count: number) => `Delete ${count} athletes?`,
  explain: `Their fields, notes and place in search go. The emails stay in your Inbox. You can undo this for ${UNDO_DELETE_HOURS} hours.`,
  deleted: (count: number) => (count === 1 ? "Athlete deleted." : `${count} athletes deleted.`),
  undo: "Undo",
  restored: (count: number) => (count === 1 ? "Athlete restored." : `${count} athletes restored.`),
  deleteFailed: "The athletes could not be deleted. Please try again.",
  restoreFailed: "The athletes could not be restored. Please try again.",
  notRestorable: "That athlete can no longer be restored.",
} as const;
