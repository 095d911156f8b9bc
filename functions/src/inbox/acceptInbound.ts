import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { BRAND } from "@machines/brand";
import { isAlreadyExists } from "../lib/admin";
import { closedForwardingAddresses, coachEmails, forwardingAddresses, inboundCounters } from "../lib/firestore";
import type { InboundSource } from "@machines/inbox/documents";
import { keyOf } from "../lib/keys";
import { PROCESS_QUEUE } from "../lib/processQueue";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import type { InboundMessage } from "./inboundRequest";
import { headerFields } from "./rawHeaders";
import { storeRawMessage } from "./rawMessages";

export interface AcceptOutcome {
  accepted: number;
  duplicates: number;
  unknownRecipients: number;
  /** Recipients that were a deleted coach's forwarding address: the sender is told it was closed. */
  closedRecipients: number;
}

/** The Message-ID of a raw message, from its header section; null when it has none. */
export function messageIdOf(raw: Buffer): string | null {
  const field = headerFields(raw).find((header) => header.name === "message-id");
  const match = field && /^<?([^\s<>]+)>?/.exec(field.value);
  return match ? match[1]!.slice(0, 998) : null;
}

interface CoachMessage extends Omit<InboundMessage, "source"> {
  source: InboundSource;
  forwardingAddress: string;
  messageId: string | null;
  /** What makes two deliveries the same message: its Message-ID, or its bytes' hash. */
  identity: string;
  importId?: string;
  bundledFrom?: string;
}

/** The identity of a raw message for de-duplication: its Message-ID, or without one its bytes' hash. */
export function messageIdentity(raw: Buffer): { messageId: string | null; identity: string } {
  const messageId = messageIdOf(raw);
  return { messageId, identity: messageId ?? `sha256:${createHash("sha256").update(raw).digest("hex")}` };
}

/**
 * Stores one message for one coach and queues its processing: the same identity for the same coach is
 * stored once (a retried delivery or a re-imported folder), and queued again only by its own task id.
 */
export async function storeForCoach(uid: string, message: CoachMessage, receivedAt: Date): Promise<"accepted" | "duplicate"> {
  const emailId = keyOf(uid, message.identity);
  const stored = await storeRawMessage(uid, emailId, message.raw);
  let outcome: "accepted" | "duplicate" = "accepted";
  try {
    await coachEmails(uid).doc(emailId).create({
      messageId: message.messageId,
      forwardingAddress: message.forwardingAddress,
      envelope: message.envelope,
      senderIp: message.senderIp,
      source: message.source,
      ...(message.importId ? { importId: message.importId } : {}),
      ...(message.bundledFrom ? { bundledFrom: message.bundledFrom } : {}),
      raw: stored,
      receivedAt: Timestamp.fromDate(receivedAt),
      state: { status: "received" },
      attempts: 0,
    });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    outcome = "duplicate";
  }
  await enqueueOnce(PROCESS_QUEUE, taskIdFor("inbound", uid, emailId), { uid, emailId });
  return outcome;
}

/** Who a forwarding address reaches: a coach, a deleted coach (closed: mail to it bounces), or nobody. */
export type RecipientStatus = { kind: "live"; uid: string } | { kind: "closed" } | { kind: "unknown" };

/**
 * What a forwarding address is. Unknown addresses are counted in `inboundCounters/{counter}`
 * ("unknownRecipients" for mail dropped after delivery, "refusedRecipients" for recipients the SMTP
 * ingress refused before any mail was sent).
 */
export async function recipientStatus(recipient: string, counter: "unknownRecipients" | "refusedRecipients", at: Date): Promise<RecipientStatus> {
  // Firestore ids cannot hold "/": such an address is nobody's, and must not name another path.
  const ours = recipient.endsWith(`@${BRAND.forwardingDomain}`) && !recipient.includes("/");
  const owner = ours ? (await forwardingAddresses.doc(recipient).get()).data() : undefined;
  if (owner) return { kind: "live", uid: owner.uid };
  if (ours && (await closedForwardingAddresses.doc(keyOf(recipient)).get()).exists) return { kind: "closed" };
  await inboundCounters.doc(counter).set({ count: FieldValue.increment(1), lastAt: Timestamp.fromDate(at) }, { merge: true });
  return { kind: "unknown" };
}

/**
 * Stores an inbound message durably for each coach it was sent to, then queues its processing:
 * the same Message-ID (or, without one, the same bytes) for the same coach is stored and processed
 * once, whatever the provider retries. Mail for an address no coach has is dropped and counted; mail for
 * a deleted coach's address is counted as closed, so receiveEmail can refuse it.
 */
export async function acceptInbound(message: InboundMessage, receivedAt = new Date()): Promise<AcceptOutcome> {
  const outcome: AcceptOutcome = { accepted: 0, duplicates: 0, unknownRecipients: 0, closedRecipients: 0 };
  const { messageId, identity } = messageIdentity(message.raw);
  const recipients = [...new Set(message.envelope.to.filter((address) => address.endsWith(`@${BRAND.forwardingDomain}`)))];

  for (const recipient of recipients) {
    const status = await recipientStatus(recipient, "unknownRecipients", receivedAt);
    if (status.kind !== "live") {
      outcome[status.kind === "closed" ? "closedRecipients" : "unknownRecipients"]++;
      continue;
    }
    const stored = await storeForCoach(status.uid, { ...message, forwardingAddress: recipient, messageId, identity }, receivedAt);
    outcome[stored === "accepted" ? "accepted" : "duplicates"]++;
  }
  if (recipients.length === 0) logger.warn("Inbound message for no forwarding address", { to: message.envelope.to.length });
  return outcome;
}
