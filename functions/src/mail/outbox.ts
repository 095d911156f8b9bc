import { FieldValue } from "firebase-admin/firestore";
import { isAlreadyExists } from "../lib/admin";
import { mail } from "../lib/firestore";
import type { MailAttachment, MailDoc } from "@machines/mail/documents";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import type { EmailCategory } from "@machines/mail/emailCategory";
import type { EmailContent } from "./layout";
import { isUnsubscribed } from "./unsubscribes";

/** An email to queue: the recipient and what `renderEmail` returned (`{ to, ...renderEmail(content) }`). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** From renderEmail; missing means transactional. */
  category?: EmailCategory;
  /** From renderEmail: sendMail renders it again with the recipient's unsubscribe link. */
  content?: EmailContent;
  attachments?: MailAttachment[];
}

export const MAIL_QUEUE = "sendMail";

function toStored(email: OutgoingEmail, unsubscribed: boolean): Omit<MailDoc, "createdAt"> {
  return {
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    category: email.category ?? "transactional",
    // Firestore holds no nested arrays (table rows), so the content is kept as JSON.
    ...(email.content ? { contentJson: JSON.stringify(email.content) } : {}),
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
    delivery: { state: unsubscribed ? "UNSUBSCRIBED" : "PENDING", attempts: 0 },
  };
}

/**
 * Queues an email once per id: the message is stored in `mail/{id}` (readable by support in the
 * console, with its delivery state) and a `sendMail` task delivers it with retries. Calling again
 * with the same id, as a retried trigger does, sends nothing twice. Marketing email to an address
 * that unsubscribed is stored as UNSUBSCRIBED and never sent.
 */
export async function queueEmail(id: string, email: OutgoingEmail): Promise<void> {
  const unsubscribed = email.category === "marketing" && (await isUnsubscribed(email.to));
  try {
    await mail.doc(id).create({ ...toStored(email, unsubscribed), createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  if (!unsubscribed) await enqueueOnce(MAIL_QUEUE, taskIdFor("mail", id), { mailId: id });
}
