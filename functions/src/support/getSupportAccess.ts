import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { supportAccessOf } from "./access";

/** Settings: whether support may see the coach's athletes and emails, and every view and action of support about them. */
export const getSupportAccess = defineCallable("getSupportAccess", {
  rateLimit: { limit: 30, windowSeconds: 60 },
  async handle(_request, { auth }) {
    await requireCoach(auth.uid);
    return supportAccessOf(auth.uid);
  },
});
