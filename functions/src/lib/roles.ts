import type { UserRecord } from "firebase-admin/auth";
import { HttpsError } from "firebase-functions/v2/https";
import type { CallableName } from "@machines/callables";
import { SUPPORT_ROLE } from "@machines/auth/messages";
import { SIGN_IN_CALLABLES, SUPPORT_CALLABLES, SUPPORT_MESSAGES } from "@machines/support/contracts";

/** Whether the account holds the support role now (its live record, not a token that may predate a revoke). */
export const isSupportAccount = (user: Pick<UserRecord, "customClaims">) => user.customClaims?.role === SUPPORT_ROLE;

/**
 * The coach role and the support role never mix: a support callable answers support accounts only, and
 * every other callable but signing in refuses them (so a support account can never start a trial and become a coach).
 */
export function requireRoleFor(name: CallableName, user: Pick<UserRecord, "customClaims">): void {
  const supportCallable = (SUPPORT_CALLABLES as readonly string[]).includes(name);
  if (supportCallable && !isSupportAccount(user)) throw new HttpsError("permission-denied", SUPPORT_MESSAGES.supportOnly);
  const signingIn = (SIGN_IN_CALLABLES as readonly string[]).includes(name);
  if (!supportCallable && !signingIn && isSupportAccount(user)) throw new HttpsError("permission-denied", SUPPORT_MESSAGES.notForSupport);
}
