import express, { type Router } from "express";
import { z } from "zod";
import { runDue } from "./billing/clock.ts";
import { updateSubscription } from "./billing/subscriptions.ts";
import { invalidRequest, StripeError } from "./errors.ts";
import { checkoutFaultSchema, customerFaultSchema } from "./faults.ts";
import { API_VERSION } from "./events.ts";
import { hydrate } from "./render.ts";
import type { DoubleRuntime } from "./runtime.ts";

const advanceSchema = z.union([z.strictObject({ seconds: z.number().int().positive() }), z.strictObject({ to: z.number().int() })]);
const webhookSchema = z.strictObject({ url: z.string().url().nullable(), secret: z.string().startsWith("whsec_").optional() });

/** Moves the double's clock forward, running whatever comes due on the way; returns the new time and the events it produced. */
export function advanceClock(runtime: DoubleRuntime, seconds: number): { now: number; events: string[] } {
  const known = new Set(runtime.store.all("event").map((event) => event.id));
  runDue(runtime.ctx(), runtime.store.now() + seconds);
  return { now: runtime.store.now(), events: runtime.store.all("event").filter((event) => !known.has(event.id)).map((event) => event.id) };
}

/**
 * The double's own control API under `/_double` (not Stripe's): time travel, recorded requests,
 * webhook deliveries, reset. JSON in and out; bound to 127.0.0.1 like the rest of the double.
 */
export function controlRoutes(runtime: DoubleRuntime): Router {
  const router = express.Router();
  router.use(express.json({ limit: "16kb" }));

  router.get("/", (_request, response) => {
    response.json({ url: runtime.baseUrl, api_version: API_VERSION, now: runtime.store.now(), clock_offset: runtime.store.clockOffset, webhook_url: runtime.webhooks.config.url });
  });

  router.get("/requests", (request, response) => {
    const { method, path } = request.query;
    response.json(runtime.requests.filter((recorded) => (typeof method !== "string" || recorded.method === method.toUpperCase()) && (typeof path !== "string" || recorded.path === path)));
  });

  router.post("/reset", (_request, response) => {
    runtime.reset();
    response.json({ reset: true, now: runtime.store.now() });
  });

  router.get("/clock", (_request, response) => {
    response.json({ now: runtime.store.now(), clock_offset: runtime.store.clockOffset });
  });

  router.post("/advance", (request, response) => {
    const parsed = advanceSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest('Send {"seconds": n} (n > 0) or {"to": unixSeconds}.');
    const seconds = "seconds" in parsed.data ? parsed.data.seconds : parsed.data.to - runtime.store.now();
    if (seconds <= 0) throw invalidRequest("The clock only moves forward.");
    response.json(advanceClock(runtime, seconds));
  });

  router.post("/subscriptions/:id/end_trial", (request, response) => {
    const ctx = runtime.ctx();
    const subscription = ctx.store.require("subscription", request.params.id);
    if (subscription.status !== "trialing") throw invalidRequest(`Subscription ${subscription.id} is ${subscription.status}, not trialing.`);
    updateSubscription(ctx, subscription, { trial_end: "now" });
    response.json(hydrate(ctx.store, subscription));
  });

  router.get("/webhooks", (_request, response) => {
    response.json({ url: runtime.webhooks.config.url, deliveries: runtime.webhooks.deliveries });
  });

  router.put("/webhook", (request, response) => {
    const parsed = webhookSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest('Send {"url": "http://…" | null, "secret"?: "whsec_…"}.');
    runtime.webhooks.config = { ...runtime.webhooks.config, url: parsed.data.url, ...(parsed.data.secret ? { secret: parsed.data.secret } : {}) };
    response.json({ url: runtime.webhooks.config.url });
  });

  /** Answers once every queued webhook is delivered or has given up (tests call this before checking effects). */
  router.post("/webhooks/wait", async (_request, response) => {
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 30_000).unref());
    const outcome = await Promise.race([runtime.webhooks.idle().then(() => "idle" as const), timeout]);
    response.status(outcome === "idle" ? 200 : 504).json({ idle: outcome === "idle" });
  });

  /** A customer's checkout sessions come back without a URL, or fail with a status, until the fault is deleted. */
  router.put("/faults/checkout_sessions", (request, response) => {
    const parsed = checkoutFaultSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest('Send {"customer": "cus_…", "omit_url": true} or {"customer": "cus_…", "status": 400–599}.');
    runtime.faults.setCheckout(parsed.data);
    response.json(parsed.data);
  });

  router.delete("/faults/checkout_sessions/:customer", (request, response) => {
    response.json({ deleted: runtime.faults.clearCheckout(request.params.customer) });
  });

  /** Every API request about a customer fails with a status (an outage for that customer only) until the fault is deleted. */
  router.put("/faults/customers", (request, response) => {
    const parsed = customerFaultSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest('Send {"customer": "cus_…", "status": 400–599}.');
    runtime.faults.setCustomer(parsed.data);
    response.json(parsed.data);
  });

  router.delete("/faults/customers/:customer", (request, response) => {
    response.json({ deleted: runtime.faults.clearCustomer(request.params.customer) });
  });

  router.use((error: unknown, _request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (!(error instanceof StripeError)) return next(error);
    response.status(error.status).json(error.toJSON());
  });
  return router;
}
