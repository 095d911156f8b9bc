import { defineCallable } from "../lib/callable";
import { confirmSender as confirm } from "./senderConfirmation";

/** The assistant's "Confirm" on /confirm-sender (any signed-in browser; the link is the proof). */
export const confirmSender = defineCallable("confirmSender", {
  rateLimit: { limit: 20, windowSeconds: 600 },
  handle: ({ token }, { auth }) => confirm(token, auth.uid),
});
