/** Stripe's error types (the `type` of an error response) and the HTTP status each is sent with. */
export type StripeErrorType = "invalid_request_error" | "card_error" | "idempotency_error" | "api_error";

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
}

/** An error the double answers with, in Stripe's format: `{ error: { type, code, param, message } }`. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON() {
    const docUrl = this.body.code ? `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, "-")}` : undefined;
    return { error: { ...(docUrl ? { doc_url: docUrl } : {}), ...this.body } };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeError {
  return new StripeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
}

export function missingParam(param: string): StripeError {
  return invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");
}

export function unknownParam(param: string): StripeError {
  return invalidRequest(`Received unknown parameter: ${param}`, param, "parameter_unknown");
}

export function invalidParam(param: string, message: string): StripeError {
  return invalidRequest(message, param, "parameter_invalid");
}

/** `GET /v1/customers/cus_nope` → 404 "No such customer: 'cus_nope'". */
export function noSuch(noun: string, id: string, param = "id"): StripeError {
  return new StripeError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${noun}: '${id}'` });
}

export function cardDeclined(declineCode = "generic_decline", message = "Your card was declined."): StripeError {
  return new StripeError(402, { type: "card_error", code: "card_declined", decline_code: declineCode, message });
}

export function idempotencyMismatch(key: string): StripeError {
  return new StripeError(400, {
    type: "idempotency_error",
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

export function unsupported(what: string): StripeError {
  return invalidRequest(`${what} is not supported by the local Stripe test double (scripts/local/stripe). Stripe may accept it; extend the double if the product needs it.`);
}
