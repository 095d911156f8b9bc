import { FieldValue } from "firebase-admin/firestore";
import { db, isAlreadyExists } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { toWaitlistRow, waitlistEntryId } from "./waitlistEntry";

/** Adds a coach to the waitlist, or refreshes their entry if the email is already on it. */
export const joinWaitlist = defineCallable("joinWaitlist", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(signup) {
    const row = toWaitlistRow(signup);
    const ref = db.collection("waitlist").doc(waitlistEntryId(row.email));
    try {
      await ref.create({ ...row, createdAt: FieldValue.serverTimestamp() });
      return { status: "joined" };
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    await ref.update({ ...row, updatedAt: FieldValue.serverTimestamp() });
    return { status: "already-on-list" };
  },
});
