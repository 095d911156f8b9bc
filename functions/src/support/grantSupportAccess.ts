import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { grantAccess, supportAccessOf } from "./access";

/** "Let support see my athletes and emails for 24 hours" (Settings); pressed again, the 24 hours start over. */
export const grantSupportAccess = defineCallable("grantSupportAccess", {
  rateLimit: { limit: 10, windowSeconds: 60 },
  async handle(_request, { auth }) {
    await requireCoach(auth.uid);
    await grantAccess(auth.uid);
    return supportAccessOf(auth.uid);
  },
});
