import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { UNDO_DELETE_HOURS } from "@machines/portal/athleteDeletion";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { deletedAthletes } from "../lib/firestore";
import { readAthleteWithKeys, removeAthleteWithKeys } from "./athleteRemoval";

const HOUR_MS = 3_600_000;

/**
 * Deletes some of the caller's athletes in one transaction: each athlete, her search-index row, her
 * identity keys and the merge records keyed by her are set aside in `deletedAthletes` (undo:
 * restoreAthletes). The emails stay in the Inbox. Only the caller's own athletes are read (their path
 * is under the caller), so an id that is not theirs is not found and nothing is deleted.
 */
export const deleteAthletes = defineCallable("deleteAthletes", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ athleteIds }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const ids = [...new Set(athleteIds)];
    const deleted = await db.runTransaction(async (transaction) => {
      const found = await Promise.all(ids.map((id) => readAthleteWithKeys(transaction, uid, id)));
      // Asked again after it happened (a retried click), an athlete already set aside counts as deleted.
      const alreadyDeleted = await Promise.all(
        found.filter((entry) => !entry.athlete).map((entry) => transaction.get(deletedAthletes(uid).doc(entry.id)).then((s) => s.exists)),
      );
      if (alreadyDeleted.includes(false)) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      const now = Date.now();
      for (const entry of found) {
        const { id, athlete, keys, mergeLogs } = entry;
        if (!athlete) continue;
        transaction.set(deletedAthletes(uid).doc(id), {
          athlete,
          keys,
          mergeLogs,
          deletedAt: Timestamp.fromMillis(now),
          expiresAt: Timestamp.fromMillis(now + UNDO_DELETE_HOURS * HOUR_MS),
        });
        removeAthleteWithKeys(transaction, uid, entry);
      }
      return ids;
    });
    return { deleted };
  },
});
