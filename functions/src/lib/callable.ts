import { getAuth, type UserRecord } from "firebase-admin/auth";
import { HttpsError, onCall, type CallableFunction, type CallableOptions, type CallableRequest, type Request } from "firebase-functions/v2/https";
import {
  CALLABLE_MESSAGES,
  CALLABLES,
  MAX_CALLABLE_PAYLOAD_BYTES,
  fieldErrorsFromIssues,
  type CallableName,
  type CallableParsedRequest,
  type CallableResponse,
} from "@machines/callables";
import { exceedsDepth } from "@machines/shared/payload";
import type { z } from "zod";
import { isStaleAnonymousSession } from "./signInProof";
import { appCheckEnforced } from "./appCheck";
import { clientIp, isLoopback } from "./clientIp";
import { tryConsume, type RateLimitRule } from "./rateLimit";
import { recordRateLimitRefusal } from "./rateLimitRefusals";
import { requireRoleFor } from "./roles";

interface CallableDefinition<N extends CallableName> {
  /** Per signed-in client; each IP gets IP_ALLOWANCE_FACTOR times as much (campus networks share addresses). */
  rateLimit: Omit<RateLimitRule, "bucket">;
  /** Largest JSON request, for the few callables that carry files (import); forms stay at the default. */
  maxPayloadBytes?: number;
  options?: CallableOptions;
  handle: (input: CallableParsedRequest<N>, request: AuthenticatedRequest) => Promise<CallableResponse<N>>;
}

/** A callable request whose caller was checked: `auth` is always there. */
export type AuthenticatedRequest = CallableRequest<unknown> & { auth: NonNullable<CallableRequest<unknown>["auth"]> };

/** New anonymous accounts are free, so each IP also has an allowance, this many times a client's. */
export const IP_ALLOWANCE_FACTOR = 5;

/** The error every callable raises for bad input: the form shows `details.fieldErrors` under its fields. */
export function invalidArgument(issues: readonly z.core.$ZodIssue[]): HttpsError {
  return new HttpsError("invalid-argument", CALLABLE_MESSAGES.invalid, { fieldErrors: fieldErrorsFromIssues(issues) });
}

/**
 * Wraps a callable in the checks every callable shares: App Check (in production), a signed-in
 * client whose account still exists and whose token was not revoked, a payload size and depth cap,
 * per-client and per-IP rate limits, and validation with the contract's zod schema. Invalid input is
 * answered with `invalid-argument` and `details.fieldErrors`, one message per field.
 */
export function defineCallable<N extends CallableName>(name: N, definition: CallableDefinition<N>) {
  const contract = CALLABLES[name];
  const callable = onCall({ cors: true, enforceAppCheck: appCheckEnforced(), ...definition.options }, async (request) => {
    const auth = request.auth;
    if (!auth) throw new HttpsError("unauthenticated", CALLABLE_MESSAGES.signedOut);
    requireRoleFor(name, await requireLiveAccount(auth));
    const refusal = payloadRefusals.get(request.rawRequest);
    if (refusal) throw new HttpsError("invalid-argument", refusal);
    await consumeAllowances(name, definition.rateLimit, auth.uid, clientIp(request.rawRequest));

    const parsed = contract.request.safeParse(request.data);
    if (!parsed.success) throw invalidArgument(parsed.error.issues);
    const result = await definition.handle(parsed.data as CallableParsedRequest<N>, { ...request, auth });
    return contract.response.parse(result);
  });
  return withPayloadBounds(callable, definition.maxPayloadBytes);
}

/** Requests whose payload was refused before decoding, and why (read by the handler once the caller is checked). */
const payloadRefusals = new WeakMap<Request, string>();

/**
 * The SDK decodes a callable's payload recursively before any handler runs, so a payload nested
 * deep enough overflows its stack and answers 500. The body the platform parsed (JSON.parse does
 * not recurse) is measured here first, without recursion: a payload too deep or too large reaches
 * the SDK as null, and the handler answers invalid-argument once it has checked the caller.
 */
function withPayloadBounds<F extends CallableFunction<unknown, unknown>>(callable: F, maxBytes = MAX_CALLABLE_PAYLOAD_BYTES): F {
  const bounded = (request: Request, response: Parameters<F>[1]) => {
    const refusal = payloadRefusal((request.body as { data?: unknown } | undefined)?.data, maxBytes);
    if (refusal) {
      payloadRefusals.set(request, refusal);
      request.body = { data: null };
    }
    return callable(request, response);
  };
  // The deploy manifest and the emulator read the callable's own properties (__endpoint, run…).
  return Object.defineProperties(bounded, Object.getOwnPropertyDescriptors(callable)) as unknown as F;
}

function payloadRefusal(data: unknown, maxBytes: number): string | null {
  if (exceedsDepth(data)) return CALLABLE_MESSAGES.malformed;
  if (Buffer.byteLength(JSON.stringify(data ?? null), "utf8") > maxBytes) return CALLABLE_MESSAGES.tooLarge;
  return null;
}

/**
 * An ID token outlives its account for up to an hour: a deleted or disabled account, or one whose
 * sessions were revoked, must not act on the strength of a token it was issued before. Nor may the
 * anonymous session that typed an address once a confirmation link proved the account (its refresh
 * token could still mint fresh tokens where revocation is not enforced, as in the Auth emulator).
 */
async function requireLiveAccount(auth: AuthenticatedRequest["auth"]): Promise<UserRecord> {
  const user = await getAuth()
    .getUser(auth.uid)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return undefined;
      throw error;
    });
  const validSince = user?.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (!user || user.disabled || auth.token.auth_time * 1000 < validSince || isStaleAnonymousSession(user, auth.token)) {
    throw new HttpsError("unauthenticated", CALLABLE_MESSAGES.signedOut);
  }
  return user;
}

async function consumeAllowances(name: string, rule: CallableDefinition<CallableName>["rateLimit"], uid: string, ip: string | null): Promise<void> {
  const allowed = await tryConsume({ bucket: name, ...rule }, uid);
  // Loopback only happens on the local stack, where every test client shares one address.
  const ipAllowed = !allowed || isLoopback(ip) || (await tryConsume({ bucket: `${name}:ip`, ...rule, limit: rule.limit * IP_ALLOWANCE_FACTOR }, ip!));
  if (!allowed || !ipAllowed) {
    await recordRateLimitRefusal(uid, name);
    throw new HttpsError("resource-exhausted", CALLABLE_MESSAGES.rateLimited);
  }
}
