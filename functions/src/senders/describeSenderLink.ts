import { defineCallable } from "../lib/callable";
import { describeSenderLink as describe } from "./senderConfirmation";

/** The /confirm-sender page before its button: which coach asked, for which address. Spends nothing. */
export const describeSenderLink = defineCallable("describeSenderLink", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  handle: ({ token }) => describe(token),
});
