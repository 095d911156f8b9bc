import { HttpsError, onCall, type CallableOptions, type CallableRequest } from "firebase-functions/v2/https";
import {
  CALLABLE_MESSAGES,
  CALLABLES,
  MAX_CALLABLE_PAYLOAD_BYTES,
  fieldErrorsFromIssues,
  type CallableName,
  type CallableParsedRequest,
  type CallableResponse,
} from "@machines/callables";
import type { z } from "zod";
import { tryConsume, type RateLimitRule } from "./rateLimit";

interface CallableDefinition<N extends CallableName> {
  rateLimit: Omit<RateLimitRule, "bucket">;
  options?: CallableOptions;
  handle: (input: CallableParsedRequest<N>, request: CallableRequest<unknown>) => Promise<CallableResponse<N>>;
}

/** The error every callable raises for bad input: the form shows `details.fieldErrors` under its fields. */
export function invalidArgument(issues: readonly z.core.$ZodIssue[]): HttpsError {
  return new HttpsError("invalid-argument", CALLABLE_MESSAGES.invalid, { fieldErrors: fieldErrorsFromIssues(issues) });
}

/**
 * Wraps a callable in the checks every callable shares: a signed-in (at least anonymous) client,
 * a payload size cap, a per-client rate limit, and validation with the contract's zod schema.
 * Invalid input is answered with `invalid-argument` and `details.fieldErrors`, one message per field.
 */
export function defineCallable<N extends CallableName>(name: N, definition: CallableDefinition<N>) {
  const contract = CALLABLES[name];
  return onCall({ cors: true, ...definition.options }, async (request) => {
    const uid = request.auth?.uid;
    if (!uid) throw new HttpsError("unauthenticated", "Please reload the page and try again.");

    const size = Buffer.byteLength(JSON.stringify(request.data ?? null), "utf8");
    if (size > MAX_CALLABLE_PAYLOAD_BYTES) throw new HttpsError("invalid-argument", CALLABLE_MESSAGES.tooLarge);

    // Every browser signs in (anonymously at least), so the uid identifies the client; Firebase Auth
    // caps new anonymous accounts per IP, which keeps uid rotation from dodging this limit.
    if (!(await tryConsume({ bucket: name, ...definition.rateLimit }, uid))) {
      throw new HttpsError("resource-exhausted", CALLABLE_MESSAGES.rateLimited);
    }

    const parsed = contract.request.safeParse(request.data);
    if (!parsed.success) throw invalidArgument(parsed.error.issues);
    const result = await definition.handle(parsed.data as CallableParsedRequest<N>, request);
    return contract.response.parse(result);
  });
}
