// No zod here: the browser's call path imports this, and it must stay small.

/** The details an invalid-argument error carries: one message per field, as the form shows them. */
export type FieldErrors = Record<string, string>;

/** What a failed call tells the caller, read from a Firebase Functions client error. */
export interface CallableFailure {
  code: string;
  message: string;
  fieldErrors: FieldErrors;
  /** A machine-readable reason some callables add, e.g. "status-update-failed". */
  kind?: string;
}

/** What a form or toast says when a call failed without a message of its own (a dropped connection). */
export const GENERIC_FAILURE_MESSAGE = "Something went wrong. Please check your connection and try again.";

/**
 * What a failed call or actor tells the coach, everywhere in the app: its own message (a callable's error
 * carries the server's), or the fallback.
 */
export function failureMessage(error: unknown, fallback = GENERIC_FAILURE_MESSAGE): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

export function toCallableFailure(error: unknown): CallableFailure {
  const { code, message, details } = (error ?? {}) as { code?: string; message?: string; details?: { fieldErrors?: FieldErrors; kind?: string } };
  return {
    ...(details?.kind ? { kind: details.kind } : {}),
    code: code ?? "unknown",
    // The client SDK appends the HTTP status ("… [429]"); people should not see it.
    message: (message ?? "Unexpected error").replace(/ \[\d{3}\]$/, ""),
    fieldErrors: details?.fieldErrors ?? {},
  };
}
