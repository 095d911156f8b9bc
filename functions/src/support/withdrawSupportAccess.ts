import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { supportAccessOf, withdrawAccess } from "./access";

/** The coach takes back support's access before the 24 hours are over. */
export const withdrawSupportAccess = defineCallable("withdrawSupportAccess", {
  rateLimit: { limit: 10, windowSeconds: 60 },
  async handle(_request, { auth }) {
    await requireCoach(auth.uid);
    await withdrawAccess(auth.uid);
    return supportAccessOf(auth.uid);
  },
});
