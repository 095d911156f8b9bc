import * as logger from "firebase-functions/logger";
import { onRequest } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { INBOUND_SECRET } from "../lib/config";
import { acceptInbound } from "./acceptInbound";
import { acceptedFromInboundProvider } from "./inboundAuth";
import { InboundRequestError, MAX_INBOUND_BYTES, parseInboundRequest } from "./inboundRequest";

/**
 * Where mail for coaches' forwarding addresses arrives (SendGrid Inbound Parse, raw mode, or a plain
 * message/rfc822 POST such as the local SMTP ingress makes): authenticated with a shared secret,
 * at most 25 MB and a few recipients (INBOUND_LIMITS), stored durably and answered at once;
 * processing happens in a task with retries. Mail only for deleted coaches' addresses is refused with
 * 410 and says the address was closed.
 */
export const receiveEmail = onRequest({ secrets: [INBOUND_SECRET], timeoutSeconds: 120, memory: "1GiB", cors: false }, async (request, response) => {
  if (!acceptedFromInboundProvider(request, response)) return;
  if (Number(request.headers["content-length"] ?? 0) > MAX_INBOUND_BYTES) {
    response.status(413).json({ error: `Message too large: the limit is ${MAX_INBOUND_BYTES / 1024 / 1024} MB` });
    return;
  }
  try {
    const message = await parseInboundRequest(request.headers, request.rawBody ?? Buffer.alloc(0));
    const outcome = await acceptInbound(message);
    // Only closed addresses: a permanent failure (the ingress answers 550, so the sender's server bounces it with this text).
    if (outcome.closedRecipients > 0 && outcome.accepted + outcome.duplicates === 0) {
      response.status(410).json({ error: ACCOUNT_MESSAGES.forwardingAddressClosed, ...outcome });
      return;
    }
    response.status(200).json(outcome);
  } catch (error) {
    if (error instanceof InboundRequestError) {
      response.status(error.status).json({ error: error.message });
      return;
    }
    // Nothing was lost: the provider retries a 5xx, and storing is idempotent.
    logger.error("Inbound message not stored", { error: String(error) });
    response.status(500).json({ error: "Could not store the message; please retry" });
  }
});
