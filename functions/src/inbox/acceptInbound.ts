import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { BRAND } from "@machines/brand";
import { isAlreadyExists } from "../lib/admin";
import { coachEmails, forwardingAddresses, inboundCounters } from "../lib/firestore";
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

/**
 * Stores an inbound message durably for each coach it was sent to, then queues its processing:
 * the same Message-ID (or, without one, the same bytes) for the same coach is stored and processed
 * once, whatever the provider retries. Mail for an address no coach has is dropped and counted.
 */
export async function acceptInbound(message: InboundMessage, receivedAt = new Date()): Promise<AcceptOutcome> {
  const outcome: AcceptOutcome = { accepted: 0, duplicates: 0, unknownRecipients: 0 };
  const messageId = messageIdOf(message.raw);
  const identity = messageId ?? `sha256:${createHash("sha256").update(message.raw).digest("hex")}`;
  const recipients = [...new Set(message.envelope.to.filter((address) => address.endsWith(`@${BRAND.forwardingDomain}`)))];

  for (const recipient of recipients) {
    const owner = (await forwardingAddresses.doc(recipient).get()).data();
    if (!owner) {
      outcome.unknownRecipients++;
      await inboundCounters.doc("unknownRecipients").set({ count: FieldValue.increment(1), lastAt: Timestamp.fromDate(receivedAt) }, { merge: true });
      continue;
    }
    const emailId = keyOf(owner.uid, identity);
    const stored = await storeRawMessage(owner.uid, emailId, message.raw);
    try {
      await coachEmails(owner.uid).doc(emailId).create({
        messageId,
        forwardingAddress: recipient,
        envelope: message.envelope,
        senderIp: message.senderIp,
        source: message.source,
        raw: stored,
        receivedAt: Timestamp.fromDate(receivedAt),
        state: { status: "received" },
        attempts: 0,
      });
      outcome.accepted++;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      outcome.duplicates++;
    }
    await enqueueOnce(PROCESS_QUEUE, taskIdFor("inbound", owner.uid, emailId), { uid: owner.uid, emailId });
  }
  if (recipients.length === 0) logger.warn("Inbound message for no forwarding address", { to: message.envelope.to.length });
  return outcome;
}
