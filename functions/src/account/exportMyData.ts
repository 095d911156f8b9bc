import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachFootprint, toJson } from "./footprint";

/** "Download all my data": every document about the caller (see footprint.ts), as JSON. */
export const exportMyData = defineCallable("exportMyData", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  options: { memory: "1GiB", timeoutSeconds: 300 },
  async handle(_request, { auth }) {
    const user = await requireCoach(auth.uid);
    const collections: Record<string, Array<Record<string, unknown>>> = {};
    for (const part of coachFootprint(auth.uid, user.email)) {
      const snapshots = await Promise.all((await part.find()).map((ref) => ref.get()));
      collections[part.label] = snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => ({ id: snapshot.id, ...(toJson(snapshot.data()) as Record<string, unknown>) }));
    }
    return { exportedAt: new Date().toISOString(), collections };
  },
});
