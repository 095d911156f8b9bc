import * as logger from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { createTransport } from "nodemailer";
import { db } from "../lib/admin";
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_USER } from "../lib/config";
import type { OutgoingEmail } from "./outbox";

/** Delivers one queued email from `mail/{mailId}`; failures are retried by Cloud Tasks with backoff. */
export const sendMail = onTaskDispatched<{ mailId: string }>(
  {
    secrets: [SMTP_PASSWORD],
    retryConfig: { maxAttempts: 8, minBackoffSeconds: 10, maxBackoffSeconds: 600 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async ({ data, retryCount }) => {
    const ref = db.collection("mail").doc(data.mailId);
    const snapshot = await ref.get();
    if (!snapshot.exists) {
      logger.warn("Queued email no longer exists", { mailId: data.mailId });
      return;
    }
    const mail = snapshot.data() as OutgoingEmail & { delivery?: { state?: string } };
    if (mail.delivery?.state === "SUCCESS") return;

    try {
      const user = SMTP_USER.value();
      const transport = createTransport({
        host: SMTP_HOST.value(),
        port: SMTP_PORT.value(),
        secure: SMTP_PORT.value() === 465,
        auth: user ? { user, pass: SMTP_PASSWORD.value() } : undefined,
      });
      const info = await transport.sendMail({
        from: MAIL_FROM.value(),
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await ref.update({
        "delivery.state": "SUCCESS",
        "delivery.messageId": info.messageId,
        "delivery.attempts": retryCount + 1,
        "delivery.deliveredAt": new Date(),
      });
    } catch (error) {
      await ref.update({
        "delivery.state": "ERROR",
        "delivery.error": error instanceof Error ? error.message : String(error),
        "delivery.attempts": retryCount + 1,
      });
      throw error;
    }
  },
);
