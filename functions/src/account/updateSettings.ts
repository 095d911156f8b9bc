import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { applySettings, settingsOf } from "./settings";

/** Saves the signed-in coach's time zone, delivery schedule and UA note address; answers the settings as saved. */
export const updateSettings = defineCallable("updateSettings", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  async handle(update, { auth }) {
    await requireCoach(auth.uid);
    return settingsOf(auth.uid, await applySettings(auth.uid, update));
  },
});
