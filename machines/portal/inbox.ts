import { z } from "zod";
import { BRAND } from "../brand";
import { emailAttachmentSchema, MAX_ATTACHMENTS_LISTED } from "../inbox/emailAttachment";
import { emailStatusSchema } from "../inbox/emailStatus";
import { MAX_ATHLETES_PER_EMAIL } from "../inbox/processedEmail";

/** Which forwarded emails the Inbox page lists. */
export const INBOX_FILTERS = ["all", "needs_review", "summarised", "filtered", "held", "failed"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

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
  /** Who forwarded it to the coach's forwarding address. */
  forwardedBy: z.string().max(320).nullable(),
  state: emailStatusSchema,
  rescued: z.boolean(),
  /** The names of the athletes the email introduces, in its order (several when a coach introduces several); empty until read or when it names none. */
  athletes: z.array(z.string().max(200)).max(MAX_ATHLETES_PER_EMAIL),
  /** The email's attachments by name, and whether their text was read; empty until the email was read. */
  attachments: z.array(emailAttachmentSchema.pick({ filename: true, status: true })).max(MAX_ATTACHMENTS_LISTED),
});
export type InboxEmail = z.infer<typeof inboxEmailSchema>;

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
  rescued: "Reading it again as recruiting. Its athlete joins your list and your next summary; if we can't find one, it stays under Needs review with what was missing.",
  dismissed: "Marked as not recruiting.",
  notNeedsReview: "Only an email we weren't sure about can be marked as not recruiting.",
  approved: (released: number) =>
    released === 0 ? "Sender approved: their next forwards are processed." : `Sender approved: processing ${released} held ${released === 1 ? "email" : "emails"} now.`,
  blocked: "Sender blocked: their forwards stay held and you won't hear about them again.",
} as const;
