import { FieldValue } from "firebase-admin/firestore";
import { isAlreadyExists } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { toWaitlistRow, waitlistEntryRef } from "./waitlistEntry";

/**
 * Adds a coach to the waitlist. An address already on it keeps its first entry: a stranger typing
 * someone's address can neither overwrite their details nor learn they are on the list (the answer
 * is the same), and the confirmation email goes once, when the entry is created.
 */
export const joinWaitlist = defineCallable("joinWaitlist", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(signup) {
    const row = toWaitlistRow(signup);
    try {
      await waitlistEntryRef(row.email).create({ ...row, createdAt: FieldValue.serverTimestamp() });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    return { status: "joined" as const };
  },
});
