import { getAuth, type DecodedIdToken, type UserRecord } from "firebase-admin/auth";

/** The developer claim an opened link's custom token carries: this session began by proving the address. */
const LINK_PROOF_CLAIMS = { proof: "email-link" } as const;

/** The custom token an opened link signs its browser in with. */
export const linkSignInToken = (uid: string) => getAuth().createCustomToken(uid, LINK_PROOF_CLAIMS);

/**
 * Whether the session behind `token` began with a proof of the account's address: an opened emailed
 * link or the password. An anonymous session, or any custom token we did not mint for a link, did not.
 */
export function signedInWithProof(token: DecodedIdToken): boolean {
  const provider = token.firebase.sign_in_provider;
  return provider === "password" || (provider === "custom" && token.proof === LINK_PROOF_CLAIMS.proof);
}

/** The custom user claim of an account whose address a confirmation link proved. */
const ADDRESS_PROVEN_CLAIM = "addressProven";

/**
 * Marks the account as proven before its confirmation link signs anyone in. Every anonymous session of
 * the account began before that (an anonymous sign-in always makes a new account), so from now on
 * `isStaleAnonymousSession` refuses them all, whatever the token's age (see openEmailLink).
 */
export async function markAddressProven(uid: string): Promise<void> {
  const current = (await getAuth().getUser(uid)).customClaims ?? {};
  await getAuth().setCustomUserClaims(uid, { ...current, [ADDRESS_PROVEN_CLAIM]: true });
}

/** A session that began anonymously, on an account a confirmation link has since proven: the browser that only typed the address. */
export function isStaleAnonymousSession(user: UserRecord, token: DecodedIdToken): boolean {
  return user.customClaims?.[ADDRESS_PROVEN_CLAIM] === true && token.firebase.sign_in_provider === "anonymous";
}
