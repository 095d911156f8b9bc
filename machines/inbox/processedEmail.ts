import { z } from "zod";
import { classificationReasonSchema } from "./classification";
import { emailAttachmentSchema, MAX_ATTACHMENTS_LISTED } from "./emailAttachment";
import { extractedAthleteSchema } from "./extractedAthlete";
import { senderRoleSchema } from "./senderRole";
import { tournamentSchema } from "./tournaments";

export const mailboxSchema = z.object({
  address: z.string().max(320).nullable(),
  name: z.string().max(200).nullable(),
});
export type Mailbox = z.infer<typeof mailboxSchema>;

/** Longest analysed text the engine keeps and returns (characters); the rest of a huge email is not read. */
export const MAX_ANALYSED_TEXT = 60_000;

/** Athletes one email yields at most (a coach introducing more gets the first ones and a warning). */
/**
 * Emails bundled into one forward (attached beside each other, or one after another) that the inbox makes emails of
 * their own; past it the coach is asked to forward the rest again.
 */
export const MAX_SEPARATED_EMAILS = 50;

export const MAX_ATHLETES_PER_EMAIL = 6;

export const MAX_WARNINGS = 20;
export const MAX_WARNING_LENGTH = 200;

/** What the engine makes of one email: the functions store it, the batch command prints a slice of it. */
export const processedEmailSchema = z.object({
  /** Message-ID without angle brackets; null when the message has none. */
  messageId: z.string().max(998).nullable(),
  subject: z.string().max(998),
  date: z.iso.datetime({ offset: true }).nullable(),
  /** Who sent the message InboxScout received (the forwarding coach for a forward). */
  from: mailboxSchema.nullable(),
  /** The forwarder when the message is a forward; null when it came straight from the writer. */
  forwardedBy: mailboxSchema.nullable(),
  /** Who wrote the innermost (original) message. */
  originalFrom: mailboxSchema.nullable(),
  /** What the forwarding coach wrote above the forward. */
  coachNote: z.string().max(MAX_ANALYSED_TEXT).nullable(),
  isRecruiting: z.boolean(),
  senderRole: senderRoleSchema,
  reason: classificationReasonSchema,
  /** 0–1: how sure the engine is of `isRecruiting` (see classify.ts). Absent on emails processed before it was kept. */
  confidence: z.number().min(0).max(1).optional(),
  /** The email's main athlete (the one named in the subject or singled out, else the first); null when not recruiting. */
  athlete: extractedAthleteSchema.nullable(),
  /**
   * Every athlete the email introduces, in its order, `athlete` among them; each one's fields point into
   * her own part of `text`. Empty when not recruiting; absent on emails processed before it was kept.
   */
  athletes: z.array(extractedAthleteSchema).max(MAX_ATHLETES_PER_EMAIL).optional(),
  events: z.array(tournamentSchema).max(20),
  /** The analysed text (original subject and body, quotes stripped); field sources point into it. */
  text: z.string().max(MAX_ANALYSED_TEXT + 1000),
  /**
   * Limits that cut the engine's reading short (an over-long line split, a part truncated, the time
   * limit reached): when any is present the result may be incomplete and the email needs review.
   * Absent on emails processed before warnings existed.
   */
  warnings: z.array(z.string().max(MAX_WARNING_LENGTH)).max(MAX_WARNINGS).optional(),
  /**
   * The email's attachments (a forward's included) and whether each was read: the text of those read
   * follows the body in `text`. Absent on emails processed before attachments were read.
   */
  attachments: z.array(emailAttachmentSchema).max(MAX_ATTACHMENTS_LISTED).optional(),
});
export type ProcessedEmail = z.infer<typeof processedEmailSchema>;
