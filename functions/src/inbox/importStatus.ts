import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachAthletes, coachEmails } from "../lib/firestore";

/**
 * An import's progress for its progress bar, counted with aggregation queries (never by reading every
 * email): messages stored, read so far, summarised, and athletes new since the import's first message.
 */
export const importStatus = defineCallable("importStatus", {
  rateLimit: { limit: 600, windowSeconds: 3600 },
  async handle({ importId }, { auth }) {
    const uid = auth.uid;
    await requireCoach(uid);
    const ofImport = coachEmails(uid).where("importId", "==", importId);
    const [stored, waiting, summarised, first] = await Promise.all([
      ofImport.count().get(),
      ofImport.where("state.status", "==", "received").count().get(),
      ofImport.where("state.status", "==", "summarised").count().get(),
      ofImport.orderBy("receivedAt").limit(1).get(),
    ]);
    const startedAt = first.docs[0]?.data().receivedAt.toDate().toISOString();
    const newAthletes = startedAt ? (await coachAthletes(uid).where("createdAt", ">=", startedAt).count().get()).data().count : 0;
    return { stored: stored.data().count, processed: stored.data().count - waiting.data().count, summarised: summarised.data().count, newAthletes };
  },
});
