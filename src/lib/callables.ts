import { toCallableFailure, type FieldErrors } from "@machines/callableErrors";
import type { CallableName, CallableRequest, CallableResponse } from "@machines/callables";

/** A callable failed; `fieldErrors` holds the server's per-field messages when input was invalid. */
export class CallableError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fieldErrors: FieldErrors = {},
    readonly kind?: string,
  ) {
    super(message);
    this.name = "CallableError";
  }
}

/**
 * The request as JSON would send it: the callable SDK encodes an undefined property as null, which a contract's
 * optional field (absent or a value) refuses. A page's `{ after: undefined }` means "no cursor", so it is left out.
 */
function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (value === null || typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined).map(([key, entry]) => [key, withoutUndefined(entry)])) as T;
}

/**
 * Calls a Cloud Function by name; request and response types come from its contract in machines/callables.
 * The Firebase SDK loads on the first call, so pages cost nothing until someone submits a form.
 */
export async function call<N extends CallableName>(name: N, request: CallableRequest<N>): Promise<CallableResponse<N>> {
  try {
    const [{ ensureAppCheck, ensureSignedIn, functions }, { httpsCallable }] = await Promise.all([import("./firebase"), import("firebase/functions")]);
    await Promise.all([ensureAppCheck(), ensureSignedIn()]);
    const result = await httpsCallable<CallableRequest<N>, CallableResponse<N>>(functions, name)(withoutUndefined(request));
    return result.data;
  } catch (error) {
    const failure = toCallableFailure(error);
    throw new CallableError(failure.message, failure.code, failure.fieldErrors, failure.kind);
  }
}
