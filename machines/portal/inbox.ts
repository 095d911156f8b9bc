import { z } from "zod";
import { BRAND } from "../brand";
import { ORIGINAL_DELETED_MESSAGE } from "../account/retention";
import { CHILDREN_NOT_KEPT } from "../inbox/childUnder13";
import { emailAttachmentSchema, MAX_ATTACHMENTS_LISTED } from "../inbox/emailAttachment";
import { emailStatusSchema } from "../inbox/emailStatus";
import { MAX_ATHLETES_PER_EMAIL } from "../inbox/processedEmail";
import { INBOX_FILTERS, type InboxFilter } from "./inboxFilters";

export const EMAIL_ORIGINS = ["forwarded", "imported", "test"] as const;
export type EmailOrigin = (typeof EMAIL_ORIGINS)[number];

/** How the Inbox says an email reached the coach, after who wrote it ("From maya@… · imported"). */
export const EMAIL_ORIGIN_TEXT = {
  forwarded: (forwardedBy: string | null) => (forwardedBy ? `forwarded by ${forwardedBy}` : ""),
  imported: () => "imported",
  test: () => "test email from your Settings",
} satisfies Record<EmailOrigin, (forwardedBy: string | null) => string>;

export { INBOX_FILTERS, type InboxFilter };

export const INBOX_PAGE_SIZE = 50;

/** Where the coach answers for the emails we weren't sure about (the summary and the report link here). */
export const INBOX_REVIEW_PATH = "/dashboard/inbox?filter=needs_review";

/** How the summary and the report name the emails waiting for the coach's word. */
export const notSureText = (count: number) => (count === 1 ? "1 email we weren't sure about" : `${count} emails we weren't sure about`);

const emailId = z.string().trim().min(1).max(128);
const isoTimestamp = z.iso.datetime({ offset: true });

/** A page cursor: the last email of the previous page. */
export const inboxCursorSchema = z.object({ receivedAt: isoTimestamp, id: emailId }).strict();

export const listInboxEmailsRequestSchema = z
  .object({ filter: z.enum(INBOX_FILTERS).default("all"), after: inboxCursorSchema.optional() })
  .strict();

/** One forwarded email as the Inbox page shows it: never its HTML, only what the engine read from it. */
export const inboxEmailSchema = z.object({
  id: emailId,
  receivedAt: isoTimestamp,
  /** Who wrote the original (the athlete, a parent, a club); null until the email was read. */
  from: z.string().max(320).nullable(),
  subject: z.string().max(300).nullable(),
  /** Who forwarded it to the coach's forwarding address (for an imported email, whoever its From line names). */
  forwardedBy: z.string().max(320).nullable(),
  /** How it reached the coach's inbox: forwarded, imported from a file, or the Settings test email. */
  origin: z.enum(EMAIL_ORIGINS),
  state: emailStatusSchema,
  rescued: z.boolean(),
  /** The names of the athletes the email introduces, in its order (several when a coach introduces several); empty until read or when it names none. */
  athletes: z.array(z.string().max(200)).max(MAX_ATHLETES_PER_EMAIL),
  /** The email's attachments by name, and whether their text was read; empty until the email was read. */
  attachments: z.array(emailAttachmentSchema.pick({ filename: true, status: true })).max(MAX_ATTACHMENTS_LISTED),
});
export type InboxEmail = z.infer<typeof inboxEmailSchema>;

/** Longest email text the Inbox shows when an email is opened (characters); the rest is said to be cut. */
export const MAX_OPENED_EMAIL_TEXT = 20_000;

export const getInboxEmailRequestSchema = z.object({ emailId }).strict();

/**
 * One email opened from the Inbox: what the row shows, plus its text as the engine read it (plain
 * text, never its HTML; null while unread or held), the engine's warnings and the athletes it
 * produced, each with the id of her page when the email made or updated her.
 */
export const inboxEmailDetailSchema = inboxEmailSchema.extend({
  text: z.string().max(MAX_OPENED_EMAIL_TEXT).nullable(),
  /** The text was longer than MAX_OPENED_EMAIL_TEXT and was cut there. */
  textCut: z.boolean(),
  /** The original message was deleted after its retention period (machines/account/retention.ts); only what its athletes' pages show is left. */
  originalDeleted: z.boolean(),
  warnings: z.array(z.string().max(300)).max(20),
  produced: z.array(z.object({ name: z.string().max(200), athleteId: z.string().max(128).nullable() })).max(MAX_ATHLETES_PER_EMAIL),
});
export type InboxEmailDetail = z.infer<typeof inboxEmailDetailSchema>;

export const OPENED_EMAIL_MESSAGES = {
  open: "Read",
  openLabel: (subject: string) => `Read the email "${subject}"`,
  close: "Close",
  textHeading: "The email as text",
  textNote: `Shown as plain text (links and images are not loaded). Quoted replies are left out.`,
  textCut: (limit: number) => `The email is longer: its first ${limit.toLocaleString("en-US")} characters are shown.`,
  notRead: "We haven't read this email yet, so there is no text to show.",
  heldNotRead: "Held emails stay unread until you approve their sender.",
  originalDeleted: ORIGINAL_DELETED_MESSAGE,
  warningsHeading: "Warnings",
  producedHeading: "Athletes from this email",
  noneProduced: "No athlete came from this email.",
  loadFailed: "The email could not be opened. Please try again.",
} as const;

export const SENDER_STATUSES = ["trusted", "held", "blocked"] as const;

/** An address other than the coach's own that forwarded mail to them. */
export const inboxSenderSchema = z.object({
  address: z.string().max(320),
  status: z.enum(SENDER_STATUSES),
  heldCount: z.number().int().nonnegative(),
  lastSeenAt: isoTimestamp,
});
export type InboxSender = z.infer<typeof inboxSenderSchema>;

/** Emails we weren't sure about, listed above the rest on the first page of 'All'. */
export const NEEDS_REVIEW_FIRST = 20;

export const listInboxEmailsResponseSchema = z.object({
  /** The first page of 'All' only: the newest emails waiting for the coach's word (they are in `emails` too when recent). */
  needsReview: z.array(inboxEmailSchema).max(NEEDS_REVIEW_FIRST),
  emails: z.array(inboxEmailSchema).max(INBOX_PAGE_SIZE),
  next: inboxCursorSchema.nullable(),
  senders: z.array(inboxSenderSchema),
  /** The coach's zone, for the dates shown. */
  timeZone: z.string().max(64),
});
export type ListInboxEmailsResponse = z.infer<typeof listInboxEmailsResponseSchema>;

export const rescueEmailRequestSchema = z.object({ emailId }).strict();
export const rescueEmailResponseSchema = z.object({ status: z.literal("processing") });

export const dismissEmailRequestSchema = z.object({ emailId }).strict();
export const dismissEmailResponseSchema = z.object({ status: z.literal("filtered") });

export const SENDER_DECISIONS = ["approve", "block"] as const;
export const decideSenderRequestSchema = z.object({ address: z.string().trim().toLowerCase().min(3).max(320), decision: z.enum(SENDER_DECISIONS) }).strict();
export const decideSenderResponseSchema = z.object({ status: z.enum(SENDER_STATUSES), released: z.number().int().nonnegative() });

export const INBOX_MESSAGES = {
  emailNotFound: "That email is no longer in your inbox.",
  notFiltered: `Only an email ${BRAND.name} filtered out or wasn't sure about can be marked as recruiting.`,
  senderNotFound: `That sender hasn't forwarded anything to your ${BRAND.name} address.`,
  /** 'This is recruiting' on an email the under-13 rule filtered: there is nothing to read again, and no athlete would be kept. */
  childNotKept: `This email is about a child under 13. ${CHILDREN_NOT_KEPT}, so no athlete is added from it, even as recruiting, and its text was deleted when we read it.`,
  rescued: "Reading it again as recruiting. Its athlete joins your list and your next summary; if we can't find one, it stays under Needs review with what was missing.",
  dismissed: "Marked as not recruiting.",
  notNeedsReview: "Only an email we weren't sure about can be marked as not recruiting.",
  approved: (released: number) =>
    released === 0 ? "Sender approved: their next forwards are processed." : `Sender approved: processing ${released} held ${released === 1 ? "email" : "emails"} now.`,
  blocked: "Sender blocked: their forwards stay held and you won't hear about them again.",
} as const;
