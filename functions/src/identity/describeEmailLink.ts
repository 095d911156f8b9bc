import { defineCallable } from "../lib/callable";
import { guests } from "../lib/firestore";
import { emailLinkRef, isUsable } from "./emailLinks";

/**
 * What an emailed link is for, shown before the coach confirms it: the address and the name typed
 * at screening, so someone who did not start this signup can tell. Reading it spends nothing.
 */
export const describeEmailLink = defineCallable("describeEmailLink", {
  rateLimit: { limit: 30, windowSeconds: 600 },
  async handle({ token }) {
    const link = (await emailLinkRef(token).get()).data();
    if (!isUsable(link, new Date()) || link.purpose === "confirm-sender") return { status: "unusable" as const };
    const guest = (await guests.doc(link.uid).get()).data();
    return {
      status: "usable" as const,
      purpose: link.purpose,
      email: link.email,
      firstName: guest?.first_name ?? "",
      lastName: guest?.last_name ?? "",
      sentAt: link.createdAt.toDate().toISOString(),
    };
  },
});
