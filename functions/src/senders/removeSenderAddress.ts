import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { removeSenderAddress as removeAddress } from "./senderConfirmation";

/** Settings' "Remove": the sender's forwards are held again. */
export const removeSenderAddress = defineCallable("removeSenderAddress", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  async handle({ address }, { auth }) {
    await requireCoach(auth.uid);
    await removeAddress(auth.uid, address);
    return { status: "blocked" as const };
  },
});
