import type { Timestamp } from "../shared/storedTimestamp";
import type { EmailCategory } from "./emailCategory";

export type MailDeliveryState = "PENDING" | "SENDING" | "SUCCESS" | "ERROR" | "UNKNOWN" | "UNSUBSCRIBED";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** `mail/{id}`: one outgoing email and its delivery state. */
export interface MailDoc {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  category: EmailCategory;
  /** The rendered content (JSON: Firestore holds no nested arrays), rendered again per recipient when sent. */
  contentJson?: string;
  /** Files sent with it (e.g. the daily report's CSV), as text. */
  attachments?: MailAttachment[];
  delivery: {
    state: MailDeliveryState;
    attempts: number;
    messageId?: string;
    error?: string;
    attemptStartedAt?: Timestamp;
    deliveredAt?: Timestamp;
  };
  createdAt: Timestamp;
}

export type UnsubscribeVia = "one-click" | "page";

/** `unsubscribes/{sha256 of the normalised address}`: that address gets no more marketing email. */
export interface UnsubscribeDoc {
  unsubscribedAt: Timestamp;
  /** How: an email client's one-click POST, or the button on the unsubscribe page. */
  via: UnsubscribeVia;
}

/** `subprocessorNotices/{change date}`: every coach was emailed about the subprocessor change of that date (functions/src/legal/subprocessorNotices.ts). */
export interface SubprocessorNoticeDoc {
  finishedAt: Timestamp;
}
