import { z } from "zod";
import { timestampSchema, type Timestamp } from "../shared/storedTimestamp";
import type { DailyReport } from "./dailyReport";
import { emailStatusSchema, type HoldReason } from "./emailStatus";
import { processedEmailSchema } from "./processedEmail";
import { athleteUpdateSchema } from "./summaryNotes";

/**
 * How an inbound message reached us. "bundled": one of several emails the coach forwarded together in one
 * (functions/src/pipeline/separateEmails.ts), made an email of its own once that one's sender was checked.
 */
export const INBOUND_SOURCES = ["sendgrid", "rfc822", "import", "sample", "bundled"] as const;
export type InboundSource = (typeof INBOUND_SOURCES)[number];

/**
 * `users/{uid}/emails/{emailId}`: one message that arrived for the coach, and where it stands. Processing,
 * summaries and the athletes' records follow `state` and `processed`, so a read checks the document
 * (functions/src/lib/firestore.ts).
 */
export const coachEmailDocSchema = z.object({
  messageId: z.string().nullable(),
  forwardingAddress: z.string(),
  envelope: z.object({ from: z.string().nullable(), to: z.array(z.string()) }),
  senderIp: z.string().nullable(),
  source: z.enum(INBOUND_SOURCES),
  /** The raw message lives gzip'd in `chunks` (see inbox/rawMessages.ts) until `deletedAt` (retention/rawEmailRetention.ts). */
  raw: z.object({ chunkCount: z.number().int().nonnegative(), sha256: z.string(), size: z.number().int().nonnegative(), deletedAt: timestampSchema.optional() }),
  receivedAt: timestampSchema,
  state: emailStatusSchema,
  /** Processing attempts so far; a message that keeps failing ends as failed, it never loops. */
  attempts: z.number().int().nonnegative(),
  /** What the engine made of it (bounded by its own schema). */
  processed: processedEmailSchema.optional(),
  /** Who sent it to InboxScout (the forwarding hop), and whether that sender checked out. */
  sender: z.object({ address: z.string().nullable(), trusted: z.boolean(), authenticated: z.boolean(), authSummary: z.string() }).optional(),
  /** What it did to each athlete it introduced (made her, or changed which fields): the summary says so. */
  athleteUpdates: z.array(athleteUpdateSchema).optional(),
  /** Set while the coach's next summary email should include it. */
  summaryPending: z.boolean().optional(),
  summaryBatchId: z.string().optional(),
  processedAt: timestampSchema.optional(),
  /** The coach said a filtered email is recruiting after all: process it as such. */
  rescued: z.boolean().optional(),
  /** Set on messages the coach imported from a file, to follow that import's progress. */
  importId: z.string().optional(),
  /** Set on a "bundled" email: the id of the email it was forwarded in. */
  bundledFrom: z.string().optional(),
});
export type CoachEmailDoc = z.infer<typeof coachEmailDocSchema>;

/** `users/{uid}/emails/{emailId}/chunks/{index}`: a slice of the gzip'd raw message. */
export interface EmailChunkDoc {
  index: number;
  data: Uint8Array;
}

/** `inboundCounters/{name}`: what support watches about mail that reached no coach. */
export interface InboundCounterDoc {
  count: number;
  lastAt: Timestamp;
}

export type SenderStatus = "trusted" | "held" | "blocked";

/** `users/{uid}/senders/{keyOf(address)}`: an address that forwards to the coach, beyond their own. */
export interface SenderDoc {
  address: string;
  status: SenderStatus;
  heldCount: number;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
  /** When the coach last had a confirmation link sent to the address (Settings); null once removed. */
  confirmationSentAt?: Timestamp | null;
  /** The coach's day (YYYY-MM-DD) that link went out: one link per address per day. */
  confirmationDay?: string | null;
}

/**
 * `users/{uid}/heldSenderDigests/{day}`: the one email per coach and day (the coach's YYYY-MM-DD) that
 * lists the senders first held for that digest, however many; `listed` keeps the first few, `senderCount` all.
 */
export interface HeldSenderDigestDoc {
  day: string;
  listed: { address: string; reason: HoldReason }[];
  senderCount: number;
  /** Not sent before this: senders held meanwhile join it. */
  sendAfter: Timestamp;
  /** Once set the digest is closed: later senders go into the next day's. */
  sentAt: Timestamp | null;
}

/** `users/{uid}/summaries/{batchId}`: one summary email, listing the emails it covered. */
export interface SummaryDoc {
  emailIds: string[];
  athleteIds: string[];
  /** Of those emails, how many wait for the coach's word ('Needs review'); absent on older summaries. */
  needsReviewCount?: number;
  /** Of those emails, how many were about a child under 13 and not kept (machines/inbox/childUnder13.ts); absent on older summaries. */
  childUnder13Count?: number;
  createdAt: Timestamp;
  /** When its email was queued; null until then (a run that stopped in between is finished by the next). */
  queuedAt: Timestamp | null;
}

/** `users/{uid}/reports/{reportId}`: one daily report as it was sent. */
export interface ReportDoc {
  report: DailyReport;
  subject: string;
  sentAt: Timestamp;
}
