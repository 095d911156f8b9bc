import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { UNDO_DELETE_HOURS } from "@machines/portal/athleteDeletion";
import { ATHLETE_MESSAGES } from "@machines/portal/athletes";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { athleteKeys, athleteMerges, coachAthletes, deletedAthletes } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { deleteAthlete } from "./athleteIndex";

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
      const found = await Promise.all(
        ids.map(async (id) => {
          const [athlete, keys, keptLogs, ownLog] = await Promise.all([
            transaction.get(coachAthletes(uid).doc(id)).then((s) => s.data()),
            transaction.get(athleteKeys(uid).where("athleteId", "==", id)).then((q) => q.docs.map((doc) => doc.data())),
            transaction.get(athleteMerges(uid).where("keptId", "==", id)).then((q) => q.docs.map((doc) => ({ id: doc.id, log: doc.data() }))),
            transaction.get(athleteMerges(uid).doc(id)).then((s) => s.data()),
          ]);
          return {
            id,
            athlete,
            keys,
            mergeLogs: ownLog ? [...keptLogs, { id, log: ownLog }] : keptLogs,
          };
        }),
      );
      // Asked again after it happened (a retried click), an athlete already set aside counts as deleted.
      const alreadyDeleted = await Promise.all(
        found.filter((entry) => !entry.athlete).map((entry) => transaction.get(deletedAthletes(uid).doc(entry.id)).then((s) => s.exists)),
      );
      if (alreadyDeleted.includes(false)) throw new HttpsError("not-found", ATHLETE_MESSAGES.notFound);
      const now = Date.now();
      for (const { id, athlete, keys, mergeLogs } of found) {
        if (!athlete) continue;
        transaction.set(deletedAthletes(uid).doc(id), {
          athlete,
          keys,
          mergeLogs,
          deletedAt: Timestamp.fromMillis(now),
          expiresAt: Timestamp.fromMillis(now + UNDO_DELETE_HOURS * HOUR_MS),
        });
        deleteAthlete(transaction, uid, id);
        for (const key of keys) transaction.delete(athleteKeys(uid).doc(keyOf(key.key)));
        for (const entry of mergeLogs) transaction.delete(athleteMerges(uid).doc(entry.id));
      }
      return ids;
    });
    return { deleted };
  },
});
