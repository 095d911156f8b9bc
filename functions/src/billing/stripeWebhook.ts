import * as logger from "firebase-functions/logger";
import { onRequest } from "firebase-functions/v2/https";
import { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "../lib/config";
import { stripe } from "./stripeClient";
import { handleStripeEvent } from "./webhookEvents";

/**
 * Stripe's webhook endpoint: the signature is checked on the raw body (400 when it fails), then the
 * event is handled once (billing/webhookEvents.ts). A handler error answers 500, so Stripe retries.
 */
export const stripeWebhook = onRequest({ secrets: [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET], maxInstances: 20 }, async (request, response) => {
  if (request.method !== "POST") {
    response.status(405).json({ error: "Method not allowed" });
    return;
  }
  let event;
  try {
    event = (await stripe()).webhooks.constructEvent(request.rawBody, request.get("stripe-signature") ?? "", STRIPE_WEBHOOK_SECRET.value());
  } catch {
    response.status(400).json({ error: "Invalid signature" });
    return;
  }
  try {
    const outcome = await handleStripeEvent(event);
    response.status(200).json({ received: true, outcome });
  } catch (error) {
    logger.error("Stripe event handling failed; Stripe will retry", { eventId: event.id, type: event.type, error: String(error) });
    response.status(500).json({ error: "Handling failed" });
  }
});
