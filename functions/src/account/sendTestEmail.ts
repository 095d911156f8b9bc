import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { sendTestEmail as send } from "./testEmail";

/** "Send a test email" (Settings): one sample recruiting email a day through the coach's own pipeline. */
export const sendTestEmail = defineCallable("sendTestEmail", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const coach = await requireCoach(auth.uid);
    return { status: await send(auth.uid, coach), forwardingAddress: coach.forwardingAddress };
  },
});
