import type Stripe from "stripe";
import { z } from "zod";
import { type ApiRoutes } from "../http.ts";
import { page } from "../lists.ts";
import { bool, listParams, parseParams, retrieveParams, sdkParams, str } from "../params.ts";

const listSchema = sdkParams<Stripe.EventListParams>()(z.strictObject({ ...listParams, type: str.optional(), types: z.array(str).max(20).optional(), delivery_success: bool.optional() }));

function typeMatches(type: string, pattern: string): boolean {
  return pattern.endsWith(".*") ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
}

/** Events, as the webhook handler may re-read them (`stripe.events.retrieve`). */
export function eventRoutes(api: ApiRoutes): void {
  api.get("/events/:id", (ctx, { params: { id }, input }) => {
    parseParams(retrieveParams, input);
    return ctx.store.require("event", id!);
  });

  api.get("/events", (ctx, { input }) => {
    const params = parseParams(listSchema, input);
    const events = ctx.store
      .all("event")
      .filter((event) => (params.type === undefined || typeMatches(event.type, params.type)) && (params.types === undefined || params.types.some((pattern) => typeMatches(event.type, pattern))));
    return page(events, params, "/v1/events");
  });
}
