import type { NextFunction, Request, Response } from "express";
import { idempotencyMismatch, invalidRequest } from "./errors.ts";
import type { Store } from "./store.ts";

/** Keys are kept this long, as Stripe keeps them (24 hours). */
const KEY_LIFETIME_MS = 24 * 3_600_000;
/** Validation failures are not remembered: Stripe only saves results of requests that started executing. */
const UNSAVED_CODES = new Set(["parameter_missing", "parameter_unknown", "parameter_invalid", "parameter_invalid_empty"]);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * `Idempotency-Key` on POST and DELETE, as Stripe treats it: the same key with the same parameters
 * replays the first response (header `Idempotent-Replayed: true`) without running the request again;
 * the same key with other parameters, or on another endpoint, is a 400 idempotency_error.
 */
export function idempotency(store: Store, apiKeyOf: (request: Request) => string) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const key = request.get("Idempotency-Key");
    if (!key || (request.method !== "POST" && request.method !== "DELETE")) return next();
    if (key.length > 255) throw invalidRequest("Idempotency keys can be no longer than 255 characters.", "Idempotency-Key");
    const scopedKey = `${apiKeyOf(request)}:${key}`;
    const params = canonical(request.method === "POST" ? request.body : request.query);
    const saved = store.idempotent(scopedKey);
    if (saved && Date.now() - saved.createdAt < KEY_LIFETIME_MS) {
      if (saved.method !== request.method || saved.path !== request.path) {
        throw invalidRequest(`Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.method} ${saved.path}' vs '${request.method} ${request.path}'). Try using a key other than '${key}' if you meant to execute a different request.`, undefined, "idempotency_key_in_use");
      }
      if (saved.params !== params) throw idempotencyMismatch(key);
      response.locals.replayed = true;
      response.set("Idempotent-Replayed", "true");
      response.status(saved.status).json(saved.body);
      return;
    }
    const json = response.json.bind(response);
    response.json = (body: unknown) => {
      const code = (body as { error?: { code?: string } } | null)?.error?.code;
      if (response.statusCode < 500 && !(code && UNSAVED_CODES.has(code))) {
        store.rememberIdempotent(scopedKey, { method: request.method, path: request.path, params, status: response.statusCode, body, createdAt: Date.now() });
      }
      return json(body);
    };
    next();
  };
}
