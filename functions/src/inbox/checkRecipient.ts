import { setTimeout as sleep } from "node:timers/promises";
import { onRequest } from "firebase-functions/v2/https";
import { INBOUND_LIMITS } from "@machines/inbox/inboundLimits";
import { parseMailbox } from "@machines/shared/email";
import { INBOUND_SECRET } from "../lib/config";
import { recipientStatus } from "./acceptInbound";
import { acceptedFromInboundProvider } from "./inboundAuth";

/**
 * Asked by an SMTP front (the local SMTP ingress) while a sender names a recipient: is it a live
 * forwarding address, a deleted coach's (closed) or nobody's? Only with the inbound secret; an unknown one is counted ("refusedRecipients").
 * Every answer waits out the same minimum time after the same lookup, so how long it takes says
 * nothing about the address; what the sender learns is bounded by the ingress's per-connection limits.
 */
export const checkRecipient = onRequest({ secrets: [INBOUND_SECRET], cors: false }, async (request, response) => {
  if (!acceptedFromInboundProvider(request, response)) return;
  const recipient = parseMailbox(String((request.body as { recipient?: unknown } | undefined)?.recipient ?? ""))?.address ?? "";
  const [status] = await Promise.all([recipientStatus(recipient, "refusedRecipients", new Date()), sleep(INBOUND_LIMITS.recipientCheckMinimumMs)]);
  response.status(200).json({ status: status.kind });
});
