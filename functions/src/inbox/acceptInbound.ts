import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { BRAND } from "@machines/brand";
import { isAlreadyExists } from "../lib/admin";
import { coachEmails, forwardingAddresses, inboundCounters, type InboundSource } from "../lib/firestore";
import { keyOf } from "../lib/keys";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import type { InboundMessage } from "./inboundRequest";
import { storeRawMessage } from "./rawMessages";

export const PROCESS_QUEUE = "processInboundEmail";

export interface AcceptOutcome {
  accepted: number;
  duplicates: number;
  unknownRecipients: number;
}

/** The Message-ID of a raw message, from its header section; null when it has none. */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const headers = raw.subarray(0, end >= 0 ? end : Math.min(raw.length, 65_536)).toString("latin1").replace(/\r?\n[ \t]+/g, " ");
  const match = /^message-id:\s*<?([^\s<>]+)>?/im.exec(headers);
  return match ? match[1]!.slice(0, 998) : null;
}

interface CoachMessage extends Omit<InboundMessage, "source"> {
  source: InboundSource;
  forwardingAddress: string;
  messageId: string | null;
  /** What makes two deliveries the same message: its Message-ID, or its bytes' hash. */
  identity: string;
  importId?: string;
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

/**
 * The coach a forwarding address belongs to, or null when nobody has it: that is counted in
 * `inboundCounters/{counter}` ("unknownRecipients" for mail dropped after delivery,
 * "refusedRecipients" for recipients the SMTP ingress refused before any mail was sent).
 */
export async function recipientOwner(recipient: string, counter: "unknownRecipients" | "refusedRecipients", at: Date): Promise<string | null> {
  // Firestore ids cannot hold "/": such an address is nobody's, and must not name another path.
  const owner = recipient.endsWith(`@${BRAND.forwardingDomain}`) && !recipient.includes("/") ? (await forwardingAddresses.doc(recipient).get()).data() : undefined;
  if (owner) return owner.uid;
  await inboundCounters.doc(counter).set({ count: FieldValue.increment(1), lastAt: Timestamp.fromDate(at) }, { merge: true });
  return null;
}

/**
 * Stores an inbound message durably for each coach it was sent to, then queues its processing:
 * the same Message-ID (or, without one, the same bytes) for the same coach is stored and processed
 * once, whatever the provider retries. Mail for an address no coach has is dropped and counted.
 */
export async function acceptInbound(message: InboundMessage, receivedAt = new Date()): Promise<AcceptOutcome> {
  const outcome: AcceptOutcome = { accepted: 0, duplicates: 0, unknownRecipients: 0 };
  const { messageId, identity } = messageIdentity(message.raw);
  const recipients = [...new Set(message.envelope.to.filter((address) => address.endsWith(`@${BRAND.forwardingDomain}`)))];

  for (const recipient of recipients) {
    const owner = await recipientOwner(recipient, "unknownRecipients", receivedAt);
    if (!owner) {
      outcome.unknownRecipients++;
      continue;
    }
    const stored = await storeForCoach(owner, { ...message, forwardingAddress: recipient, messageId, identity }, receivedAt);
    outcome[stored === "accepted" ? "accepted" : "duplicates"]++;
  }
  if (recipients.length === 0) logger.warn("Inbound message for no forwarding address", { to: message.envelope.to.length });
  return outcome;
}
