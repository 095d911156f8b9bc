import { HttpsError } from "firebase-functions/v2/https";
import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { athleteKeys, athleteMerges, coachAthletes, deletedAthletes } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { saveAthlete } from "./athleteIndex";

/**
 * Undoes deleteAthletes: each athlete the caller set aside comes back exactly as she was, with her
 * search-index row, identity keys and merge records, in one transaction. Asked again after it happened,
 * an athlete already back counts as restored; one never deleted by the caller (or swept since) is refused.
 */
export const restoreAthletes = defineCallable("restoreAthletes", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle({ athleteIds }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const ids = [...new Set(athleteIds)];
    const restored = await db.runTransaction(async (transaction) => {
      const entries = await Promise.all(
        ids.map(async (id) => {
          const deleted = (await transaction.get(deletedAthletes(uid).doc(id))).data();
          // A key another athlete claimed since (a new email about her made a new record) stays that athlete's.
          const claimed = await Promise.all((deleted?.keys ?? []).map((key) => transaction.get(athleteKeys(uid).doc(keyOf(key.key))).then((s) => s.exists)));
          return {
            id,
            deleted,
            freeKeys: (deleted?.keys ?? []).filter((_key, index) => !claimed[index]),
            present: (await transaction.get(coachAthletes(uid).doc(id))).exists,
          };
        }),
      );
      if (entries.some((entry) => !entry.deleted && !entry.present)) throw new HttpsError("not-found", ATHLETE_DELETION_MESSAGES.notRestorable);
      for (const { id, deleted, freeKeys } of entries) {
        if (!deleted) continue;
        saveAthlete(transaction, uid, deleted.athlete);
        for (const key of freeKeys) transaction.set(athleteKeys(uid).doc(keyOf(key.key)), key);
        for (const entry of deleted.mergeLogs) transaction.set(athleteMerges(uid).doc(entry.id), entry.log);
        transaction.delete(deletedAthletes(uid).doc(id));
      }
      return ids;
    });
    return { restored };
  },
});
