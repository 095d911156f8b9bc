import { z } from "zod";

/** Longest attachment filename kept (the usual filesystem limit). */
export const MAX_ATTACHMENT_NAME = 255;
/** Attachments listed per email; past it, a warning counts the rest. */
export const MAX_ATTACHMENTS_LISTED = 20;

/**
 * What became of an attachment: `read` when its text is part of the analysed text (PDF and DOCX), or
 * why not.
 */
export const ATTACHMENT_STATUSES = ["read", "not_a_document", "too_large", "too_many", "unreadable", "no_text", "time_limit"] as const;
export const attachmentStatusSchema = z.enum(ATTACHMENT_STATUSES);
export type AttachmentStatus = z.infer<typeof attachmentStatusSchema>;

/** Each status in words, for the portal and the extract line. */
export const ATTACHMENT_STATUS_LABELS: Readonly<Record<AttachmentStatus, string>> = {
  read: "read",
  not_a_document: "not read: only PDF and Word .docx files are",
  too_large: "not read: too large",
  too_many: "not read: too many attachments",
  unreadable: "not read: damaged or protected",
  no_text: "no text in it: a scan?",
  time_limit: "not read: time limit",
};

/** One attachment of an email (or of the forwarded message in it). */
export const emailAttachmentSchema = z.object({
  filename: z.string().max(MAX_ATTACHMENT_NAME),
  contentType: z.string().max(MAX_ATTACHMENT_NAME),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  status: attachmentStatusSchema,
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;
