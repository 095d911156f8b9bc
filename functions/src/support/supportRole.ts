import { Timestamp } from "firebase-admin/firestore";
import { getAuth, type UserRecord } from "firebase-admin/auth";
import { normalizeEmail } from "@machines/shared/email";
import { SUPPORT_ROLE } from "@machines/auth/messages";
import { emailOwnerRef, ownerOf } from "../identity/emailOwnership";
import { guests, users } from "../lib/firestore";
import { isSupportAccount } from "../lib/roles";

/** Why an address cannot be made support: it already is a coach or a sign-up, and the two roles never mix. */
export const COACH_ACCOUNT_REFUSAL = "This address belongs to a coach or a sign-up: a support account can't be a coach. Use a separate address for support.";

async function userOf(email: string): Promise<UserRecord | null> {
  const owner = await ownerOf(email);
  if (owner) return getAuth().getUser(owner.uid);
  return getAuth()
    .getUserByEmail(email)
    .catch((error: { code?: string }) => {
      if (error.code === "auth/user-not-found") return null;
      throw error;
    });
}

/**
 * `npm run support:grant -- <address>`: gives the account of `address` the support role (a custom claim). An
 * address nobody has yet gets an account whose address is proven, so its owner signs in at /login with an
 * emailed link. An account with coach data (a trial, a plan or a sign-up) is refused.
 */
export async function grantSupportRole(address: string): Promise<{ uid: string; created: boolean }> {
  const email = normalizeEmail(address);
  const existing = await userOf(email);
  if (existing) {
    const [coach, signup] = await Promise.all([users.doc(existing.uid).get(), guests.doc(existing.uid).get()]);
    if (coach.exists || signup.exists || existing.customClaims?.role) {
      if (isSupportAccount(existing)) return { uid: existing.uid, created: false };
      throw new Error(COACH_ACCOUNT_REFUSAL);
    }
  }
  const user = existing ?? (await getAuth().createUser({ email, emailVerified: true }));
  if (!(await ownerOf(email))) await emailOwnerRef(email).create({ email, uid: user.uid, confirmedAt: Timestamp.now() });
  await getAuth().setCustomUserClaims(user.uid, { ...user.customClaims, role: SUPPORT_ROLE });
  return { uid: user.uid, created: !existing };
}

/** `npm run support:revoke -- <address>`: takes the role away and ends the account's sessions at once. */
export async function revokeSupportRole(address: string): Promise<{ uid: string } | null> {
  const user = await userOf(normalizeEmail(address));
  if (!user || !isSupportAccount(user)) return null;
  const claims = { ...user.customClaims };
  delete claims.role;
  await getAuth().setCustomUserClaims(user.uid, claims);
  await getAuth().revokeRefreshTokens(user.uid);
  return { uid: user.uid };
}
