import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { settingsOf } from "./settings";

/** The signed-in coach's settings (Settings page). */
export const getSettings = defineCallable("getSettings", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle(_request, { auth }) {
    return settingsOf(auth.uid, await requireCoach(auth.uid));
  },
});
