import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { BRAND } from "@machines/brand";
import { CONTACT_REPLY_PROMISE } from "@machines/contact/replyPromise";
import { CONTACT_MESSAGES, type ContactMessage } from "@machines/contact/schema";
import { defineCallable } from "../lib/callable";
import { contactMessages } from "../lib/firestore";
import { SUPPORT_INBOX } from "../lib/config";
import { settleNonCritical } from "../lib/nonCritical";
import { tryConsume } from "../lib/rateLimit";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";

const DAY_SECONDS = 24 * 60 * 60;

/** Messages one sender address may send a day, whichever browsers they come from. */
export const CONTACT_SENDER_DAILY_LIMIT = 5;

/** Names and subjects are single header lines: collapse any line breaks a sender typed. */
const oneLine = (text: string) => text.replace(/\s+/g, " ");

/** The email the support inbox receives; replying answers the sender. */
export function supportInboxEmail(message: ContactMessage, messageId: string) {
  return renderEmail({
    subject: `Contact form: ${oneLine(message.name)} <${message.email}>`,
    reason: `Sent to the ${BRAND.name} support inbox by the contact form on ${BRAND.domain}.`,
    paragraphs: [
      `New message from the ${BRAND.name} contact form.`,
      `From: ${oneLine(message.name)} <${message.email}>`,
      ...message.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
      `Reply to this email to answer ${message.email} (reference ${messageId}). We promise a reply within 1 business day.`,
    ],
  });
}

/**
 * The sender's acknowledgement. It deliberately does not repeat the message: anyone can type any address
 * into a public form, and we should not relay their text to it.
 */
export function contactAcknowledgementEmail(message: ContactMessage) {
  return renderEmail({
    subject: `We've received your message to ${BRAND.name}`,
    preheader: CONTACT_REPLY_PROMISE,
    reason: `You're getting this email because this address was entered in the contact form on ${BRAND.domain}.`,
    paragraphs: [
      `Hi ${oneLine(message.name)},`,
      `Thanks for contacting ${BRAND.name}. We've received your message and will respond within 1 business day.`,
      "If there's anything to add, just reply to this email.",
      `If you didn't write to us, you can ignore this email.`,
    ],
  });
}

/**
 * The /contact form: stores `contactMessages/{id}`, emails the support inbox (reply-to the sender) and
 * acknowledges to the sender. Limited per browser (defineCallable) and per sender address, since the
 * acknowledgement goes to whatever address was typed: that address hears from us at most once a day.
 */
export const submitContactMessage = defineCallable("submitContactMessage", {
  rateLimit: { limit: 3, windowSeconds: 600 },
  async handle(message, { auth }) {
    if (!(await tryConsume({ bucket: "contactSender", limit: CONTACT_SENDER_DAILY_LIMIT, windowSeconds: DAY_SECONDS }, message.email))) {
      throw new HttpsError("resource-exhausted", CONTACT_MESSAGES.senderLimited);
    }

    const ref = contactMessages.doc();
    const supportInbox = SUPPORT_INBOX.value();
    await ref.create({
      name: message.name,
      email: message.email,
      message: message.message,
      uid: auth.uid,
      supportInbox,
      createdAt: FieldValue.serverTimestamp(),
    });

    // Support must hear about the message, so a failure here fails the call and the sender can retry.
    await queueEmail(`contact-support-${ref.id}`, { to: supportInbox, replyTo: message.email, ...supportInboxEmail(message, ref.id) });
    if (await tryConsume({ bucket: "contactAcknowledgement", limit: 1, windowSeconds: DAY_SECONDS }, message.email)) {
      await settleNonCritical("Contact acknowledgement", { messageId: ref.id }, [
        queueEmail(`contact-ack-${ref.id}`, { to: message.email, replyTo: supportInbox, ...contactAcknowledgementEmail(message) }),
      ]);
    }
    return { status: "received" as const };
  },
});
