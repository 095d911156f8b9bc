import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { addSenderAddress as addAddress } from "./senderConfirmation";

/** Settings' "Extra sender addresses": emails the address a link its owner opens to become a trusted sender. */
export const addSenderAddress = defineCallable("addSenderAddress", {
  rateLimit: { limit: 10, windowSeconds: 3600 },
  async handle({ address }, { auth }) {
    const coach = await requireCoach(auth.uid);
    return { status: await addAddress(auth.uid, coach, address), address };
  },
});
