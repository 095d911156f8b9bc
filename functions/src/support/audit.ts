import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import type { SupportAuditAction } from "@machines/support/audit";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { db, isAlreadyExists } from "../lib/admin";
import type { AuthenticatedRequest } from "../lib/callable";
import { supportAudit, supportRequests } from "../lib/firestore";
import { keyOf } from "../lib/keys";

/** Who asked, why, and the request's own id (a retry carries the same one). */
export interface SupportCall {
  supportUid: string;
  supportEmail: string;
  reason: string;
  requestId: string;
}

export function supportCallOf(request: AuthenticatedRequest, input: { reason: string; requestId: string }): SupportCall {
  return { supportUid: request.auth.uid, supportEmail: request.auth.token.email ?? request.auth.uid, reason: input.reason, requestId: input.requestId };
}

/**
 * Appends the audit entry for one view or action on `coachUid`'s record. Its id comes from the request,
 * so a retried request is recorded once; an entry is created, never changed.
 */
export async function audit(call: SupportCall, action: SupportAuditAction, coachUid: string | null, target: string | null = null): Promise<void> {
  const entry = { coachUid, supportUid: call.supportUid, supportEmail: call.supportEmail, action, target, reason: call.reason, at: Timestamp.now() };
  await supportAudit
    .doc(keyOf(call.supportUid, call.requestId, coachUid ?? ""))
    .create(entry)
    .catch((error: unknown) => {
      if (!isAlreadyExists(error)) throw error;
    });
}

/**
 * Runs a support action once per request id: the first request claims the id, is audited and acts; a retry
 * answers what the first one answered (or that it is still running). A failed action frees the id, so it
 * can be retried (each action is itself safe to repeat: Stripe calls carry the request id as their key).
 */
export async function runSupportAction<T>(call: SupportCall, action: SupportAuditAction, coachUid: string, target: string | null, perform: () => Promise<T>): Promise<T> {
  const ref = supportRequests.doc(keyOf(call.supportUid, call.requestId));
  const earlier = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data();
    if (!current) transaction.create(ref, { action, coachUid, startedAt: Timestamp.now(), response: null });
    return current;
  });
  if (earlier) {
    if (earlier.response === null || earlier.action !== action || earlier.coachUid !== coachUid) throw new HttpsError("aborted", SUPPORT_MESSAGES.inProgress);
    return JSON.parse(earlier.response) as T;
  }
  await audit(call, action, coachUid, target);
  try {
    const result = await perform();
    await ref.update({ response: JSON.stringify(result) });
    return result;
  } catch (error) {
    await ref.delete();
    throw error;
  }
}
