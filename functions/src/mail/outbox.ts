import { FieldValue } from "firebase-admin/firestore";
import { db, isAlreadyExists } from "../lib/admin";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export const MAIL_QUEUE = "sendMail";

/**
 * Queues an email once per id: the message is stored in `mail/{id}` (readable by support in the
 * console, with its delivery state) and a `sendMail` task delivers it with retries. Calling again
 * with the same id, as a retried trigger does, sends nothing twice.
 */
export async function queueEmail(id: string, email: OutgoingEmail): Promise<void> {
  try {
    await db.collection("mail").doc(id).create({
      ...email,
      delivery: { state: "PENDING", attempts: 0 },
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  await enqueueOnce(MAIL_QUEUE, taskIdFor("mail", id), { mailId: id });
}
