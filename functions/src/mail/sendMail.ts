import { Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { BRAND } from "@machines/brand";
import { db } from "../lib/admin";
import { APP_ORIGIN, MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from "../lib/config";
import { mail } from "../lib/firestore";
import type { MailDoc } from "@machines/mail/documents";
import { EMAIL_LOGO_CID, renderEmail, type EmailContent } from "./layout";
import { EMAIL_LOGO } from "./logoImage";
import { UNSUBSCRIBE_SIGNING_KEY, unsubscribeUrl } from "./unsubscribeToken";
import { isUnsubscribed } from "./unsubscribes";

/**
 * What goes out for one stored email: marketing email is rendered again with the recipient's one-click
 * unsubscribe link in the footer and in the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function outgoingMessage(
  stored: Pick<MailDoc, "to" | "replyTo" | "subject" | "text" | "html" | "category" | "contentJson" | "attachments">,
  appOrigin: string,
  signingKey: string,
) {
  const marketing = stored.category === "marketing";
  const link = marketing ? unsubscribeUrl(appOrigin, stored.to, signingKey) : undefined;
  const rendered = stored.contentJson ? renderEmail(JSON.parse(stored.contentJson) as EmailContent, { unsubscribeUrl: link }) : stored;
  return {
    to: stored.to,
    replyTo: stored.replyTo,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    // The logo, inline: it shows in Gmail and Outlook without fetching anything.
    attachments: [
      ...(rendered.html.includes(`cid:${EMAIL_LOGO_CID}`)
        ? [{ filename: EMAIL_LOGO.filename, contentType: EMAIL_LOGO.contentType, content: EMAIL_LOGO.base64, encoding: "base64", cid: EMAIL_LOGO_CID }]
        : []),
      ...(stored.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
    ],
    headers: link ? { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {},
  };
}

type Claim = { kind: "send"; message: MailDoc } | { kind: "done" };

/**
 * Claims the delivery before any SMTP traffic: the attempt is recorded as SENDING first. A retry
 * that finds SENDING (the previous attempt ended before recording its outcome, perhaps after the
 * server accepted the message) marks it UNKNOWN and sends nothing: at most once, never twice.
 */
function claimDelivery(mailId: string): Promise<Claim> {
  return db.runTransaction(async (transaction) => {
    const ref = mail.doc(mailId);
    const message = (await transaction.get(ref)).data();
    if (!message) {
      logger.warn("Queued email no longer exists", { mailId });
      return { kind: "done" };
    }
    const { state, attempts } = message.delivery;
    if (state === "SUCCESS" || state === "UNKNOWN" || state === "UNSUBSCRIBED") return { kind: "done" };
    if (state === "SENDING") {
      logger.error("An earlier attempt ended without an outcome; not sending again", { mailId });
      transaction.update(ref, { "delivery.state": "UNKNOWN" });
      return { kind: "done" };
    }
    transaction.update(ref, { "delivery.state": "SENDING", "delivery.attempts": attempts + 1, "delivery.attemptStartedAt": Timestamp.now() });
    return { kind: "send", message };
  });
}

/** Delivers one queued email from `mail/{mailId}`; SMTP failures are retried by Cloud Tasks with backoff. */
export const sendMail = onTaskDispatched<{ mailId: string }>(
  {
    secrets: [SMTP_PASSWORD, UNSUBSCRIBE_SIGNING_KEY],
    retryConfig: { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 600 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async ({ data }) => {
    const ref = mail.doc(data.mailId);
    // The address may have unsubscribed since the email was queued.
    const queued = (await ref.get()).data();
    if (queued?.category === "marketing" && queued.delivery.state === "PENDING" && (await isUnsubscribed(queued.to))) {
      await ref.update({ "delivery.state": "UNSUBSCRIBED" });
      return;
    }
    const claim = await claimDelivery(data.mailId);
    if (claim.kind === "done") return;

    let messageId: string;
    try {
      const user = SMTP_USER.value();
      const { createTransport } = await import("nodemailer");
      const transport = createTransport({
        host: SMTP_HOST.value(),
        port: SMTP_PORT.value(),
        secure: SMTP_PORT.value() === 465,
        auth: user ? { user, pass: SMTP_PASSWORD.value() } : undefined,
      });
      const info = await transport.sendMail({
        from: MAIL_FROM.value(),
        ...outgoingMessage(claim.message, APP_ORIGIN.value(), UNSUBSCRIBE_SIGNING_KEY.value()),
        // Stable per queued email, so a receiving server can tell a duplicate for what it is.
        messageId: `<${data.mailId}@${BRAND.domain}>`,
      });
      messageId = info.messageId;
    } catch (error) {
      await ref.update({ "delivery.state": "ERROR", "delivery.error": error instanceof Error ? error.message : String(error) });
      throw error;
    }
    await ref.update({ "delivery.state": "SUCCESS", "delivery.messageId": messageId, "delivery.deliveredAt": Timestamp.now() });
  },
);
